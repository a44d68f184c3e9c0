import { JOB_STATUSES, type AdminJob } from '@store/contracts/admin';
import { useMemo } from 'react';
import { AdminPage } from '../../components/admin-page';
import { ActionsTH, TD, TH, TR } from '../../components/admin-table';
import { FilterTabs } from '../../components/filter-tabs';
import { ListTable } from '../../components/list-table';
import { formatDateTime } from '../../lib/admin-format';
import { useListParams, type FilterSpec } from '../../lib/list-params';
import { useAdminJobs, type JobListRequest } from '../api/list-jobs';
import { JOB_STATUS_LABELS, formatTries, jobOutcome, splitSummary } from '../job-display';
import { JobStatusBadge, LastError, RetryButton } from './job-parts';

const FILTERS: FilterSpec<'status'> = {
  status: { default: 'all', values: ['all', ...JOB_STATUSES] },
};
const COLUMNS = 6;
const EMPTY: Record<JobListRequest['status'], string> = {
  all: 'No mails yet. Sign-up codes, order confirmations and shipping mails will show here.',
  pending: 'Nothing waiting to be sent.',
  running: 'Nothing being sent right now.',
  done: 'No mails sent yet.',
  failed: 'No failed mails. Every mail got through.',
};

function JobSummary({ job }: { job: AdminJob }) {
  const { to, subject } = splitSummary(job);
  return (
    <>
      <span className="block font-medium wrap-anywhere">{subject}</span>
      {to ? <span className="block text-xs wrap-anywhere text-muted-foreground">to {to}</span> : null}
    </>
  );
}

/** The outbox: every mail the store queued, whether it left, and the failed ones, which can be sent again. */
export function JobsPage() {
  const { params, setParams, pageHref } = useListParams(FILTERS);
  const status = params.status as JobListRequest['status'];
  const jobs = useAdminJobs({ status, page: params.page });
  const page = jobs.data?.data;
  const counts = page?.counts;
  // The answer's time is the clock for "due now", so every row agrees and a re-render changes nothing.
  const now = useMemo(() => new Date(jobs.dataUpdatedAt), [jobs.dataUpdatedAt]);
  const tabs = useMemo(
    () => [
      {
        value: 'all' as const,
        label: 'All',
        count: counts && counts.pending + counts.running + counts.done + counts.failed,
      },
      ...JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value], count: counts?.[value] })),
    ],
    [counts],
  );
  return (
    <AdminPage
      title="Mail outbox"
      description="Every mail the store sends, newest first. A mail is tried again until it goes; a failed one can be retried."
    >
      <div className="mb-4">
        <FilterTabs label="Status" value={status} options={tabs} onChange={(value) => setParams({ status: value })} />
      </div>
      <ListTable
        query={jobs}
        rows={page?.items}
        caption="Mail outbox"
        columns={COLUMNS}
        empty={EMPTY[status]}
        head={
          <>
            <TH>Mail</TH>
            <TH className="hidden sm:table-cell">Status</TH>
            <TH className="hidden text-right sm:table-cell">Tries</TH>
            <TH className="hidden md:table-cell">Last error</TH>
            <TH className="hidden lg:table-cell">When</TH>
            <ActionsTH />
          </>
        }
        row={(job) => (
          <TR key={job.id}>
            <TD className="align-top sm:min-w-52 md:max-w-72">
              <JobSummary job={job} />
              {/* On a phone this column also carries the status, tries, times and error. */}
              <p className="mt-1.5 flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground sm:hidden">
                <JobStatusBadge job={job} /> {formatTries(job)} tries
              </p>
              <p className="mt-1 text-xs text-muted-foreground lg:hidden">
                <span className="block">Queued {formatDateTime(job.createdAt)}</span>
                <span className="block">{jobOutcome(job, now)}</span>
              </p>
              <LastError job={job} className="mt-1 md:hidden" />
            </TD>
            <TD className="hidden align-top sm:table-cell">
              <JobStatusBadge job={job} />
            </TD>
            <TD className="hidden text-right align-top whitespace-nowrap tabular-nums sm:table-cell">
              {formatTries(job)}
            </TD>
            <TD className="hidden max-w-80 min-w-48 align-top md:table-cell">
              {job.lastError ? <LastError job={job} /> : <span className="text-muted-foreground">—</span>}
            </TD>
            <TD className="hidden align-top text-xs whitespace-nowrap lg:table-cell">
              <span className="block">Queued {formatDateTime(job.createdAt)}</span>
              <span className="block text-muted-foreground">{jobOutcome(job, now)}</span>
            </TD>
            <TD className="pl-0 text-right align-top sm:pl-3">
              {job.status === 'failed' ? <RetryButton job={job} /> : null}
            </TD>
          </TR>
        )}
        pager={page && { page: page.page, pageSize: page.pageSize, total: page.total, hrefFor: pageHref }}
      />
    </AdminPage>
  );
}
