import { formatInr } from '@store/contracts/money';
import { RETURN_STATUS_LABELS, type Return } from '@store/contracts/returns';
import { shownVariantName } from '@store/contracts/variants';
import { CheckCircle2, FileDown, PackageCheck, Truck, Undo2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ApiError, apiDownload } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { Panel } from '../../components/admin-page';
import { formatDateTime } from '../../lib/admin-format';
import { useCourierSetup } from '../../orders/api/couriers';
import { useOrderReturns } from '../api/order-returns';
import { useReturnStep } from '../api/return-step';
import { BookPickupDialog } from './book-pickup-dialog';
import { ReturnStatusBadge } from './return-status-badge';
import { ReturnStepDialog, type StepDialogKind } from './return-step-dialog';

/**
 * An order's returns on its back-office page, each with its history and the next step; nothing
 * when it has none. A cash order's refund is paid by staff to where the buyer asked (`cashOrder`).
 */
export function OrderReturnsPanel({ orderId, cashOrder = false }: { orderId: string; cashOrder?: boolean }) {
  const query = useOrderReturns(orderId);
  const returns = query.data?.data ?? [];
  if (returns.length === 0) return null;
  return (
    <Panel title="Returns" bodyClassName="space-y-5 divide-y p-0">
      {[...returns].reverse().map((ret) => (
        <ReturnEntry key={ret.id} ret={ret} cashOrder={cashOrder} />
      ))}
    </Panel>
  );
}

