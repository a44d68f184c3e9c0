import {
  ADMIN_MESSAGES,
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportColumn,
  type ImportRowError,
} from '@store/contracts/admin';
import { parse } from 'csv-parse/sync';
import { stringify, type Stringifier } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/** One data row of the catalog CSV, by column, with its spreadsheet row number (the header is row 1). */
export interface CsvRow {
  row: number;
  cells: Record<ImportColumn, string>;
}

/** Lists inside a cell (categories, fitment, features, images) are separated by this. */
export const LIST_SEPARATOR = '|';

/** A cell a spreadsheet would run as a formula gets a leading apostrophe on export; import takes it off. */
const FORMULA_START = /^'[=+\-@\t\r]/;

export type ParsedCsv = { rows: CsvRow[]; errors: [] } | { rows: []; errors: ImportRowError[] };

const fileError = (message: string): ParsedCsv => ({ rows: [], errors: [{ row: 0, column: null, message }] });

/**
 * Reads the catalog CSV: UTF-8 (a BOM is fine), a header naming the columns in any order, then
 * one row per variant. Problems with the file as a whole (unreadable, unknown or missing columns,
 * too many rows) come back as row-0 errors; a row with the wrong number of cells as an error of its own.
 */
export function parseCatalogCsv(bytes: Buffer): ParsedCsv {
  let text: string;
  let records: string[][];
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    // A NUL is never in a text CSV (UTF-16 and spreadsheet files are full of them), and
    // PostgreSQL cannot store one: refused here, as the API refuses it in any field.
    if (text.includes('\u0000')) return fileError(ADMIN_MESSAGES.csvUnreadable);
    records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: false });
  } catch {
    return fileError(ADMIN_MESSAGES.csvUnreadable);
  }
  const [header, ...body] = records;
  if (!header) return fileError(ADMIN_MESSAGES.csvEmpty);
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => !(IMPORT_COLUMNS as readonly string[]).includes(n));
  const missing = IMPORT_REQUIRED_COLUMNS.filter((c) => !names.includes(c));
  const headerErrors = [
    ...unknown.map((c) => ({ row: 1, column: c, message: ADMIN_MESSAGES.csvUnknownColumn(c) })),
    ...missing.map((c) => ({ row: 1, column: c, message: ADMIN_MESSAGES.csvMissingColumn(c) })),
  ];
  if (headerErrors.length > 0) return { rows: [], errors: headerErrors };
  if (body.length === 0) return fileError(ADMIN_MESSAGES.csvEmpty);
  if (body.length > IMPORT_MAX_ROWS) return fileError(ADMIN_MESSAGES.csvTooManyRows);

  const rows: CsvRow[] = [];
  const errors: ImportRowError[] = [];
  body.forEach((record, i) => {
    const row = i + 2;
    if (record.length !== names.length) {
      errors.push({ row, column: null, message: ADMIN_MESSAGES.csvCells(names.length, record.length) });
      return;
    }
    const cells = Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])) as Record<ImportColumn, string>;
    names.forEach((name, j) => {
      const value = record[j]!.trim();
      cells[name as ImportColumn] = FORMULA_START.test(value) ? value.slice(1) : value;
    });
    rows.push({ row, cells });
  });
  return errors.length > 0 ? { rows: [], errors } : { rows, errors: [] };
}

/** Splits a list cell; blank parts are dropped. */
export function splitList(cell: string): string[] {
  return cell
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Paise as the CSV writes rupees: 1499 for 149900, 1499.50 for 149950. */
export function paiseToRupeeText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

/** How the catalog CSV is written: header first, CRLF rows, formulas defused for spreadsheets. */
const CSV_FORMAT = {
  header: true,
  columns: [...IMPORT_COLUMNS],
  escape_formulas: true,
  record_delimiter: '\r\n',
} as const;

/** Writes rows in the import format. */
export function stringifyCatalogCsv(rows: Array<Record<ImportColumn, string>>): string {
  return stringifySync(rows, { ...CSV_FORMAT, columns: [...IMPORT_COLUMNS] });
}

/**
 * A stream that takes rows (objects by column) and gives the import format's text, with a byte
 * order mark first so that spreadsheets read it as UTF-8: the export is written as it is read,
 * never held whole in memory.
 */
export function catalogCsvStream(): Stringifier {
  return stringify({ ...CSV_FORMAT, columns: [...IMPORT_COLUMNS], bom: true });
}
