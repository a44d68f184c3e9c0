import { useMutation } from '@tanstack/react-query';
import { fileNameFrom, saveResponse } from '@/lib/save-file';
import { fetchRaw } from '../../api/fetch-raw';

/** The file name the server suggests, else one with today's date. */
export function fileNameOf(disposition: string | null, today = new Date()): string {
  return fileNameFrom(disposition, `catalog-${today.toISOString().slice(0, 10)}.csv`);
}

/** GET /api/admin/export: the whole catalog as CSV, saved through a temporary link. */
export async function exportCatalog(): Promise<string> {
  const response = await fetchRaw('/admin/export', { headers: { Accept: 'text/csv' } });
  return saveResponse(response, fileNameOf(null));
}

export function useExportCatalog() {
  return useMutation({ mutationFn: exportCatalog, meta: { errorTitle: 'Export failed' } });
}
