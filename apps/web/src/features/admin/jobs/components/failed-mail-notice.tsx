import { MailWarning } from 'lucide-react';
import { Link } from 'react-router';
import { adminPaths } from '../../lib/admin-paths';
import { plural } from '../../lib/admin-format';
import { useFailedJobCount } from '../api/list-jobs';

/** A line on the dashboard when mails failed past their retries, linking to them; nothing otherwise. */
export function FailedMailNotice() {
  const failed = useFailedJobCount();
  const count = failed.data ?? 0;
  if (count === 0) return null;
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-red-500/30 bg-red-500/8 px-4 py-3 text-sm"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
        <p className="min-w-0">
          <span className="font-semibold">{plural(count, 'mail')} could not be sent.</span>{' '}
          <span className="text-muted-foreground">
            {count === 1 ? 'It' : 'They'} failed after every retry; a customer may be missing a code or an order update.
          </span>
        </p>
        <Link
          to={adminPaths.outbox({ status: 'failed' })}
          className="shrink-0 font-medium whitespace-nowrap text-brand hover:underline"
        >
          See failed mails
        </Link>
      </div>
    </div>
  );
}
