import type { adminJobResponse } from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { jobsKey } from './list-jobs';

export type AdminJobResponse = z.infer<typeof adminJobResponse>;

/** POST /api/admin/jobs/:id/retry: a failed job queued again with fresh tries (404 unknown, 409 not failed). */
export function retryJob(id: string): Promise<AdminJobResponse> {
  return apiRequest<AdminJobResponse>(`/admin/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

/**
 * Retrying refreshes the outbox either way: on success the job has moved to Waiting, and a 404 or
 * 409 means the list on screen was out of date.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => retryJob(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsKey }),
    meta: { errorTitle: 'Mail not queued again' },
  });
}
