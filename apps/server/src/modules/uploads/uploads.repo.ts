import { and, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads } from '../../db/schema/orders';

/** Records a stored photo and its owner. */
export async function recordUpload(db: Db, upload: { userId: string; path: string; bytes: number }): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** How many of these photo URLs this shopper uploaded. */
export async function countOwnUploads(db: Db, userId: string, urls: readonly string[]): Promise<number> {
  if (urls.length === 0) return 0;
  const [row] = await db
    .select({ n: countDistinct(uploads.path) })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.path, [...urls])));
  return row?.n ?? 0;
}
