import type { ProductCard } from '@store/contracts/catalog';
import type { Db } from '../../db/client';
import type { CatalogRefs } from './catalog-refs';
import { listCards, toCard } from './product-cards.repo';
import { firstDealEnd } from './selling-price';

interface CardsByIds {
  data: ProductCard[];
  /** When the first flash deal the answer quotes ends: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
}

/**
 * The cards of these products in the order asked, priced at `at`; hidden and unknown ones are
 * left out rather than refused, since a browser's list of recently viewed products outlives them.
 */
export async function listCardsByIds(db: Db, refs: CatalogRefs, ids: string[], at: Date): Promise<CardsByIds> {
  const rows = new Map((await listCards(db, ids, at)).map((row) => [row.id, row]));
  const found = ids.flatMap((id) => rows.get(id) ?? []);
  return {
    data: found.map((row) => toCard(row, refs)),
    pricesValidUntil: firstDealEnd(found.map((row) => row.deal_ends_at)),
  };
}
