import type { Db } from '../../../db/client';
import { findModelYears } from '../categories.repo';
import { loadCategoryIndex } from '../category-index';
import { constraintConflict } from '../../admin/constraint-conflict';
import { saveProduct } from '../save-product';
import type { ImportItem } from './check-import';

export interface ImportResult {
  created: number;
  updated: number;
  /** Products the file names exactly as they are: not written, not audited. */
  unchanged: number;
  variants: number;
}

/** Thrown when one product could not be written; those before it stay written. */
export class ImportStopped extends Error {
  override name = 'ImportStopped';

  constructor(
    readonly handle: string,
    readonly done: number,
    cause: unknown,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * Writes checked products one by one, each in its own transaction with its audit entry, through
 * the same saveProduct as the product form. Calls `onProgress` after each. Matching by handle and
 * SKU makes a second run of the same file change nothing more, so an import stopped half-way
 * (someone took an SKU meanwhile) is finished by fixing that row and running the file again.
 */
export async function runImport(
  db: Db,
  actorId: string | null,
  items: ImportItem[],
  onProgress: (done: number, total: number, handle: string) => void | Promise<void>,
): Promise<ImportResult> {
  const categories = await loadCategoryIndex(db);
  const modelYears = await findModelYears(db);
  const result: ImportResult = { created: 0, updated: 0, unchanged: 0, variants: 0 };
  for (const [i, item] of items.entries()) {
    try {
      const { created, changed } = await db.transaction((tx) =>
        saveProduct(tx, {
          actorId,
          productId: item.productId,
          input: item.input,
          action: 'product.import',
          categories,
          modelYears,
          images: item.images,
          skipUnchanged: true,
        }),
      );
      if (created) result.created++;
      else if (changed) result.updated++;
      else result.unchanged++;
      result.variants += item.input.variants.length;
    } catch (err) {
      // The import answers as it goes, after its status is sent: a lost race is told in the
      // same words the admin plugin's error handler would use.
      throw new ImportStopped(item.handle, i, constraintConflict(err) ?? err);
    }
    await onProgress(i + 1, items.length, item.handle);
  }
  return result;
}
