import { z } from 'zod';
import { adminPageQuery, pagedSchema } from './admin-common';
import { envelopeSchema } from './envelope';

/**
 * The outbox as the back office sees it: every mail the store queued, whether it left, and the
 * ones that failed past their retries, which staff can send again.
 */
export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_MESSAGES = {
  notFound: 'Job not found',
  notFailed: 'Only a failed job can be retried',
  retried: 'Job queued again',
} as const;

export const adminJobsQuery = adminPageQuery.extend({
  status: z.enum(JOB_STATUSES, { error: 'Unknown status' }).optional(),
});
export type AdminJobsQuery = z.input<typeof adminJobsQuery>;

export const adminJobSchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** What the job is about, for a person: a mail's recipient and subject. */
  summary: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  runAt: z.string(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type AdminJob = z.output<typeof adminJobSchema>;

/** How many jobs are in each status, for the tabs. */
export const adminJobCountsSchema = z.object({
  pending: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
});

export const adminJobsResponse = envelopeSchema(pagedSchema(adminJobSchema).extend({ counts: adminJobCountsSchema }));
export type AdminJobsPage = z.output<typeof adminJobsResponse>['data'];

export const adminJobResponse = envelopeSchema(adminJobSchema);
