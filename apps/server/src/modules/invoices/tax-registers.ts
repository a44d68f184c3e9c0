import { isService } from './gstr1';
import type { TaxRegister } from '@store/contracts/tax-reports';
import type { Db } from '../../db/client';
import type { StreamedReport } from './gstr1';
import { countLines, documentBatches, hsnRows, type ReportDocument, type ReportPeriod } from './tax-reports.repo';

/**
 * The registers an accountant opens in a spreadsheet (docs/decisions/109): UTF-8 with a byte-order
 * mark (so a spreadsheet reads Malayalam and ₹ right), one header row, lines ending CRLF, amounts
 * as plain numbers with two decimals, and text that a spreadsheet would take for a formula
 * (starting = + - @) led by an apostrophe.
 */

const amount = (paise: number) => (paise / 100).toFixed(2);

/**
 * One cell: a number as it is (an amount is a number even when it is below zero, so a credit
 * larger than the month's sales still adds up); text on one line, since each row is one line of
 * the file (the back office counts them), and led by an apostrophe where a spreadsheet would run it.
 */
function cell(value: string | number): string {
  if (typeof value === 'number' || /^-?\d+(\.\d+)?$/.test(value)) return String(value);
  const line = value.replace(/[\r\n]+/g, ' ');
  const safe = /^[=+\-@\t]/.test(line) ? `'${line}` : line;
  return /[",]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const row = (values: (string | number)[]) => `${values.map(cell).join(',')}\r\n`;

const SECTION_NAMES = { b2b: 'B2B', b2cl: 'B2C large', b2cs: 'B2C small' } as const;

const LINE_COLUMNS = [
  'Line',
  'Description',
  'SKU',
  'HSN',
  'Quantity',
  'Unit',
  'Unit price',
  'Discount',
  'Taxable value',
  'GST rate %',
  'CGST',
  'SGST',
  'IGST',
  'Line total',
];

function documentRows(doc: ReportDocument, lead: (string | number)[]): string {
  const b = doc.body;
  return b.lines
    .map((l, i) =>
      row([
        ...lead,
        i + 1,
        l.description,
        l.sku,
        l.hsn,
        l.quantity,
        l.unit,
        amount(l.unitPricePaise),
        amount(l.discountPaise ?? 0),
        amount(l.taxablePaise),
        l.ratePercent,
        amount(l.cgstPaise),
        amount(l.sgstPaise),
        amount(l.igstPaise),
        amount(l.totalPaise),
      ]),
    )
    .join('');
}

/** Who a document is for, as party() writes it. */
const PARTY_COLUMNS = ['Buyer', 'Buyer GSTIN', 'Place of supply', 'Supply', 'GSTR-1 section'];

const party = (doc: ReportDocument) => [
  doc.body.buyer.name,
  doc.body.buyer.gstin ?? '',
  `${doc.body.placeOfSupply.stateCode}-${doc.body.placeOfSupply.state}`,
  doc.body.intraState ? 'Intra-state' : 'Inter-state',
  SECTION_NAMES[doc.section],
];

async function* lines(
  db: Db,
  period: ReportPeriod,
  kind: 'invoice' | 'credit_note',
  header: string[],
  lead: (doc: ReportDocument) => (string | number)[],
) {
  yield `\uFEFF${row(header)}`;
  for await (const batch of documentBatches(db, period, kind, ['b2b', 'b2cl', 'b2cs'], 'none')) {
    yield batch.map((doc) => documentRows(doc, lead(doc))).join('');
  }
}

/** One register of the period as CSV. */
export async function taxRegister(db: Db, period: ReportPeriod, register: TaxRegister): Promise<StreamedReport> {
  if (register === 'hsn') {
    const rows = await hsnRows(db, period);
    const header = [
      'Section',
      'HSN',
      'UQC',
      'Quantity',
      'GST rate %',
      'Taxable value',
      'IGST',
      'CGST',
      'SGST',
      'Cess',
      'Total value',
    ];
    async function* body() {
      yield `\uFEFF${row(header)}`;
      yield rows
        .map((r) =>
          row([
            r.b2b ? 'B2B' : 'B2C',
            r.hsn,
            isService(r.hsn) ? 'NA' : 'NOS',
            isService(r.hsn) ? 0 : r.quantity,
            r.rate,
            amount(r.taxable),
            amount(r.igst),
            amount(r.cgst),
            amount(r.sgst),
            amount(0),
            amount(r.total),
          ]),
        )
        .join('');
    }
    return { lines: rows.length + 1, body: body() };
  }
  if (register === 'sales') {
    const header = ['Invoice number', 'Invoice date', 'Order number', ...PARTY_COLUMNS, ...LINE_COLUMNS];
    return {
      lines: (await countLines(db, period, 'invoice')) + 1,
      body: lines(db, period, 'invoice', header, (doc) => [
        doc.number,
        doc.body.date,
        doc.body.orderNumber,
        ...party(doc),
      ]),
    };
  }
  const header = [
    'Credit note number',
    'Date',
    'Against invoice',
    'Invoice date',
    'Order number',
    'Reason',
    ...PARTY_COLUMNS,
    ...LINE_COLUMNS,
  ];
  return {
    lines: (await countLines(db, period, 'credit_note')) + 1,
    body: lines(db, period, 'credit_note', header, (doc) => [
      doc.number,
      doc.body.date,
      doc.body.refersTo?.number ?? '',
      doc.body.refersTo?.date ?? '',
      doc.body.orderNumber,
      doc.body.reason ?? '',
      ...party(doc),
    ]),
  };
}
