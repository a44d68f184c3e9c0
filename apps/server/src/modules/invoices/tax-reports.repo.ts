import type { TaxPeriod } from '@store/contracts/tax-reports';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import type { TaxDocumentBody } from './invoice-body';

/**
 * What the tax reports read (docs/decisions/109): the period's tax documents, each placed in the
 * GSTR-1 section its invoice belongs to, read in batches so that a report of any size holds one
 * batch at a time; and the sections that add documents up, added up here in SQL.
 */

/**
 * An invoice to an unregistered buyer in another state above this value is B2C large (GSTR-1
 * table 5), listed one by one; below it, B2C small (table 7), added up by state and rate. ₹1 lakh
 * for invoices from 1 August 2024 (rule 59(4), as amended by notification 12/2024-CT), ₹2.5 lakh
 * before.
 */
export const B2CL_ABOVE_PAISE = 1_00_000_00;
const B2CL_ABOVE_BEFORE_AUGUST_2024_PAISE = 2_50_000_00;

/**
 * A period as a report reads it: up to `asOf` at the latest, the same instant for every query of
 * the report, so that a document issued while a report of the running month is read is in none
 * of its parts rather than in some.
 */
export type ReportPeriod = TaxPeriod & { asOf: Date };

export type Section = 'b2b' | 'b2cl' | 'b2cs';

/** The period's bounds as instants: India's midnight at its start and after its last day. */
export function periodBounds(period: ReportPeriod): { from: Date; to: Date } {
  const from = new Date(`${period.start}T00:00:00+05:30`);
  const end = new Date(`${period.end}T00:00:00+05:30`).getTime() + 24 * 3600_000;
  return { from, to: new Date(Math.min(end, period.asOf.getTime())) };
}

/**
 * The period's documents with their section, decided by the invoice (a credit note by the invoice
 * it reverses): a buyer's GSTIN makes it B2B; an unregistered buyer in another state above the
 * B2CL value makes it B2C large; the rest is B2C small.
 */
function classified(period: ReportPeriod): SQL {
  const { from, to } = periodBounds(period);
  return sql`
    SELECT d.id, d.kind, d.number, d.sequence, d.financial_year, d.body, d.total_paise,
           inv.body->'buyer'->>'gstin' AS ctin,
           d.body->'placeOfSupply'->>'stateCode' AS pos,
           CASE WHEN inv.body->'buyer'->>'gstin' IS NOT NULL THEN 'b2b'
                WHEN NOT (inv.body->>'intraState')::boolean
                 AND inv.total_paise > CASE WHEN inv.body->>'date' < '2024-08-01'
                                            THEN ${B2CL_ABOVE_BEFORE_AUGUST_2024_PAISE}::int ELSE ${B2CL_ABOVE_PAISE}::int END
                THEN 'b2cl'
                ELSE 'b2cs' END AS section
      FROM tax_documents d
      JOIN tax_documents inv ON inv.id = COALESCE(d.refers_to, d.id)
     WHERE d.issued_at >= ${from.toISOString()}::timestamptz AND d.issued_at < ${to.toISOString()}::timestamptz`;
}

const documentRow = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  body: z.custom<TaxDocumentBody>((v) => typeof v === 'object' && v !== null),
  total_paise: z.number().int(),
  ctin: z.string().nullable(),
  pos: z.string(),
  section: z.enum(['b2b', 'b2cl', 'b2cs']),
  group_key: z.string(),
});
export type ReportDocument = z.output<typeof documentRow>;

const BATCH = 500;

/**
 * The period's documents of one kind and the given sections, in batches of 500, ordered by the
 * group a section lists them under (the buyer's GSTIN, the place of supply, or none) and then by
 * number: each batch starts after the last row of the one before (keyset paging).
 */
export async function* documentBatches(
  db: Db,
  period: ReportPeriod,
  kind: 'invoice' | 'credit_note',
  sections: Section[],
  groupBy: 'ctin' | 'pos' | 'none',
): AsyncGenerator<ReportDocument[]> {
  const group = groupBy === 'ctin' ? sql`coalesce(c.ctin, '')` : groupBy === 'pos' ? sql`c.pos` : sql`''`;
  let after: { group: string; number: string } | null = null;
  for (;;) {
    const rows: ReportDocument[] = await queryRows(
      db,
      documentRow,
      sql`SELECT c.*, ${group} AS group_key FROM (${classified(period)}) c
           WHERE c.kind = ${kind} AND c.section IN (${sql.join(
             sections.map((s) => sql`${s}`),
             sql`, `,
           )})
             ${after ? sql`AND (${group}, c.number) > (${after.group}, ${after.number})` : sql``}
           ORDER BY ${groupBy === 'none' ? sql`c.number` : sql`${group}, c.number`}
           LIMIT ${BATCH}`,
    );
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1]!;
    after = { group: last.group_key, number: last.number };
    if (rows.length < BATCH) return;
  }
}

/** How many documents documentBatches would give. */
export async function countDocuments(
  db: Db,
  period: ReportPeriod,
  kind: 'invoice' | 'credit_note',
  sections: Section[],
): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ n: z.number().int() }),
    sql`SELECT count(*)::int AS n FROM (${classified(period)}) c
         WHERE c.kind = ${kind} AND c.section IN (${sql.join(
           sections.map((s) => sql`${s}`),
           sql`, `,
         )})`,
  );
  return row?.n ?? 0;
}

/** How many lines the period's documents of one kind have: a register's rows. */
export async function countLines(db: Db, period: ReportPeriod, kind: 'invoice' | 'credit_note'): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ n: z.coerce.number().int() }),
    sql`SELECT coalesce(sum(jsonb_array_length(c.body->'lines')), 0) AS n
          FROM (${classified(period)}) c WHERE c.kind = ${kind}`,
  );
  return row?.n ?? 0;
}

