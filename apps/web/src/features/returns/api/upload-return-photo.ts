import type { uploadResponse } from '@store/contracts/reviews';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type UploadResponse = z.infer<typeof uploadResponse>;

/** POST /api/image_upload, the review photos' upload: one photo in the field `file`; answers its URL. */
export function uploadReturnPhoto(photo: Blob, filename: string): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', photo, filename);
  return apiRequest<UploadResponse>('/image_upload', { method: 'POST', body: form });
}
