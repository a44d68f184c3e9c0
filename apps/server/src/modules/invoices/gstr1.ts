import type { Db } from '../../db/client';
import type { DocumentLine } from './invoice-body';
import {
  b2csRows,
  countDocuments,
  documentBatches,
  hsnRows,
  seriesRows,
  type HsnRow,
  type ReportDocument,
  type Section,
  type ReportPeriod,
} from './tax-reports.repo';

/**
 * The GSTR-1 return of a period as the JSON the GST portal's offline tool reads and writes
 * (docs/decisions/109): b2b, b2cl, b2cs, cdnr, cdnur, hsn (B2B and B2C apart) and doc_issue.
 * It is written as it is read, a batch of documents at a time; every listed document and every
 * added-up row ends with a line break, so the body has exactly `lines` of them and the back
 * office can show how far a download has come.
 */
export interface StreamedReport {
  lines: number;
  body: AsyncGenerator<string>;
}

/** Rupees with paise as the portal's numbers: 1234.5 for ₹1,234.50. */
const rupees = (paise: number) => Math.round(paise) / 100;

/** dd-mm-yyyy, as the portal writes dates. */
const portalDate = (isoDay: string) => isoDay.split('-').reverse().join('-');

interface ItemTotals {
  rate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** A document's lines added up by rate: the portal lists one item per rate of an invoice. */
function itemsByRate(lines: DocumentLine[]): ItemTotals[] {
  const byRate = new Map<number, ItemTotals>();
  for (const line of lines) {
    const item = byRate.get(line.ratePercent) ?? { rate: line.ratePercent, taxable: 0, cgst: 0, sgst: 0, igst: 0 };
    item.taxable += line.taxablePaise;
    item.cgst += line.cgstPaise;
    item.sgst += line.sgstPaise;
    item.igst += line.igstPaise;
    byRate.set(line.ratePercent, item);
  }
  return [...byRate.values()].sort((a, b) => a.rate - b.rate);
}

/** The tax of an item or a row: IGST between states, CGST and SGST within one. */
const taxOf = (intraState: boolean, t: { cgst: number; sgst: number; igst: number }) =>
  intraState ? { camt: rupees(t.cgst), samt: rupees(t.sgst), csamt: 0 } : { iamt: rupees(t.igst), csamt: 0 };

function items(doc: ReportDocument) {
  return itemsByRate(doc.body.lines).map((item, i) => ({
    num: i + 1,
    itm_det: { txval: rupees(item.taxable), rt: item.rate, ...taxOf(doc.body.intraState, item) },
  }));
}

const invoiceEntry = (doc: ReportDocument, registered: boolean) => ({
  inum: doc.number,
  idt: portalDate(doc.body.date),
  val: rupees(doc.total_paise),
  ...(registered ? { pos: doc.pos, rchrg: 'N', inv_typ: 'R' } : {}),
  itms: items(doc),
});

const noteEntry = (doc: ReportDocument, registered: boolean) => ({
  ...(registered ? {} : { typ: 'B2CL' }),
  ntty: 'C',
  nt_num: doc.number,
  nt_dt: portalDate(doc.body.date),
  val: rupees(doc.total_paise),
  pos: doc.pos,
  ...(registered ? { rchrg: 'N', inv_typ: 'R' } : {}),
  itms: items(doc),
});

/**
 * A section listing documents under a group (a buyer's GSTIN or a place of supply):
 * `[{"ctin":"…","inv":[{…}\n,{…}\n]},…]`, or a flat list `[{…}\n,…]` without a group.
 */
async function* listed(
  batches: AsyncGenerator<ReportDocument[]>,
  group: { key: string; list: string } | null,
  entry: (doc: ReportDocument) => object,
): AsyncGenerator<string> {
  yield '[';
  let current: string | null = null;
  let first = true;
  for await (const batch of batches) {
    let chunk = '';
    for (const doc of batch) {
      if (group && doc.group_key !== current) {
        if (current !== null) chunk += ']},';
        chunk += `{${JSON.stringify(group.key)}:${JSON.stringify(doc.group_key)},${JSON.stringify(group.list)}:[`;
        current = doc.group_key;
        first = true;
      }
      chunk += `${first ? '' : ','}${JSON.stringify(entry(doc))}\n`;
      first = false;
    }
    yield chunk;
  }
  yield group && current !== null ? ']}]' : ']';
}

/** A SAC code (services) rather than an HSN code (goods). */
export const isService = (code: string) => code.startsWith('99');

const hsnEntry = (row: HsnRow, i: number) => ({
  num: i + 1,
  hsn_sc: row.hsn,
  desc: '',
  // A service (SAC 99…: shipping, the cash fee) is reported without a quantity.
  uqc: isService(row.hsn) ? 'NA' : 'NOS',
  qty: isService(row.hsn) ? 0 : row.quantity,
  rt: row.rate,
  txval: rupees(row.taxable),
  iamt: rupees(row.igst),
  camt: rupees(row.cgst),
  samt: rupees(row.sgst),
  csamt: 0,
});

const rowsOf = (entries: object[]) => `[${entries.map((e) => `${JSON.stringify(e)}\n`).join(',')}]`;

/** The GSTR-1 JSON of the period for the shop's GSTIN. */
export async function gstr1Report(db: Db, period: ReportPeriod, gstin: string): Promise<StreamedReport> {
  // The sections that add up are small (a row per state and rate, per HSN and rate, per series):
  // read first, so that the number of lines is known before the first byte is sent.
  const [b2cs, hsn, series] = await Promise.all([b2csRows(db, period), hsnRows(db, period), seriesRows(db, period)]);
  const count = (kind: 'invoice' | 'credit_note', sections: Section[]) => countDocuments(db, period, kind, sections);
  const listedCounts = await Promise.all([
    count('invoice', ['b2b']),
    count('invoice', ['b2cl']),
    count('credit_note', ['b2b']),
    count('credit_note', ['b2cl']),
  ]);
  const lines = listedCounts.reduce((a, b) => a + b, 0) + b2cs.length + hsn.length + series.length + 1;

  const b2csEntries = b2cs.map((row) => ({
    sply_ty: row.intra ? 'INTRA' : 'INTER',
    pos: row.pos,
    typ: 'OE',
    rt: row.rate,
    txval: rupees(row.taxable),
    ...taxOf(row.intra, row),
  }));
  const docs = (kind: 'invoice' | 'credit_note') =>
    series
      .filter((s) => s.kind === kind)
      .map((s, i) => {
        const numbers = s.to_sequence - s.from_sequence + 1;
        return {
          num: i + 1,
          from: s.first,
          to: s.last,
          totnum: numbers,
          cancel: numbers - s.issued,
          net_issue: s.issued,
        };
      });
  const docIssue = {
    doc_det: [
      { doc_num: 1, doc_typ: 'Invoices for outward supply', docs: docs('invoice') },
      { doc_num: 5, doc_typ: 'Credit Note', docs: docs('credit_note') },
    ].filter((d) => d.docs.length > 0),
  };

  async function* body(): AsyncGenerator<string> {
    yield `{"gstin":${JSON.stringify(gstin)},"fp":"${period.fp}","version":"GST3.1.6","hash":"hash","b2b":`;
    yield* listed(documentBatches(db, period, 'invoice', ['b2b'], 'ctin'), { key: 'ctin', list: 'inv' }, (d) =>
      invoiceEntry(d, true),
    );
    yield ',"b2cl":';
    yield* listed(documentBatches(db, period, 'invoice', ['b2cl'], 'pos'), { key: 'pos', list: 'inv' }, (d) =>
      invoiceEntry(d, false),
    );
    yield `,"b2cs":${rowsOf(b2csEntries)}`;
    yield ',"cdnr":';
    yield* listed(documentBatches(db, period, 'credit_note', ['b2b'], 'ctin'), { key: 'ctin', list: 'nt' }, (d) =>
      noteEntry(d, true),
    );
    yield ',"cdnur":';
    yield* listed(documentBatches(db, period, 'credit_note', ['b2cl'], 'none'), null, (d) => noteEntry(d, false));
    const b2b = hsn.filter((row) => row.b2b).map(hsnEntry);
    const b2c = hsn.filter((row) => !row.b2b).map(hsnEntry);
    yield `,"hsn":{"hsn_b2b":${rowsOf(b2b)},"hsn_b2c":${rowsOf(b2c)}}`;
    const seriesLines = docIssue.doc_det.map(
      (d) => `{"doc_num":${d.doc_num},"doc_typ":${JSON.stringify(d.doc_typ)},"docs":${rowsOf(d.docs)}}`,
    );
    yield `,"doc_issue":{"doc_det":[${seriesLines.join(',')}]}}\n`;
  }
  return { lines, body: body() };
}
