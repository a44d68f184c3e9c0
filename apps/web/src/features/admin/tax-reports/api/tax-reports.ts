import {
  REPORT_LINES_HEADER,
  TAX_REPORT_MESSAGES,
  type taxReportPeriodsResponse,
  type taxReportSummaryResponse,
  type TaxRegister,
} from '@store/contracts/tax-reports';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { fileNameFrom, saveBlob } from '@/lib/save-file';
import { adminQueryRoot } from '../../api/admin-keys';
import { fetchRaw } from '../../api/fetch-raw';

type PeriodsResponse = z.infer<typeof taxReportPeriodsResponse>;
type SummaryResponse = z.infer<typeof taxReportSummaryResponse>;

const root = [...adminQueryRoot, 'tax-reports'] as const;

// The 403 that means "kept from money" (docs/decisions/109) leaves the session alone; one that
// means "not staff" or "blocked" still signs out.

/** GET /api/admin/tax_reports: the first invoice's day and today's, to offer the periods between. */
export function useTaxReportPeriods() {
  return useQuery({
    queryKey: root,
    queryFn: ({ signal }) =>
      apiRequest<PeriodsResponse>('/admin/tax_reports', {
        signal,
        forbiddenKeepsSession: TAX_REPORT_MESSAGES.moneyOnly,
      }),
    retry: false,
  });
}

/** GET /api/admin/tax_report_summary: the period's invoices and credit notes added up. */
export function useTaxSummary(period: string | null) {
  return useQuery({
    queryKey: [...root, 'summary', period],
    queryFn: ({ signal }) =>
      apiRequest<SummaryResponse>('/admin/tax_report_summary', {
        signal,
        query: { period: period ?? '' },
        forbiddenKeepsSession: TAX_REPORT_MESSAGES.moneyOnly,
      }),
    enabled: period !== null,
    retry: false,
  });
}

export type ReportId = 'gstr1' | TaxRegister;

/** Line breaks in a piece of a UTF-8 download: the byte 0x0A is never part of another character. */
export function countLineBreaks(bytes: Uint8Array): number {
  let n = 0;
  for (const byte of bytes) if (byte === 0x0a) n += 1;
  return n;
}

/**
 * Downloads one report, reading it as it arrives and telling `onProgress` the share read so far
 * (the server says in a header how many lines the whole has), then saves it under the server's
 * name. Answers that name.
 */
export async function downloadTaxReport(
  report: ReportId,
  period: string,
  onProgress: (share: number) => void,
  signal?: AbortSignal,
): Promise<string> {
  const path =
    report === 'gstr1'
      ? `/admin/tax_report_gstr1?period=${encodeURIComponent(period)}`
      : `/admin/tax_report_register?period=${encodeURIComponent(period)}&register=${report}`;
  const response = await fetchRaw(path, { signal }, { forbiddenKeepsSession: TAX_REPORT_MESSAGES.moneyOnly });
  const total = Number(response.headers.get(REPORT_LINES_HEADER)) || 0;
  const chunks: Uint8Array[] = [];
  let lines = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      if (signal?.aborted) {
        await reader.cancel();
        throw signal.reason;
      }
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      lines += countLineBreaks(value);
      if (total > 0) onProgress(Math.min(1, lines / total));
    }
  }
  onProgress(1);
  const name = fileNameFrom(response.headers.get('Content-Disposition'), `${report}-${period}`);
  saveBlob(
    new Blob(chunks as BlobPart[], { type: response.headers.get('Content-Type') ?? 'application/octet-stream' }),
    name,
  );
  return name;
}
