import {
  ADMIN_MESSAGES,
  imageUrlField,
  paiseField,
  skuField,
  stockField,
  type ImportColumn,
  type ImportRowError,
} from '@store/contracts/admin';
import type { z } from 'zod';
import type { CsvRow } from './catalog-csv';

/** Collects a row's problems under its spreadsheet row and column. */
export class RowErrors {
  readonly list: ImportRowError[] = [];

  add(row: number, column: ImportColumn | null, message: string): void {
    this.list.push({ row, column, message });
  }

  /** The value when `schema` takes it; otherwise records the schema's own message and answers undefined. */
  check<T>(row: CsvRow, column: ImportColumn, schema: z.ZodType<T>, value: unknown): T | undefined {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    this.add(row.row, column, parsed.error.issues[0]?.message ?? 'Invalid value');
    return undefined;
  }
}

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

/** A rupee amount ("1499", "1,499.50") as paise, checked like the product form's prices. */
export function rupeeCell(errors: RowErrors, row: CsvRow, column: 'price_inr' | 'mrp_inr'): number | undefined {
  const text = row.cells[column].replace(/,/g, '');
  const label = column === 'price_inr' ? 'Price' : 'Original price';
  if (!RUPEES.test(text)) {
    errors.add(row.row, column, ADMIN_MESSAGES.csvRupees(column));
    return undefined;
  }
  const [whole = '0', fraction = ''] = text.split('.');
  return errors.check(row, column, paiseField(label), Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
}

/** Whole units of stock, never negative. */
export function stockCell(errors: RowErrors, row: CsvRow): number | undefined {
  const text = row.cells.stock;
  if (!/^-?\d{1,9}$/.test(text)) {
    errors.add(row.row, 'stock', ADMIN_MESSAGES.stockWhole);
    return undefined;
  }
  return errors.check(row, 'stock', stockField, Number(text));
}

export const skuCell = (errors: RowErrors, row: CsvRow) => errors.check(row, 'sku', skuField, row.cells.sku);

/** yes/no (also true/false, 1/0, y/n); blank is no. */
export function yesNoCell(
  errors: RowErrors,
  row: CsvRow,
  column: 'hidden' | 'variant_hidden' | 'returnable' | 'universal',
): boolean {
  const text = row.cells[column].toLowerCase();
  if (['', 'no', 'n', 'false', '0'].includes(text)) return false;
  if (['yes', 'y', 'true', '1'].includes(text)) return true;
  errors.add(row.row, column, ADMIN_MESSAGES.csvHidden(column));
  return false;
}

export function imageCells(errors: RowErrors, row: CsvRow, urls: string[]): string[] {
  return [...new Set(urls)].filter((url) => errors.check(row, 'images', imageUrlField, url) !== undefined);
}
