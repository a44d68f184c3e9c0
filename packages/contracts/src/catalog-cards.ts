import { z } from 'zod';
import { productCardSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';

/*
 * Rows of product cards beside a product page: its related products, and the cards of the
 * products a browser opened last (docs/decisions/073).
 */

/** How many related products a product page shows at most. */
export const RELATED_PRODUCTS_LIMIT = 8;
/** How many product ids one cards-by-ids call takes at most. */
export const CARDS_BY_IDS_MAX = 20;
/** How many product pages a browser remembers as recently viewed. */
export const RECENTLY_VIEWED_LIMIT = 10;

export const CATALOG_CARDS_MESSAGES = {
  relatedFetched: 'Related products fetched',
  cardsFetched: 'Products fetched',
  idsRequired: 'ids must name at least one product',
  tooManyIds: `At most ${CARDS_BY_IDS_MAX} products can be asked for at once`,
} as const;

/**
 * `?ids=` of GET /fetch_products_by_ids: product ids separated by commas, in the order the cards
 * are wanted. A repeated id counts once.
 */
export const cardsByIdsQuery = z.object({
  ids: z
    .string({ error: CATALOG_CARDS_MESSAGES.idsRequired })
    .transform((text) => text.split(',').map((id) => id.trim().toLowerCase()))
    .pipe(
      z
        .array(idSchema)
        .min(1, { error: CATALOG_CARDS_MESSAGES.idsRequired })
        .transform((ids) => [...new Set(ids)])
        .refine((ids) => ids.length <= CARDS_BY_IDS_MAX, { error: CATALOG_CARDS_MESSAGES.tooManyIds }),
    ),
});
export type CardsByIdsQuery = z.infer<typeof cardsByIdsQuery>;

/** A row of product cards: related products, or the cards asked for by id. */
export const productCardsResponse = envelopeSchema(z.array(productCardSchema));
export type ProductCardsResponse = z.infer<typeof productCardsResponse>;
