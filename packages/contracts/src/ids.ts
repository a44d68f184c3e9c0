import { z } from 'zod';

export const INVALID_ID_MESSAGE = 'Invalid id';

/** Every entity id is a UUID; anything else is refused with a 400 before it reaches the database. */
export const idSchema = z.uuid({ error: INVALID_ID_MESSAGE });

/** `?id=` query of the fetch calls (docs/product.md, API calls). */
export const idQuery = z.object({ id: idSchema });
export type IdQuery = z.infer<typeof idQuery>;

/** An id, or the word 'all' the store's links use for "no filter" (docs/decisions/002). */
export const idOrAllSchema = z.union([z.literal('all'), idSchema], { error: INVALID_ID_MESSAGE });
