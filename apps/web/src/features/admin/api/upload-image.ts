import type { UploadKind, uploadResponse } from '@store/contracts/admin';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

type UploadResponse = z.infer<typeof uploadResponse>;

/** POST /api/admin/uploads?kind=: stores one picture and answers its /media URL for the form. */
export function uploadImage(kind: UploadKind, file: File): Promise<UploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<UploadResponse>('/admin/uploads', { method: 'POST', query: { kind }, body, timeoutMs: 60_000 });
}

export function useUploadImage(kind: UploadKind) {
  return useMutation({
    mutationFn: (file: File) => uploadImage(kind, file),
    meta: { errorTitle: 'Upload failed' },
  });
}
