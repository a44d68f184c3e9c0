import { COURIER_MESSAGES, type ShipmentView } from '@store/contracts/couriers';
import { RETURN_MESSAGES } from '@store/contracts/returns';
import { AppError } from '../../lib/app-error';
import type { PickupLocation, Serviceability } from '../../lib/couriers/shiprocket';
import { findOrder, insertOrderEvent, listLines, type OrderRow } from '../orders/orders.repo';
import { lockReturn } from '../returns/change-return.service';
import { queueReturnMail } from '../returns/return-mails';
import { paidForLine, unitsValue } from '../returns/return-value';
import { findReturn, listReturnLines, type ReturnRow } from '../returns/returns.repo';
import { callOff, viewShipment, type CourierDeps } from './book-shipment.service';
import { asAppError, assignAwbOnce, createOnce, holdBooking, needShiprocket, openBooking } from './booking-run';
import { findOpenShipment } from './shipments.repo';
import { kilograms, orderGrams, pickupLocation, shiprocketReturnOrder, type ReturnedUnits } from './shiprocket-order';

// Reverse pickups (docs/couriers.md): a courier booked through Shiprocket collects an approved
// return's units from the buyer and brings them to the shop's pickup location. Staff still mark
// the parcel received when they have opened it, which puts the units back in stock.

/** The return, its order, and the units coming back with what the buyer paid for them. */
async function loadReturn(
  deps: CourierDeps,
  returnId: string,
): Promise<{ ret: ReturnRow; order: OrderRow; returned: ReturnedUnits[] }> {
  const ret = await findReturn(deps.db, returnId);
  const order = ret ? await findOrder(deps.db, { id: ret.orderId }) : null;
  if (!ret || !order) throw new AppError('NOT_FOUND', RETURN_MESSAGES.returnNotFound);
  const lines = new Map((await listLines(deps.db, [order.id])).map((l) => [l.id, l]));
  const returned = (await listReturnLines(deps.db, [ret.id])).flatMap((rl) => {
    const line = lines.get(rl.orderLineId);
    if (!line) return [];
    return [{ line, units: rl.quantity, paidPaise: unitsValue(paidForLine(line), line.quantity, 0, rl.quantity) }];
  });
  return { ret, order, returned };
}

const declaredPaise = (returned: ReturnedUnits[]) => returned.reduce((sum, r) => sum + r.paidPaise, 0);

/**
 * The couriers that collect from the buyer's PIN and bring the parcel to the pickup location, as
 * Shiprocket's serviceability answers for a return, with the parcel they were asked about.
 */
export async function couriersForReturn(
  deps: CourierDeps,
  returnId: string,
): Promise<{ pickup: PickupLocation; deliveryPin: string; grams: number; options: Serviceability }> {
  const shiprocket = needShiprocket(deps);
  const { order, returned } = await loadReturn(deps, returnId);
  try {
    const [pickup, grams] = await Promise.all([
      pickupLocation(deps, shiprocket),
      orderGrams(
        deps,
        returned.map((r) => ({ ...r.line, quantity: r.units })),
      ),
    ]);
    const options = await shiprocket.serviceability({
      pickupPin: order.address.pinCode,
      deliveryPin: pickup.pin,
      weightKg: kilograms(grams),
      cod: false,
      declaredValuePaise: declaredPaise(returned),
      isReturn: true,
    });
    return { pickup, deliveryPin: order.address.pinCode, grams, options };
  } catch (err) {
    throw asAppError(err);
  }
}

/** Whether couriers can be booked here, and the return's pickup as staff see it (null when none). */
export async function getReturnPickup(
  deps: CourierDeps,
  returnId: string,
): Promise<{ bookable: boolean; pickup: ShipmentView | null }> {
  const { ret } = await loadReturn(deps, returnId);
  const row = await findOpenShipment(deps.db, { returnId: ret.id });
  return { bookable: deps.shiprocket !== null, pickup: row ? viewShipment(row) : null };
}

