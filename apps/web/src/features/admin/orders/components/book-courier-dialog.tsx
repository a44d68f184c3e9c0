import type { OrderCouriersResponse, ShipmentView } from '@store/contracts/couriers';
import { formatInr } from '@store/contracts/money';
import { Truck } from 'lucide-react';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { cn } from '@/lib/cn';
import { FormDialog } from '../../components/form-dialog';
import { useBookCourier, useOrderCouriers } from '../api/couriers';

type Couriers = OrderCouriersResponse['data'];

type BookCourierDialogProps = {
  orderId: string;
  orderNumber: string;
  /** A booking cut off before: what stopped it, shown above the couriers. */
  shipment: ShipmentView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** How a courier's promise reads: its days and the date it gives. */
function promise(courier: Couriers['couriers'][number]): string {
  const days = courier.days === null ? null : `${courier.days} ${courier.days === 1 ? 'day' : 'days'}`;
  return [days, courier.etd ? `by ${courier.etd}` : null].filter(Boolean).join(' · ') || 'No date given';
}

/**
 * Books the order with a courier through Shiprocket: the couriers serving its PIN with their
 * price and promised days, the recommended one chosen first; booking gets the waybill, the
 * pickup, the label and the manifest, and marks the order shipped (docs/couriers.md).
 */
export function BookCourierDialog({ orderId, orderNumber, shipment, open, onOpenChange }: BookCourierDialogProps) {
  const resuming = shipment?.state === 'booking';
  // Until the waybill is assigned, another courier may still be chosen.
  const canChoose = !shipment?.awb;
  const couriers = useOrderCouriers(orderId, open && canChoose);
  const book = useBookCourier(orderId);
  const [chosen, setChosen] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = couriers.data?.data;
  const picked = chosen ?? shipment?.courier_id ?? list?.recommended_id ?? list?.couriers[0]?.id ?? null;
  const close = () => {
    setChosen(null);
    setError(null);
    onOpenChange(false);
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      busy={book.isPending}
      formError={error ?? (resuming ? shipment.last_error : null)}
      title={`Book a courier for #${orderNumber}`}
      description="Shiprocket gives the waybill, books the pickup and makes the label; the customer is mailed the tracking link."
      submitLabel={
        <>
          <Truck aria-hidden="true" /> {resuming ? 'Try booking again' : 'Book courier'}
        </>
      }
      busyLabel={
        <>
          <Truck aria-hidden="true" /> Booking…
        </>
      }
      onSubmit={() => {
        setError(null);
        if (canChoose && picked === null) return setError('Choose a courier first.');
        book.mutate(
          { courier_id: canChoose ? picked : null },
          {
            onSuccess: (answer) => {
              const { awb, courier_name } = answer.data.shipment;
              notifySuccess(
                `Waybill ${awb ?? ''} with ${courier_name ?? 'the courier'}.`,
                `Order #${orderNumber} booked`,
              );
              onOpenChange(false);
            },
            onError: (failure) => setError(failure instanceof ApiError ? failure.message : 'The booking failed'),
          },
        );
      }}
    >
      {resuming ? (
        <p className="text-sm text-muted-foreground">
          The booking resumes where it stopped{shipment.courier_name ? ` with ${shipment.courier_name}` : ''}: nothing
          is booked twice.
        </p>
      ) : null}
      {!canChoose ? null : couriers.isPending ? (
        <div className="space-y-2" role="status" aria-busy="true" aria-label="Finding couriers">
          <Skeleton className="h-14 w-full" />
          <Skeleton className="h-14 w-full" />
        </div>
      ) : couriers.isError ? (
        <FormAlert
          message={couriers.error instanceof ApiError ? couriers.error.message : 'The couriers could not be fetched'}
        />
      ) : list && list.couriers.length === 0 ? (
        <FormAlert
          message={`No courier serves PIN ${list.delivery_pin} from ${list.pickup.name} (${list.pickup.pin}).`}
        />
      ) : list ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm text-muted-foreground">
            From {list.pickup.name} ({list.pickup.pin}) to {list.delivery_pin} · {(list.parcel_grams / 1000).toFixed(2)}{' '}
            kg
          </legend>
          <div role="radiogroup" aria-label="Courier" className="space-y-2">
            {list.couriers.map((courier) => (
              <label
                key={courier.id}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                  picked === courier.id && 'border-primary bg-primary/5',
                )}
              >
                <input
                  type="radio"
                  name="courier"
                  value={courier.id}
                  checked={picked === courier.id}
                  onChange={() => setChosen(courier.id)}
                  className="size-4 accent-primary"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2 font-semibold">
                    {courier.name}
                    {courier.id === list.recommended_id ? (
                      <span className="rounded bg-primary px-1.5 py-0.5 text-xs font-medium text-primary-foreground">
                        Recommended
                      </span>
                    ) : null}
                  </span>
                  <span className="block text-muted-foreground">{promise(courier)}</span>
                </span>
                <span className="font-semibold tabular-nums">{formatInr(courier.rate_paise)}</span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
    </FormDialog>
  );
}