function ReturnEntry({ ret, cashOrder }: { ret: Return; cashOrder: boolean }) {
  const [open, setOpen] = useState<StepDialogKind | 'pickup' | null>(null);
  const receive = useReturnStep(ret.id);
  // With Shiprocket set, an approved return's courier is booked from here (docs/couriers.md).
  const bookable = useCourierSetup().data?.data.bookable === true;
  const canBookPickup = bookable && ret.status === 'approved' && !ret.pickup?.booked;
  const download = () =>
    apiDownload(`/admin/returns/${encodeURIComponent(ret.id)}/credit-note`, {}, `credit-note-${ret.number}.pdf`).catch(
      (error: unknown) =>
        notifyError(error instanceof ApiError ? error.message : 'The PDF could not be downloaded', 'Download failed'),
    );

  return (
    <article className="space-y-3 p-4" aria-label={`Return ${ret.number}`} data-testid="admin-return">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium">
          <Undo2 className="size-4 text-muted-foreground" aria-hidden="true" /> {ret.number}
          <ReturnStatusBadge status={ret.status} />
        </p>
        <div className="flex flex-wrap gap-2">
          {ret.status === 'requested' ? (
            <>
              <Button
                size="sm"
                variant="outline"
                className="text-destructive hover:text-destructive"
                onClick={() => setOpen('reject')}
              >
                <XCircle aria-hidden="true" /> Reject
              </Button>
              <Button size="sm" onClick={() => setOpen('approve')}>
                <CheckCircle2 aria-hidden="true" /> Approve
              </Button>
            </>
          ) : null}
          {canBookPickup ? (
            <Button size="sm" variant="outline" onClick={() => setOpen('pickup')}>
              <Truck aria-hidden="true" /> {ret.pickup ? 'Finish booking pickup' : 'Book pickup'}
            </Button>
          ) : null}
          {ret.status === 'approved' ? (
            <Button
              size="sm"
              disabled={receive.isPending}
              onClick={() =>
                receive.mutate(
                  { step: 'receive' },
                  {
                    onSuccess: () => notifySuccess('The units are back in stock.', `Return ${ret.number} received`),
                    onError: (error) => notifyError(error.message, 'Could not mark it received'),
                  },
                )
              }
            >
              <PackageCheck aria-hidden="true" /> Mark parcel received
            </Button>
          ) : null}
          {ret.status === 'received' ? (
            <Button size="sm" onClick={() => setOpen('refund')}>
              Refund {formatInr(ret.refundablePaise)}
            </Button>
          ) : null}
          {ret.creditNote ? (
            <Button size="sm" variant="outline" onClick={() => void download()}>
              <FileDown aria-hidden="true" /> Credit note {ret.creditNote.number}
            </Button>
          ) : null}
        </div>
      </div>
      <ul className="text-sm">
        {ret.lines.map((l) => (
          <li key={l.orderLineId}>
            {l.quantity} × {[l.name, shownVariantName(l.variantName)].filter(Boolean).join(', ')}{' '}
            <span className="font-mono text-xs text-muted-foreground">{l.sku}</span>
          </li>
        ))}
      </ul>
      <p className="text-sm">
        <span className="text-muted-foreground">Reason:</span> {ret.reason}
      </p>
      {ret.images.length > 0 ? (
        <div className="flex flex-wrap gap-1.5">
          {ret.images.map((src, i) => (
            <a key={src} href={src} target="_blank" rel="noreferrer">
              <img src={src} alt={`Photo ${i + 1} with the return`} className="size-14 rounded border object-cover" />
            </a>
          ))}
        </div>
      ) : null}
      {ret.pickup ? <PickupLine pickup={ret.pickup} /> : null}
      {ret.refundTo ? (
        <p className="text-sm" data-testid="admin-return-refund-to">
          <span className="text-muted-foreground">Refund to:</span> {ret.refundTo}
          {ret.refundReference ? (
            <>
              {' · '}
              <span className="text-muted-foreground">bank reference</span>{' '}
              <span className="font-mono">{ret.refundReference}</span>
            </>
          ) : null}
        </p>
      ) : null}
      <p className="text-sm tabular-nums">
        <span className="text-muted-foreground">Units cost</span> {formatInr(ret.valuePaise)}
        {ret.refundPaise !== null ? (
          <>
            {' · '}
            <span className="text-muted-foreground">refunded</span>{' '}
            <span className="font-medium">{formatInr(ret.refundPaise)}</span>
          </>
        ) : null}
      </p>
      <ol className="space-y-1 border-l pl-4 text-xs text-muted-foreground">
        {ret.events.map((e) => (
          <li key={`${e.toStatus}-${e.at}`}>
            <span className="font-medium text-foreground">{RETURN_STATUS_LABELS[e.toStatus]}</span> ·{' '}
            {formatDateTime(e.at)} · {e.actor || 'System'}
            {e.note ? <span className="block text-foreground">{e.note}</span> : null}
          </li>
        ))}
      </ol>
      {open === 'pickup' ? (
        <BookPickupDialog ret={ret} open onOpenChange={(o) => (o ? undefined : setOpen(null))} />
      ) : open ? (
        <ReturnStepDialog
          ret={ret}
          kind={open}
          cashOrder={cashOrder || ret.refundTo !== null}
          open
          onOpenChange={(o) => (o ? undefined : setOpen(null))}
        />
      ) : null}
    </article>
  );
}

/** The courier booked to collect the return: waybill, day and where the parcel is, or what stopped the booking. */
function PickupLine({ pickup }: { pickup: NonNullable<Return['pickup']> }) {
  if (!pickup.booked) {
    return (
      <p className="text-sm text-destructive" data-testid="admin-return-pickup">
        Pickup not booked yet{pickup.problem ? `: ${pickup.problem}` : ''}
      </p>
    );
  }
  return (
    <p className="text-sm" data-testid="admin-return-pickup">
      <span className="text-muted-foreground">Pickup:</span> {pickup.courier ?? 'Courier'} · waybill{' '}
      {pickup.trackingUrl ? (
        <a href={pickup.trackingUrl} target="_blank" rel="noreferrer" className="font-mono underline">
          {pickup.awb}
        </a>
      ) : (
        <span className="font-mono">{pickup.awb}</span>
      )}
      {pickup.scheduledFor ? ` · from ${pickup.scheduledFor.slice(0, 10)}` : ''}
      {pickup.status ? (
        <span className="block text-muted-foreground">
          {pickup.status}
          {pickup.statusAt ? ` · ${formatDateTime(pickup.statusAt)}` : ''}
        </span>
      ) : null}
    </p>
  );
}
