import type { AdminJob, JobStatus } from '@store/contracts/admin';
import type { Tone } from '../components/badges';
import { formatDateTime } from '../lib/admin-format';

/** The statuses in the words of the shop's staff, in the order a mail goes through them. */
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Waiting',
  running: 'Sending',
  done: 'Sent',
  failed: 'Failed',
};

/** A waiting mail that has already failed a try is worth a second look, so it is amber. */
export function jobStatusTone(job: Pick<AdminJob, 'status' | 'attempts'>): Tone {
  if (job.status === 'failed') return 'danger';
  if (job.status === 'done') return 'success';
  if (job.status === 'running') return 'info';
  return job.attempts > 0 ? 'warning' : 'neutral';
}

/** A mail's summary is "recipient: subject"; anything else is shown whole as the subject. */
export function splitSummary(job: Pick<AdminJob, 'kind' | 'summary'>): { to: string | null; subject: string } {
  const at = job.kind === 'mail' ? job.summary.indexOf(': ') : -1;
  if (at < 0) return { to: null, subject: job.summary };
  return { to: job.summary.slice(0, at), subject: job.summary.slice(at + 2) };
}

/** "3 of 10". */
export function formatTries(job: Pick<AdminJob, 'attempts' | 'maxAttempts'>): string {
  return `${job.attempts.toLocaleString('en-IN')} of ${job.maxAttempts.toLocaleString('en-IN')}`;
}

/** What happens next, or what happened: due, next try, being sent, sent, or given up. */
export function jobOutcome(job: AdminJob, now: Date): string {
  switch (job.status) {
    case 'pending':
      if (new Date(job.runAt) <= now) return job.attempts > 0 ? 'Next try due now' : 'Due now';
      return `${job.attempts > 0 ? 'Next try' : 'Due'} ${formatDateTime(job.runAt)}`;
    case 'running':
      return 'Being sent now';
    case 'done':
      return `Sent ${formatDateTime(job.doneAt)}`;
    case 'failed':
      return 'Not sent: tries used up';
  }
}
