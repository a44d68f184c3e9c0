import {
  taxPeriodsBetween,
  type TaxAmounts,
  type TaxPeriod,
  type TaxReportSummary,
} from '@store/contracts/tax-reports';
import { FileText, Lock } from 'lucide-react';
import { useState } from 'react';
import { StatusState } from '@/components/status-state';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { AdminPage, Panel } from '../../components/admin-page';
import { Field, Select } from '../../components/fields';
import { FilterTabs } from '../../components/filter-tabs';
import { LoadError } from '../../components/query-state';
import { useTaxReportPeriods, useTaxSummary } from '../api/tax-reports';
import { DownloadsPanel } from './tax-report-downloads';

/** GSTR-1 and the registers for a month or a quarter, with the period's figures to check them by. */
export function TaxReportsPage() {
  const periods = useTaxReportPeriods();
  const forbidden = periods.error instanceof ApiError && periods.error.status === 403 ? periods.error : null;
  return (
    <AdminPage
      title="Tax reports"
      description="GSTR-1 for the GST portal's offline tool and registers for your accountant, from the tax invoices and credit notes as they were issued."
    >
      {periods.isPending ? (
        <Skeleton className="h-96 w-full" aria-label="Loading tax reports" />
      ) : forbidden ? (
        <StatusState icon={Lock} title="Not for this account">
          {forbidden.message}
        </StatusState>
      ) : periods.isError ? (
        <LoadError error={periods.error} onRetry={() => void periods.refetch()} />
      ) : periods.data.data.firstInvoiceDay === null ? (
        <StatusState icon={FileText} title="Nothing to report yet">
          The reports start with the shop's first tax invoice, issued when the first order is paid.
        </StatusState>
      ) : (
        <Reports firstDay={periods.data.data.firstInvoiceDay} today={periods.data.data.today} />
      )}
    </AdminPage>
  );
}

/** The period most often filed: the last whole month or quarter, or the running one when it is the only one. */
const usualPeriod = (list: TaxPeriod[]) => (list[1] ?? list[0])!.id;

function Reports({ firstDay, today }: { firstDay: string; today: string }) {
  const { months, quarters } = taxPeriodsBetween(firstDay, today);
  // A first invoice dated after this server's today (clocks apart): nothing to choose yet.
  if (months.length === 0) {
    return (
      <StatusState icon={FileText} title="Nothing to report yet">
        The first tax invoice is dated {firstDay}; its month can be reported from that day.
      </StatusState>
    );
  }
  return <PeriodReports months={months} quarters={quarters} today={today} />;
}

function PeriodReports({ months, quarters, today }: { months: TaxPeriod[]; quarters: TaxPeriod[]; today: string }) {
  const [kind, setKind] = useState<'month' | 'quarter'>('month');
  const list = kind === 'month' ? months : quarters;
  const [chosen, setChosen] = useState(() => usualPeriod(months));
  const period = list.find((p) => p.id === chosen) ?? list[0]!;
  const running = period.end >= today;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
      <div className="min-w-0 space-y-6">
        <Panel title="Period">
          <div className="space-y-4">
            <FilterTabs
              label="Report by"
              value={kind}
              options={[
                { value: 'month', label: 'Month' },
                { value: 'quarter', label: 'Quarter' },
              ]}
              onChange={(next) => {
                setKind(next);
                setChosen(usualPeriod(next === 'month' ? months : quarters));
              }}
            />
            <Field
              label={kind === 'month' ? 'Month' : 'Quarter of the financial year'}
              hint={
                running
                  ? 'This period is not over yet: the figures are those of the documents issued so far.'
                  : `GSTR-1 return period ${period.fp.slice(0, 2)}/${period.fp.slice(2)}.`
              }
            >
              {(control) => (
                <Select {...control} className="max-w-sm" value={period.id} onChange={(e) => setChosen(e.target.value)}>
                  {list.map((p) => (
                    <option key={p.id} value={p.id}>
                      {p.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </Panel>
        <SummaryPanel period={period} />
      </div>
      <DownloadsPanel period={period} />
    </div>
  );
}

/** An amount as the returns print it: always with paise, ₹1,00,956.00. */
const exact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const ROWS: { key: keyof Pick<TaxReportSummary, 'invoices' | 'creditNotes' | 'net'>; label: string }[] = [
  { key: 'invoices', label: 'Tax invoices' },
  { key: 'creditNotes', label: 'Credit notes' },
  { key: 'net', label: 'Reported (invoices less credit notes)' },
];

const COLUMNS: { key: keyof TaxAmounts; label: string }[] = [
  { key: 'taxablePaise', label: 'Taxable value' },
  { key: 'cgstPaise', label: 'CGST' },
  { key: 'sgstPaise', label: 'SGST' },
  { key: 'igstPaise', label: 'IGST' },
  { key: 'totalPaise', label: 'Total' },
];

/** The period's documents added up: what the downloads must come to. */
function SummaryPanel({ period }: { period: TaxPeriod }) {
  const summary = useTaxSummary(period.id);
  return (
    <Panel title={`${period.label}: the figures`}>
      {summary.isPending ? (
        <Skeleton className="h-36 w-full" aria-label="Adding up the period" />
      ) : summary.isError ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {summary.error.message}
        </p>
      ) : (
        <>
          {/* On a phone each row is a short list of its own; from a tablet up, one table. */}
          <div className="space-y-4 sm:hidden">
            {ROWS.map((row) => {
              const amounts = summary.data.data[row.key];
              return (
                <section key={row.key} aria-label={row.label}>
                  <h3 className={cn('text-sm', row.key === 'net' ? 'font-bold' : 'font-semibold')}>
                    {row.label}{' '}
                    <span className="font-normal text-muted-foreground tabular-nums">
                      ({amounts.count.toLocaleString('en-IN')})
                    </span>
                  </h3>
                  <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-0.5 text-sm">
                    {COLUMNS.map((c) => (
                      <div key={c.key} className="contents">
                        <dt className="text-muted-foreground">{c.label}</dt>
                        <dd className={cn('text-right tabular-nums', row.key === 'net' && 'font-semibold')}>
                          {exact.format(amounts[c.key] / 100)}
                        </dd>
                      </div>
                    ))}
                  </dl>
                </section>
              );
            })}
          </div>
          <div className="-mx-4 hidden overflow-x-auto px-4 sm:block">
            <table className="w-full min-w-[36rem] text-sm">
              <caption className="sr-only">Tax invoices and credit notes of {period.label}</caption>
              <thead>
                <tr className="border-b text-left text-xs text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Documents
                  </th>
                  {COLUMNS.map((c) => (
                    <th key={c.key} scope="col" className="px-2 py-2 text-right font-medium">
                      {c.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => {
                  const amounts = summary.data.data[row.key];
                  return (
                    <tr key={row.key} className={cn('border-b last:border-0', row.key === 'net' && 'font-semibold')}>
                      <th scope="row" className="py-2.5 pr-3 text-left font-medium">
                        {row.label}
                        <span className="block text-xs font-normal text-muted-foreground tabular-nums">
                          {row.key === 'net'
                            ? `${amounts.count.toLocaleString('en-IN')} documents`
                            : amounts.count.toLocaleString('en-IN')}
                        </span>
                      </th>
                      {COLUMNS.map((c) => (
                        <td key={c.key} className="px-2 py-2.5 text-right tabular-nums">
                          {exact.format(amounts[c.key] / 100)}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Panel>
  );
}
