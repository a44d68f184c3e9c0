import type { AdminOrderDetail } from '@store/contracts/admin';
import {
  Banknote,
  CheckCircle2,
  FileDown,
  FileText,
  PackageCheck,
  PackageX,
  Printer,
  Truck,
  XCircle,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiError, apiDownload } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { adminPaths } from '../../lib/admin-paths';
import { useChangeOrderStatus } from '../api/change-order-status';
import { useOrderShipment } from '../api/couriers';
import { BookCourierDialog } from './book-courier-dialog';
import { CancelDialog } from './cancel-dialog';
import { CollectCashDialog, RefusedDeliveryDialog } from './cash-dialogs';
import { ShipDialog } from './ship-dialog';

type Open = 'ship' | 'book' | 'deliver' | 'cancel' | 'cash' | 'refused' | null;

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
  // With Shiprocket set, staff book the courier here; typing a tracking number in stays for others.
  const shipping = useOrderShipment(order.id).data?.data;
  const shipment = shipping?.shipment ?? null;
  const bookable = Boolean(shipping?.bookable) && allowed.has('ship');
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
      {shipment?.label_url ? (
        <Button asChild variant="outline">
          <a href={shipment.label_url} target="_blank" rel="noreferrer">
            <FileText aria-hidden="true" /> Shipping label
          </a>
        </Button>
      ) : null}
      {shipment?.manifest_url ? (
        <Button asChild variant="outline">
          <a href={shipment.manifest_url} target="_blank" rel="noreferrer">
            <FileText aria-hidden="true" /> Manifest
          </a>
        </Button>
      ) : null}
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
        <Button variant={bookable ? 'outline' : 'default'} onClick={() => setOpen('ship')}>
          <Truck aria-hidden="true" /> Mark as shipped
        </Button>
      ) : null}
      {bookable ? (
        <Button onClick={() => setOpen('book')}>
          <PackageCheck aria-hidden="true" /> {shipment?.state === 'booking' ? 'Finish booking' : 'Book courier'}
        </Button>
      ) : null}
      {/* Mounted while the order ships: its booking's answer arrives after the order has moved on. */}
      {shipping?.bookable ? (
        <BookCourierDialog
          orderId={order.id}
          orderNumber={order.orderNumber}
          shipment={shipment}
          open={open === 'book'}
          onOpenChange={close}
        />
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
