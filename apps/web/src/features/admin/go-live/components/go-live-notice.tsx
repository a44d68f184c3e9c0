import { FileClock, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { adminPaths } from '../../lib/admin-paths';
import { plural } from '../../lib/admin-format';

/**
 * Lines on the dashboard while the shop is not ready for real orders: invoices held under the
 * demo's GSTIN (the more urgent: buyers are waiting for them), and go-live items still open.
 */
export function GoLiveNotice({ open, invoicesWaiting }: { open: number; invoicesWaiting: number }) {
  return (
    <>
      {invoicesWaiting > 0 ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-red-500/30 bg-red-500/8 px-4 py-3 text-sm"
        >
          <FileClock className="mt-0.5 size-5 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <p className="min-w-0">
              <span className="font-semibold">
                {plural(invoicesWaiting, 'paid order')} {invoicesWaiting === 1 ? 'waits' : 'wait'} for a tax invoice.
              </span>{' '}
              <span className="text-muted-foreground">
                The shop&apos;s GSTIN is still the demo&apos;s, and no invoice is issued under it. Saving your own GSTIN
                issues them.
              </span>
            </p>
            <Link
              to={adminPaths.shopSettings()}
              className="shrink-0 font-medium whitespace-nowrap text-brand hover:underline"
            >
              Set the GSTIN
            </Link>
          </div>
        </div>
      ) : null}
      {open > 0 ? (
        <div
          role="status"
          className="flex items-start gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm"
        >
          <Rocket className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden="true" />
          <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <p className="min-w-0">
              <span className="font-semibold">{plural(open, 'go-live item')} still open.</span>{' '}
              <span className="text-muted-foreground">Check them before the shop takes real orders.</span>
            </p>
            <Link
              to={adminPaths.goLive()}
              className="shrink-0 font-medium whitespace-nowrap text-brand hover:underline"
            >
              See the checklist
            </Link>
          </div>
        </div>
      ) : null}
    </>
  );
}