const paise = z.coerce.number().int();

const totalsRow = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  count: z.number().int(),
  taxable: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
  total: paise,
});

/** The period's invoices and credit notes added up from the totals each document printed. */
export async function periodTotals(db: Db, period: ReportPeriod) {
  return queryRows(
    db,
    totalsRow,
    sql`SELECT c.kind, count(*)::int AS count,
               coalesce(sum((c.body->'totals'->>'taxablePaise')::bigint), 0) AS taxable,
               coalesce(sum((c.body->'totals'->>'cgstPaise')::bigint), 0) AS cgst,
               coalesce(sum((c.body->'totals'->>'sgstPaise')::bigint), 0) AS sgst,
               coalesce(sum((c.body->'totals'->>'igstPaise')::bigint), 0) AS igst,
               coalesce(sum(c.total_paise::bigint), 0) AS total
          FROM (${classified(period)}) c
         GROUP BY c.kind`,
  );
}

/** Every line of the period's documents, signed: a credit note's line counts against the sales. */
function signedLines(period: ReportPeriod): SQL {
  return sql`
    SELECT c.section, c.pos, (c.body->>'intraState')::boolean AS intra,
           l->>'hsn' AS hsn, (l->>'ratePercent')::numeric AS rate,
           CASE WHEN c.kind = 'invoice' THEN 1 ELSE -1 END AS sign, l
      FROM (${classified(period)}) c, jsonb_array_elements(c.body->'lines') l`;
}

/** The taxable value and each tax of signedLines, added up: what table 7 and table 12 both report. */
const SIGNED_TAX_SUMS = sql`sum(s.sign * (s.l->>'taxablePaise')::bigint) AS taxable,
               sum(s.sign * (s.l->>'cgstPaise')::bigint) AS cgst,
               sum(s.sign * (s.l->>'sgstPaise')::bigint) AS sgst,
               sum(s.sign * (s.l->>'igstPaise')::bigint) AS igst`;

const b2csRow = z.object({
  intra: z.boolean(),
  pos: z.string(),
  rate: z.coerce.number(),
  taxable: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
});
export type B2csRow = z.output<typeof b2csRow>;

/**
 * GSTR-1 table 7: B2C small supplies by supply type, place of supply and rate, net of the credit
 * notes issued in the period against such invoices (which have no section of their own). A row
 * that nets to nothing is left out.
 */
export async function b2csRows(db: Db, period: ReportPeriod): Promise<B2csRow[]> {
  return queryRows(
    db,
    b2csRow,
    sql`SELECT s.intra, s.pos, s.rate,
               ${SIGNED_TAX_SUMS}
          FROM (${signedLines(period)}) s
         WHERE s.section = 'b2cs'
         GROUP BY s.intra, s.pos, s.rate
        HAVING sum(s.sign * (s.l->>'totalPaise')::bigint) <> 0
         ORDER BY s.pos, s.intra DESC, s.rate`,
  );
}

const hsnRow = z.object({
  b2b: z.boolean(),
  hsn: z.string(),
  rate: z.coerce.number(),
  quantity: z.coerce.number().int(),
  taxable: paise,
  cgst: paise,
  sgst: paise,
  igst: paise,
  total: paise,
});
export type HsnRow = z.output<typeof hsnRow>;

/**
 * GSTR-1 table 12: quantities and values by HSN code and rate, B2B apart from B2C, net of credit
 * notes; a row that nets to nothing is left out.
 */
export async function hsnRows(db: Db, period: ReportPeriod): Promise<HsnRow[]> {
  return queryRows(
    db,
    hsnRow,
    sql`SELECT s.section = 'b2b' AS b2b, s.hsn, s.rate,
               sum(s.sign * (s.l->>'quantity')::bigint) AS quantity,
               ${SIGNED_TAX_SUMS},
               sum(s.sign * (s.l->>'totalPaise')::bigint) AS total
          FROM (${signedLines(period)}) s
         GROUP BY 1, s.hsn, s.rate
        HAVING sum(s.sign * (s.l->>'quantity')::bigint) <> 0 OR sum(s.sign * (s.l->>'totalPaise')::bigint) <> 0
         ORDER BY 1 DESC, s.hsn, s.rate`,
  );
}

const seriesRow = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  first: z.string(),
  last: z.string(),
  from_sequence: z.number().int(),
  to_sequence: z.number().int(),
  issued: z.number().int(),
});
export type SeriesRow = z.output<typeof seriesRow>;

/**
 * GSTR-1 table 13: each series used in the period (kind, financial year and prefix), from its
 * first number to its last, with how many numbers in between were issued.
 */
export async function seriesRows(db: Db, period: ReportPeriod): Promise<SeriesRow[]> {
  return queryRows(
    db,
    seriesRow,
    sql`SELECT c.kind, min(c.number) AS first, max(c.number) AS last,
               min(c.sequence) AS from_sequence, max(c.sequence) AS to_sequence, count(*)::int AS issued
          FROM (${classified(period)}) c
         GROUP BY c.kind, c.financial_year, regexp_replace(c.number, '[0-9]+$', '')
         ORDER BY c.kind = 'invoice' DESC, min(c.number)`,
  );
}

/** The date of the shop's first tax invoice, yyyy-mm-dd, or null before any. */
export async function firstInvoiceDay(db: Db): Promise<string | null> {
  const [row] = await queryRows(
    db,
    z.object({ day: z.string() }),
    sql`SELECT body->>'date' AS day FROM tax_documents WHERE kind = 'invoice' ORDER BY issued_at, sequence LIMIT 1`,
  );
  return row?.day ?? null;
}
