import type { ShipmentView } from '@store/contracts/couriers';
import { useBookCourier, useOrderCouriers } from '../api/couriers';
import { CourierBookingDialog } from './courier-booking-dialog';

type BookCourierDialogProps = {
  orderId: string;
  orderNumber: string;
  /** A booking cut off before: what stopped it, shown above the couriers. */
  shipment: ShipmentView | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Books the order with a courier through Shiprocket: the couriers serving its PIN with their
 * price and promised days, the recommended one chosen first; booking gets the waybill, the
 * pickup, the label and the manifest, and marks the order shipped (docs/couriers.md).
 */
export function BookCourierDialog({ orderId, orderNumber, shipment, open, onOpenChange }: BookCourierDialogProps) {
  const book = useBookCourier(orderId);
  // Until the waybill is assigned, another courier may still be chosen.
  const couriers = useOrderCouriers(orderId, open && !shipment?.awb);
  return (
    <CourierBookingDialog
      title={`Book a courier for #${orderNumber}`}
      description="Shiprocket gives the waybill, books the pickup and makes the label; the customer is mailed the tracking link."
      bookLabel="Book courier"
      cutOff={
        shipment?.state === 'booking'
          ? {
              courierId: shipment.courier_id,
              courierName: shipment.courier_name,
              awb: shipment.awb,
              problem: shipment.last_error,
            }
          : null
      }
      couriers={couriers}
      book={book}
      booked={(answer) => ({ awb: answer.data.shipment.awb, courierName: answer.data.shipment.courier_name })}
      bookedTitle={`Order #${orderNumber} booked`}
      route={(l) =>
        `From ${l.pickup.name} (${l.pickup.pin}) to ${l.delivery_pin} · ${(l.parcel_grams / 1000).toFixed(2)} kg`
      }
      noneServe={(l) => `No courier serves PIN ${l.delivery_pin} from ${l.pickup.name} (${l.pickup.pin}).`}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
