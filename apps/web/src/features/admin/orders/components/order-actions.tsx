import type { AdminOrderDetail } from '@store/contracts/admin';
import { Banknote, CheckCircle2, FileDown, PackageX, Printer, Truck, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError, apiDownload } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { adminPaths } from '../../lib/admin-paths';
import { useChangeOrderStatus } from '../api/change-order-status';
import { CancelDialog } from './cancel-dialog';
import { CollectCashDialog, RefusedDeliveryDialog } from './cash-dialogs';
import { ShipDialog } from './ship-dialog';

type Open = 'ship' | 'deliver' | 'cancel' | 'cash' | 'refused' | null;

/**
 * The order's tax documents; a paid order from before invoices existed offers its invoice too,
 * which the server issues when first asked for (docs/india.md). `?kind=credit_note` answers the
 * order's first credit note; each return's own is downloaded from its Returns panel (decision 080).
 */
function documentsOf(order: AdminOrderDetail): { kind: 'invoice' | 'credit_note'; number: string }[] {
  const late = order.paymentStatus === 'paid' && !order.documents.some((d) => d.kind === 'invoice');
  const firstNote = order.documents.find((d) => d.kind === 'credit_note');
  const documents = order.documents.filter((d) => d.kind === 'invoice' || d === firstNote);
  return late ? [{ kind: 'invoice', number: '' }, ...documents] : documents;
}

/**
 * The order's next moves (those its status allows), its packing slip, and for a cash on delivery
 * order out for delivery, recording its cash or that the buyer refused it at the door.
 */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const [open, setOpen] = useState<Open>(null);
  const deliver = useChangeOrderStatus(order.id);
  const allowed = new Set(order.allowedActions);
  const close = (isOpen: boolean) => (isOpen ? undefined : setOpen(null));
  return (
    <>
      {documentsOf(order).map((document) => (
        <Button
          key={document.number}
          variant="outline"
          onClick={() =>
            apiDownload(
              `/admin/orders/${encodeURIComponent(order.id)}/invoice`,
              { kind: document.kind },
              `${document.kind}-${order.orderNumber}.pdf`,
            ).catch((error: unknown) =>
              notifyError(
                error instanceof ApiError ? error.message : 'The PDF could not be downloaded',
                'Download failed',
              ),
            )
          }
        >
          <FileDown aria-hidden="true" /> {document.kind === 'invoice' ? 'Tax invoice' : 'Credit note'}{' '}
          {document.number}
        </Button>
      ))}
      <Button asChild variant="outline">
        <Link to={adminPaths.packingSlip(order.id)}>
          <Printer aria-hidden="true" /> Packing slip
        </Link>
      </Button>
      {allowed.has('cancel') ? (
        <Button variant="outline" className="text-destructive hover:text-destructive" onClick={() => setOpen('cancel')}>
          <XCircle aria-hidden="true" /> Cancel order
        </Button>
      ) : null}
      {order.canRecordRefusal ? (
        <Button
          variant="outline"
          className="text-destructive hover:text-destructive"
          onClick={() => setOpen('refused')}
        >
          <PackageX aria-hidden="true" /> Delivery refused
        </Button>
      ) : null}
      {order.canCollectCash ? (
        <Button onClick={() => setOpen('cash')}>
          <Banknote aria-hidden="true" /> Record cash collected
        </Button>
      ) : null}
      {allowed.has('deliver') ? (
        <Button onClick={() => setOpen('deliver')}>
          <CheckCircle2 aria-hidden="true" /> Mark as delivered
        </Button>
      ) : null}
      {allowed.has('ship') ? (
        <Button onClick={() => setOpen('ship')}>
          <Truck aria-hidden="true" /> Mark as shipped
        </Button>
      ) : null}
      <ShipDialog orderId={order.id} orderNumber={order.orderNumber} open={open === 'ship'} onOpenChange={close} />
      <CancelDialog order={order} open={open === 'cancel'} onOpenChange={close} />
      {order.canCollectCash ? <CollectCashDialog order={order} open={open === 'cash'} onOpenChange={close} /> : null}
      {order.canRecordRefusal ? (
        <RefusedDeliveryDialog order={order} open={open === 'refused'} onOpenChange={close} />
      ) : null}
      <ConfirmDialog
        open={open === 'deliver'}
        onOpenChange={close}
        title={`Mark #${order.orderNumber} as delivered?`}
        confirmLabel="Mark as delivered"
        busy={deliver.isPending}
        onConfirm={() =>
          deliver.mutate(
            { action: 'deliver' },
            {
              onSuccess: () => {
                notifySuccess('The customer can now review what they bought.', `Order #${order.orderNumber} delivered`);
                setOpen(null);
              },
              onError: () => setOpen(null),
            },
          )
        }
      >
        Only do this once the carrier confirms delivery ({order.carrier ?? 'carrier'} ·{' '}
        {order.trackingNumber ?? 'no tracking'}).
      </ConfirmDialog>
    </>
  );
}
