import { z } from 'zod';
import { envelopeSchema } from './envelope';

/**
 * The back office's tax reports (docs/decisions/109): the GSTR-1 return's JSON and three CSV
 * registers, for a month or a quarter of a financial year.
 */

export const TAX_REPORT_MESSAGES = {
  period: 'Choose a month such as 2026-11, or a quarter of a financial year such as 2026-27-Q3.',
  future: 'That period has not started yet. Choose this month or an earlier one.',
  noInvoices: 'No tax invoice has been issued yet, so there is nothing to report.',
  beforeFirst: (firstDay: string) => `The shop's first tax invoice is dated ${firstDay}. Choose a period from then on.`,
  register: 'Choose the sales register, the credit notes register or the HSN summary.',
  moneyOnly: "Tax reports are for staff who see the shop's money. Ask the shop's owner for access.",
} as const;

export const TAX_REGISTERS = ['sales', 'credit_notes', 'hsn'] as const;
export type TaxRegister = (typeof TAX_REGISTERS)[number];

export const REGISTER_TITLES: Record<TaxRegister, string> = {
  sales: 'Sales register (by invoice line)',
  credit_notes: 'Credit notes register (by line)',
  hsn: 'HSN summary (B2B and B2C)',
};

/** The response header that says how many lines a report's body will have, for a progress bar. */
export const REPORT_LINES_HEADER = 'x-report-lines';

export interface TaxPeriod {
  /** 2026-11 or 2026-27-Q3. */
  id: string;
  kind: 'month' | 'quarter';
  /** What staff read: "November 2026", "Oct–Dec 2026 (Q3 of 2026-27)". */
  label: string;
  /** First and last days, yyyy-mm-dd, India time. */
  start: string;
  end: string;
  /** GSTR-1's return period: the month, or the quarter's last month, as MMYYYY. */
  fp: string;
  /** The financial year it lies in, as the document numbers write it: 26-27. */
  financialYear: string;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const yearOfFinancialYear = (startYear: number) => `${pad(startYear % 100)}-${pad((startYear + 1) % 100)}`;

/** The financial year (its first calendar year) a month belongs to: April starts one. */
const financialYearStart = (year: number, month: number) => (month >= 4 ? year : year - 1);

/** A period from its id, or null when the id is not one. Years 2017 (GST's start) to 2099. */
export function parseTaxPeriod(id: string): TaxPeriod | null {
  const month = /^(\d{4})-(\d{2})$/.exec(id);
  if (month) {
    const year = Number(month[1]);
    const m = Number(month[2]);
    if (year < 2017 || year > 2099 || m < 1 || m > 12) return null;
    return {
      id,
      kind: 'month',
      label: `${MONTH_NAMES[m - 1]} ${year}`,
      start: `${year}-${pad(m)}-01`,
      end: `${year}-${pad(m)}-${pad(lastDay(year, m))}`,
      fp: `${pad(m)}${year}`,
      financialYear: yearOfFinancialYear(financialYearStart(year, m)),
    };
  }
  const quarter = /^(\d{4})-(\d{2})-Q([1-4])$/.exec(id);
  if (quarter) {
    const startYear = Number(quarter[1]);
    if (startYear < 2017 || startYear > 2098 || Number(quarter[2]) !== (startYear + 1) % 100) return null;
    const q = Number(quarter[3]);
    // Q1 is April to June; Q4 is January to March of the next calendar year.
    const firstMonth = ((q - 1) * 3 + 3) % 12; // 0-based: 3, 6, 9, 0
    const year = q === 4 ? startYear + 1 : startYear;
    const endMonth = firstMonth + 3; // 1-based month of the quarter's end
    return {
      id,
      kind: 'quarter',
      label: `${MONTHS[firstMonth]}–${MONTHS[endMonth - 1]} ${year} (Q${q} of ${startYear}-${pad((startYear + 1) % 100)})`,
      start: `${year}-${pad(firstMonth + 1)}-01`,
      end: `${year}-${pad(endMonth)}-${pad(lastDay(year, endMonth))}`,
      fp: `${pad(endMonth)}${year}`,
      financialYear: yearOfFinancialYear(startYear),
    };
  }
  return null;
}

/** The months and quarters from the one holding firstDay to the one holding today, latest first. */
export function taxPeriodsBetween(firstDay: string, today: string): { months: TaxPeriod[]; quarters: TaxPeriod[] } {
  const [fy, fm] = firstDay.split('-').map(Number) as [number, number];
  const [ty, tm] = today.split('-').map(Number) as [number, number];
  const months: TaxPeriod[] = [];
  const quarters: TaxPeriod[] = [];
  let y = ty;
  let m = tm;
  while (y > fy || (y === fy && m >= fm)) {
    months.push(parseTaxPeriod(`${y}-${pad(m)}`)!);
    const start = financialYearStart(y, m);
    const q = m >= 4 ? Math.floor((m - 4) / 3) + 1 : 4;
    const quarter = parseTaxPeriod(`${start}-${pad((start + 1) % 100)}-Q${q}`)!;
    if (!quarters.some((p) => p.id === quarter.id)) quarters.push(quarter);
    if (m === 1) {
      y -= 1;
      m = 12;
    } else {
      m -= 1;
    }
  }
  return { months, quarters };
}

const amounts = z.object({
  count: z.number().int(),
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type TaxAmounts = z.infer<typeof amounts>;

/** GET /api/admin/tax_reports: the periods that can be reported. */
export const taxReportPeriodsSchema = z.object({
  /** yyyy-mm-dd of the first tax invoice, or null before any. */
  firstInvoiceDay: z.string().nullable(),
  today: z.string(),
});
export const taxReportPeriodsResponse = envelopeSchema(taxReportPeriodsSchema);

/** GET /api/admin/tax_report_summary?period=: the period's documents, added up. */
export const taxReportSummarySchema = z.object({
  period: z.object({ id: z.string(), label: z.string(), start: z.string(), end: z.string(), fp: z.string() }),
  invoices: amounts,
  creditNotes: amounts,
  /** Invoices less credit notes: what the return reports as the period's supplies. */
  net: amounts,
});
export type TaxReportSummary = z.infer<typeof taxReportSummarySchema>;
export const taxReportSummaryResponse = envelopeSchema(taxReportSummarySchema);
