import {
  parseTaxPeriod,
  TAX_REGISTERS,
  TAX_REPORT_MESSAGES,
  type TaxAmounts,
  type TaxReportSummary,
} from '@store/contracts/tax-reports';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { indiaDateAfter } from '../india/delivery';
import { readShopSettings } from '../india/shop-settings.repo';
import { gstr1Report, type StreamedReport } from './gstr1';
import { taxRegister } from './tax-registers';
import { firstInvoiceDay, periodTotals, type ReportPeriod } from './tax-reports.repo';

/**
 * The period asked for, refused when it is not one, has not started, or ends before the shop's
 * first tax invoice (where there is nothing to file).
 */
/**
 * A report of the running month covers what was issued until two seconds before it was asked for:
 * longer than any transaction that issues a document takes to commit, so every part of the report
 * (read by several queries, one after another) sees the same documents.
 */
const SETTLED_MS = 2_000;

async function periodAskedFor(db: Db, id: string, now: Date): Promise<ReportPeriod> {
  const period = parseTaxPeriod(id);
  if (!period) throw new AppError('VALIDATION', TAX_REPORT_MESSAGES.period);
  if (period.start > indiaDateAfter(now, 0)) throw new AppError('VALIDATION', TAX_REPORT_MESSAGES.future);
  const first = await firstInvoiceDay(db);
  if (!first) throw new AppError('VALIDATION', TAX_REPORT_MESSAGES.noInvoices);
  if (period.end < first) throw new AppError('VALIDATION', TAX_REPORT_MESSAGES.beforeFirst(longDay(first)));
  return { ...period, asOf: new Date(now.getTime() - SETTLED_MS) };
}

const longDay = (isoDay: string) =>
  new Date(`${isoDay}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The day of the shop's first tax invoice and today's, for the back office to offer the periods between. */
export async function taxReportPeriods(db: Db, now: Date) {
  return { firstInvoiceDay: await firstInvoiceDay(db), today: indiaDateAfter(now, 0) };
}

const zero: TaxAmounts = { count: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 };

/** The period's invoices and credit notes added up, and the difference the return reports. */
export async function taxSummary(db: Db, periodId: string, now: Date): Promise<TaxReportSummary> {
  const period = await periodAskedFor(db, periodId, now);
  const rows = await periodTotals(db, period);
  const of = (kind: 'invoice' | 'credit_note'): TaxAmounts => {
    const r = rows.find((x) => x.kind === kind);
    return r
      ? {
          count: r.count,
          taxablePaise: r.taxable,
          cgstPaise: r.cgst,
          sgstPaise: r.sgst,
          igstPaise: r.igst,
          totalPaise: r.total,
        }
      : zero;
  };
  const invoices = of('invoice');
  const creditNotes = of('credit_note');
  const net: TaxAmounts = {
    count: invoices.count + creditNotes.count,
    taxablePaise: invoices.taxablePaise - creditNotes.taxablePaise,
    cgstPaise: invoices.cgstPaise - creditNotes.cgstPaise,
    sgstPaise: invoices.sgstPaise - creditNotes.sgstPaise,
    igstPaise: invoices.igstPaise - creditNotes.igstPaise,
    totalPaise: invoices.totalPaise - creditNotes.totalPaise,
  };
  const { id, label, start, end, fp } = period;
  return { period: { id, label, start, end, fp }, invoices, creditNotes, net };
}

/** The period's GSTR-1 JSON, named as the portal's tool names its files: GSTR1-<GSTIN>-<MMYYYY>.json. */
export async function gstr1Download(
  db: Db,
  periodId: string,
  now: Date,
): Promise<{ report: StreamedReport; fileName: string }> {
  const period = await periodAskedFor(db, periodId, now);
  const { gstin } = await readShopSettings(db);
  return { report: await gstr1Report(db, period, gstin), fileName: `GSTR1-${gstin}-${period.fp}.json` };
}

const REGISTER_FILES = { sales: 'sales-register', credit_notes: 'credit-notes-register', hsn: 'hsn-summary' };

/** One of the period's registers as CSV. */
export async function registerDownload(
  db: Db,
  periodId: string,
  registerId: string,
  now: Date,
): Promise<{ report: StreamedReport; fileName: string }> {
  const register = TAX_REGISTERS.find((r) => r === registerId);
  if (!register) throw new AppError('VALIDATION', TAX_REPORT_MESSAGES.register);
  const period = await periodAskedFor(db, periodId, now);
  return { report: await taxRegister(db, period, register), fileName: `${REGISTER_FILES[register]}-${period.id}.csv` };
}
