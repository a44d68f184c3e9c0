import { JOB_MESSAGES, type AdminJob, type AdminJobsPage, type JobStatus } from '@store/contracts/admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/audit.repo';
import { countJobsByStatus, findJob, listJobs, requeueFailedJob, type ListedJob } from './jobs.repo';
import { describeJob } from './outbox';

/** What staff see of a job: a line about what it is, never its whole payload (a mail's body holds codes). */
function toAdminJob(job: ListedJob): AdminJob {
  return {
    id: job.id,
    kind: job.kind,
    summary: describeJob(job.kind, job.payload),
    status: job.status,
    attempts: job.attempts,
    maxAttempts: job.max_attempts,
    lastError: job.last_error,
    runAt: job.run_at.toISOString(),
    createdAt: job.created_at.toISOString(),
    doneAt: job.done_at?.toISOString() ?? null,
  };
}

export async function listJobsForAdmin(
  db: Db,
  q: { page: number; pageSize: number; status?: JobStatus | undefined },
): Promise<AdminJobsPage> {
  const [{ found, total }, counts] = await Promise.all([listJobs(db, q), countJobsByStatus(db)]);
  return { items: found.map(toAdminJob), total, page: q.page, pageSize: q.pageSize, counts };
}

/** Queues a failed job again with fresh tries; audited. 404 for an unknown job, 409 unless it failed. */
export async function retryJob(db: Db, id: string, actorId: string, now: Date): Promise<AdminJob> {
  return db.transaction(async (tx) => {
    const before = await findJob(tx, id);
    if (!before) throw new AppError('NOT_FOUND', JOB_MESSAGES.notFound);
    const after = await requeueFailedJob(tx, id, now);
    if (!after) throw new AppError('CONFLICT', JOB_MESSAGES.notFailed);
    await recordAudit(tx, {
      actorId,
      action: 'job.retry',
      entity: 'job',
      entityId: id,
      before: { status: before.status, attempts: before.attempts, lastError: before.lastError },
      after: { status: after.status, attempts: after.attempts },
    });
    return toAdminJob({
      id: after.id,
      kind: after.kind,
      payload: after.payload,
      status: after.status,
      attempts: after.attempts,
      max_attempts: after.maxAttempts,
      last_error: after.lastError,
      run_at: after.runAt,
      created_at: after.createdAt,
      done_at: after.doneAt,
    });
  });
}
