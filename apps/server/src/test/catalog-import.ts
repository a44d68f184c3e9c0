import { IMPORT_COLUMNS, type ImportColumn } from '@store/contracts/admin';
import { stringifyCatalogCsv } from '../modules/catalog/import/catalog-csv';

export type CsvRowInput = Partial<Record<ImportColumn, string>>;

/** A catalog CSV of these rows, every column the import knows present and blank unless given. */
export const catalogCsv = (rowsIn: CsvRowInput[]) =>
  Buffer.from(
    stringifyCatalogCsv(
      rowsIn.map(
        (r) => ({ ...Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, ''])), ...r }) as Record<ImportColumn, string>,
      ),
    ),
  );

/** The multipart parts of an upload of `data` as catalog.csv. */
export const csvFile = (data: Buffer) => [{ data, filename: 'catalog.csv', type: 'text/csv' }];
