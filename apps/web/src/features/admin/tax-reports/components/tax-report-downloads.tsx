import { REGISTER_TITLES, type TaxPeriod } from '@store/contracts/tax-reports';
import { Check, Download, FileJson, FileSpreadsheet, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Panel } from '../../components/admin-page';
import { downloadTaxReport, type ReportId } from '../api/tax-reports';

const REPORTS: { id: ReportId; title: string; about: string; icon: typeof FileJson }[] = [
  {
    id: 'gstr1',
    title: 'GSTR-1 (JSON)',
    about:
      'B2B, B2C large and small, credit notes, HSN summary and documents issued: open it in the offline tool, or upload it on the portal.',
    icon: FileJson,
  },
  {
    id: 'sales',
    title: REGISTER_TITLES.sales,
    about: 'Every line of every invoice, with its buyer, place of supply, HSN and tax.',
    icon: FileSpreadsheet,
  },
  {
    id: 'credit_notes',
    title: REGISTER_TITLES.credit_notes,
    about: 'Every credit note line with the invoice it reverses and why.',
    icon: FileSpreadsheet,
  },
  {
    id: 'hsn',
    title: REGISTER_TITLES.hsn,
    about: 'Quantities and values by HSN code and rate, registered buyers apart.',
    icon: FileSpreadsheet,
  },
];

type DownloadState =
  | { status: 'idle' }
  | { status: 'running'; share: number }
  | { status: 'done'; name: string }
  | { status: 'failed'; message: string };

/** The period's GSTR-1 and registers, each downloaded as it streams, with its progress. */
export function DownloadsPanel({ period }: { period: TaxPeriod }) {
  return (
    <Panel title="Downloads">
      <ul className="-my-1 divide-y">
        {REPORTS.map((report) => (
          // Keyed by the period too: choosing another period starts each row afresh.
          <DownloadRow key={`${report.id}-${period.id}`} report={report} period={period} />
        ))}
      </ul>
    </Panel>
  );
}

function DownloadRow({ report, period }: { report: (typeof REPORTS)[number]; period: TaxPeriod }) {
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const Icon = report.icon;
  // Another period, or leaving the page, stops a download under way: nothing is saved behind the
  // staff's back.
  useEffect(() => () => running.current?.abort(), []);

  const start = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'running', share: 0 });
    try {
      const name = await downloadTaxReport(
        report.id,
        period.id,
        (share) => setState({ status: 'running', share }),
        controller.signal,
      );
      setState({ status: 'done', name });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
    } finally {
      running.current = null;
    }
  };

  const percent = state.status === 'running' ? Math.round(state.share * 100) : 0;
  return (
    <li className="py-3">
      <div className="flex items-start gap-3">
        <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{report.title}</p>
          <p className="text-xs text-muted-foreground">{report.about}</p>
        </div>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void start()}
          disabled={state.status === 'running'}
          aria-label={`Download ${report.title} for ${period.label}`}
        >
          {state.status === 'running' ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Download
        </Button>
      </div>
      {state.status === 'running' ? (
        <div className="mt-2 ml-8">
          <div
            role="progressbar"
            aria-label={`${report.title}: downloaded`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-1.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
          <p className="mt-1 text-xs text-muted-foreground tabular-nums">{percent}%</p>
        </div>
      ) : state.status === 'done' ? (
        <p role="status" className="mt-2 ml-8 flex items-center gap-1 text-xs font-medium text-success">
          <Check className="size-3.5" aria-hidden="true" /> Saved as {state.name}
        </p>
      ) : state.status === 'failed' ? (
        <p role="alert" className="mt-2 ml-8 text-xs font-medium text-destructive">
          {state.message}
        </p>
      ) : null}
    </li>
  );
}
