import type { AdminJobsQuery, adminJobsResponse, JobStatus } from '@store/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export type AdminJobsResponse = z.infer<typeof adminJobsResponse>;
/** Every outbox query starts here, so a retry refreshes the list, the tab counts and the dashboard's notice. */
export const jobsKey = [...adminQueryRoot, 'jobs'] as const;
/** The list as the page holds it in its URL: 'all' is no filter. */
export type JobListRequest = { status: 'all' | JobStatus; page: number };

/** While a mail on the page is waiting or being sent, look again this often to show it leave. */
const WATCH_MS = 10_000;

function fetchJobs(query: { page: number; pageSize?: number; status?: JobStatus | undefined }, signal: AbortSignal) {
  return apiRequest<AdminJobsResponse>('/admin/jobs', { signal, query: query satisfies AdminJobsQuery });
}

/** GET /api/admin/jobs: the outbox newest first, with how many jobs are in each status. */
export function useAdminJobs(request: JobListRequest) {
  return useQuery({
    queryKey: [...jobsKey, 'list', request],
    queryFn: ({ signal }) =>
      fetchJobs({ page: request.page, status: request.status === 'all' ? undefined : request.status }, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.data.items.some((job) => job.status === 'pending' || job.status === 'running')
        ? WATCH_MS
        : false,
  });
}

/** How many mails failed past their retries, for the dashboard (one row asked for; only the counts are read). */
export function useFailedJobCount() {
  return useQuery({
    queryKey: [...jobsKey, 'counts'],
    queryFn: ({ signal }) => fetchJobs({ page: 1, pageSize: 1, status: 'failed' }, signal),
    select: (response) => response.data.counts.failed,
    staleTime: 30_000,
    refetchInterval: 120_000,
  });
}
