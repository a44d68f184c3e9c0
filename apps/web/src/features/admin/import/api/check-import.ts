import type { importCheckResponse } from '@store/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

type ImportCheckResponse = z.infer<typeof importCheckResponse>;

/** POST /api/admin/import/check (multipart `file`): every row checked, nothing written. */
export function checkImport(file: File): Promise<ImportCheckResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<ImportCheckResponse>('/admin/import/check', { method: 'POST', body, timeoutMs: 120_000 });
}

export function useCheckImport() {
  return useMutation({ mutationFn: checkImport, meta: { errorTitle: 'File not checked' } });
}
