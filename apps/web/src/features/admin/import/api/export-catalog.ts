import { useMutation } from '@tanstack/react-query';
import { fetchRaw } from '../../api/fetch-raw';

/** The file name the server suggests, else one with today's date. */
export function fileNameOf(disposition: string | null, today = new Date()): string {
  const match = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? `catalog-${today.toISOString().slice(0, 10)}.csv`;
}

/** GET /api/admin/export: the whole catalog as CSV, saved through a temporary link. */
export async function exportCatalog(): Promise<string> {
  const response = await fetchRaw('/admin/export', { headers: { Accept: 'text/csv' } });
  const name = fileNameOf(response.headers.get('Content-Disposition'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

export function useExportCatalog() {
  return useMutation({ mutationFn: exportCatalog, meta: { errorTitle: 'Export failed' } });
}
