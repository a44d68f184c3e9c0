import type { Return } from '@store/contracts/returns';
import { CourierBookingDialog } from '../../orders/components/courier-booking-dialog';
import { useBookReturnPickup, useReturnPickupCouriers } from '../api/return-pickup';

type BookPickupDialogProps = {
  ret: Return;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Books a courier through Shiprocket to collect an approved return from the buyer and bring it to
 * the pickup location (docs/couriers.md): the couriers collecting at the buyer's PIN with their
 * price and days, the recommended one chosen first. The buyer is mailed the courier and the day;
 * staff still mark the parcel received once they have opened it.
 */
export function BookPickupDialog({ ret, open, onOpenChange }: BookPickupDialogProps) {
  const book = useBookReturnPickup(ret.id);
  const pickup = ret.pickup;
  // Until the waybill is assigned, another courier may still be chosen.
  const couriers = useReturnPickupCouriers(ret.id, open && !pickup?.awb);
  return (
    <CourierBookingDialog
      title={`Book a pickup for return ${ret.number}`}
      description="A courier collects the parcel from the buyer's address and brings it to your pickup location. The buyer is mailed the courier and the day."
      bookLabel="Book pickup"
      cutOff={
        pickup && !pickup.booked
          ? { courierId: pickup.courierId, courierName: pickup.courier, awb: pickup.awb, problem: pickup.problem }
          : null
      }
      couriers={couriers}
      book={book}
      booked={(answer) => ({
        awb: answer.data.pickup?.awb ?? null,
        courierName: answer.data.pickup?.courier_name ?? null,
      })}
      bookedTitle={`Pickup for ${ret.number} booked`}
      route={(l) =>
        `From the buyer (${l.delivery_pin}) to ${l.pickup.name} (${l.pickup.pin}) · ${(l.parcel_grams / 1000).toFixed(2)} kg`
      }
      noneServe={(l) => `No courier collects returns at PIN ${l.delivery_pin} for ${l.pickup.name}.`}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
