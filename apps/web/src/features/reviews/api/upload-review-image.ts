import type { uploadResponse } from '@store/contracts/reviews';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type UploadResponse = z.infer<typeof uploadResponse>;

/** POST /api/image_upload: one photo in the multipart field `file`; answers its URL. */
export function uploadReviewImage(photo: Blob, filename: string): Promise<UploadResponse> {
  const form = new FormData();
  form.append('file', photo, filename);
  return apiRequest<UploadResponse>('/image_upload', { method: 'POST', body: form });
}
