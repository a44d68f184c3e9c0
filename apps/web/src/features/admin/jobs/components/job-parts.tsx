import type { AdminJob } from '@store/contracts/admin';
import { RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { notifySuccess } from '@/lib/notify';
import { Badge } from '../../components/badges';
import { useRetryJob } from '../api/retry-job';
import { JOB_STATUS_LABELS, jobStatusTone, splitSummary } from '../job-display';

export function JobStatusBadge({ job }: { job: Pick<AdminJob, 'status' | 'attempts'> }) {
  return <Badge tone={jobStatusTone(job)}>{JOB_STATUS_LABELS[job.status]}</Badge>;
}

/** Errors longer than this are cut to two lines; a click (or hovering) shows the whole text. */
const SHORT_ERROR = 90;

/** The last try's error: short ones whole, long ones cut with a way to read all of it. */
export function LastError({ job, className }: { job: Pick<AdminJob, 'status' | 'lastError'>; className?: string }) {
  const [open, setOpen] = useState(false);
  // Its own id per copy: a row shows the error twice (one for phones, one for wider screens).
  const textId = useId();
  const text = job.lastError;
  if (!text) return null;
  const tone = job.status === 'failed' ? 'text-red-800 dark:text-red-300' : 'text-muted-foreground';
  if (text.length <= SHORT_ERROR && !text.includes('\n')) {
    return <p className={cn('font-mono text-xs wrap-anywhere', tone, className)}>{text}</p>;
  }
  return (
    <div className={className}>
      <p
        id={textId}
        title={open ? undefined : text}
        className={cn('font-mono text-xs', tone, open ? 'whitespace-pre-wrap' : 'line-clamp-2', 'wrap-anywhere')}
      >
        {text}
      </p>
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls={textId}
        className="mt-0.5 text-xs font-medium text-brand hover:underline"
      >
        {open ? 'Show less' : 'Show the whole error'}
      </button>
    </div>
  );
}

/** Sends a failed mail again with fresh tries; the server's word on it comes back as a notice. */
export function RetryButton({ job }: { job: AdminJob }) {
  const retry = useRetryJob();
  const { to, subject } = splitSummary(job);
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(job.id, {
          onSuccess: (response) =>
            notifySuccess(to ? `“${subject}” to ${to} will be sent again shortly.` : subject, response.message),
        })
      }
      aria-label={to ? `Retry the mail to ${to}: ${subject}` : `Retry ${subject}`}
    >
      <RotateCw aria-hidden="true" className={cn(retry.isPending && 'animate-spin')} />
      {/* A phone shows the icon only; the label above still names the mail. */}
      <span className="hidden sm:inline">{retry.isPending ? 'Retrying…' : 'Retry'}</span>
    </Button>
  );
}
