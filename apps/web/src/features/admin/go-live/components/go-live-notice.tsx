import { FileClock, Rocket } from 'lucide-react';
import { NoticeLine } from '../../components/notice-line';
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
        <NoticeLine
          tone="danger"
          icon={FileClock}
          title={`${plural(invoicesWaiting, 'paid order')} ${invoicesWaiting === 1 ? 'waits' : 'wait'} for a tax invoice.`}
          detail="The shop's GSTIN is still the demo's, and no invoice is issued under it. Saving your own GSTIN issues them."
          link={{ to: adminPaths.shopSettings(), label: 'Set the GSTIN' }}
        />
      ) : null}
      {open > 0 ? (
        <NoticeLine
          tone="warning"
          icon={Rocket}
          title={`${plural(open, 'go-live item')} still open.`}
          detail="Check them before the shop takes real orders."
          link={{ to: adminPaths.goLive(), label: 'See the checklist' }}
        />
      ) : null}
    </>
  );
}