/**
 * Books the reverse pickup of an approved return: creates the return at Shiprocket (the buyer's
 * address to the pickup location, the returned units at what was paid for them) and assigns the
 * waybill with the chosen courier or Shiprocket's choice, which schedules the courier's visit. The
 * buyer is mailed the courier, the waybill and the day. As with a delivery's booking, each
 * answer is kept as it comes, a booking cut off resumes from its step without doing one twice,
 * one run holds it at a time, each call is in the order's history, and no call is made inside a
 * database transaction. The return must still be approved before each call: one received by hand
 * meanwhile needs no courier.
 */
export async function bookReturnPickup(
  deps: CourierDeps,
  returnId: string,
  actorId: string,
  chosenCourierId: number | null,
): Promise<ShipmentView> {
  const shiprocket = needShiprocket(deps);
  const { ret, order, returned } = await loadReturn(deps, returnId);
  const open = await findOpenShipment(deps.db, { returnId: ret.id });
  if (open?.state === 'booked') throw new AppError('CONFLICT', COURIER_MESSAGES.pickupAlreadyBooked(open.awb ?? ''));
  if (ret.status !== 'approved') {
    // Received (or gone further) by hand while a booking was cut off: no courier is needed.
    if (open) await callOff(deps, shiprocket, open, order, actorId);
    throw new AppError('CONFLICT', COURIER_MESSAGES.pickupNotBookable(ret.status));
  }
  const made =
    open ??
    (await openBooking(
      deps,
      { orderId: order.id, returnId: ret.id },
      ret.returnNumber,
      chosenCourierId,
      COURIER_MESSAGES.pickupUnderWay,
    ));
  const note = (text: string) =>
    insertOrderEvent(deps.db, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorId,
      note: `Return ${ret.returnNumber}: ${text}`,
    });
  const run = await holdBooking(deps, made.id, COURIER_MESSAGES.pickupUnderWay, note, chosenCourierId);
  const { save } = run;
  let row = run.row;
  /** Still approved: a return received by hand meanwhile needs no courier. */
  const stillApproved = async () => {
    const now = await findReturn(deps.db, ret.id);
    if (now?.status !== 'approved') {
      throw new AppError('CONFLICT', COURIER_MESSAGES.pickupNotBookable(now?.status ?? 'gone'));
    }
  };

  let step = 'create the return at Shiprocket';
  try {
    if (!row.serviceShipmentId) {
      await stillApproved();
      const pickup = await pickupLocation(deps, shiprocket);
      const created = await createOnce(
        ret.returnNumber,
        row.reference,
        async (reference) =>
          shiprocket.createReturnOrder(
            await shiprocketReturnOrder(deps, order, pickup, returned, reference, ret.decidedAt ?? deps.now()),
          ),
        async (reference) => {
          row = await save({ reference });
        },
      );
      row = await save({ serviceOrderId: created.orderId, serviceShipmentId: created.shipmentId });
      await note(`Shiprocket return ${created.orderId} created (shipment ${created.shipmentId})`);
    }
    if (!row.awb) {
      step = 'assign the pickup a waybill';
      await stillApproved();
      const assigned = await assignAwbOnce(shiprocket, row.serviceShipmentId!, row.chosenCourierId, true);
      row = await save({
        awb: assigned.awb,
        courierId: assigned.courierId,
        courierName: assigned.courierName,
        pickupScheduledAt: assigned.pickupScheduledAt ?? 'requested',
      });
      const when = assigned.pickupScheduledAt ? ` on ${assigned.pickupScheduledAt}` : '';
      await note(`${assigned.courierName} collects from the buyer${when}, waybill ${assigned.awb}`);
    }
  } catch (err) {
    throw await run.fail(step, err);
  }
  row = await deps.db.transaction(async (tx) => {
    const booked = await save({ state: 'booked', lastError: null }, true, tx);
    // Under the return's lock: one received meanwhile by staff is not told a courier comes.
    const now = await lockReturn(tx, ret.id);
    if (now.ret.status === 'approved') {
      await queueReturnMail(tx, deps, 'pickup', now.ret, now.order, {
        pickup: { courier: booked.courierName ?? 'A courier', awb: booked.awb!, when: booked.pickupScheduledAt },
      });
    }
    return booked;
  });
  return viewShipment(row);
}
