import { z } from 'zod';
import { productCardSchema } from './catalog';
import { envelopeSchema } from './envelope';
import { idSchema } from './ids';

export const LIKE_MESSAGES = {
  liked: 'Added to your liked products',
  unliked: 'Removed from your liked products',
  fetched: 'Liked products fetched',
} as const;

/** POST /liked_product: toggles the like of one product. */
export const likeBody = z.object({ id: idSchema });
export type LikeInput = z.infer<typeof likeBody>;

/** The toggle's answer: the new state and the header's list and count (visible products only). */
export const likeToggleSchema = z.object({
  liked: z.boolean(),
  like_count: z.number().int(),
  liked_products: z.array(z.string()),
});
export type LikeToggle = z.infer<typeof likeToggleSchema>;
export const likeToggleResponse = envelopeSchema(likeToggleSchema);

/** GET /find_liked_products: cards of the liked products still on sale, latest like first. */
export const likedProductsResponse = envelopeSchema(z.array(productCardSchema));
export type LikedProductsResponse = z.infer<typeof likedProductsResponse>;
