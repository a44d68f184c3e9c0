import type { ProductResponse } from '@store/contracts/catalog';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { CatalogRefs } from './catalog-refs';
import { findCard, NO_IMAGE, splitCategories, toCard } from './product-cards.repo';
import { findProductText, listImageUrls, listSellableVariants } from './product-detail.repo';
import { firstDealEnd } from './selling-price';

type ProductDetail = Pick<ProductResponse, 'data' | 'categories'> & {
  /** When the flash deal the answer quotes ends: the answer must not be kept past it. */
  pricesValidUntil: Date | null;
};

/**
 * One visible product with its variants, gallery and suitable bikes, each variant priced at `at`
 * (a running flash deal included); hidden ones are not found.
 */
export async function getProduct(db: Db, refs: CatalogRefs, id: string, at: Date): Promise<ProductDetail> {
  const card = await findCard(db, id, at);
  if (!card) throw notFound('Product');
  const [details, variants, images] = await Promise.all([
    findProductText(db, id),
    listSellableVariants(db, id, at),
    listImageUrls(db, id),
  ]);
  const { bikes } = splitCategories(refs, card.category_ids);
  const dealEnd = firstDealEnd([card.deal_ends_at, ...variants.map((v) => v.deal_ends_at)]);
  return {
    data: {
      ...toCard(card, refs),
      images: images.length > 0 ? images : [NO_IMAGE],
      description: details?.description ?? '',
      features: details?.features ?? [],
      variants: variants.map((v) => ({
        _id: v.id,
        name: v.name,
        sku: v.sku,
        price: v.mrp_paise,
        discount_price: v.price_paise,
        quantity: v.stock,
      })),
      deal_ends_at: dealEnd?.toISOString() ?? null,
    },
    categories: bikes,
    pricesValidUntil: dealEnd,
  };
}
