import { COURIER_MESSAGES } from '@store/contracts/couriers';
import { describeRefundDestination, type Return, type ReturnPickup } from '@store/contracts/returns';
import type { Db } from '../../db/client';
import { findPeople } from '../auth/users.repo';
import { returnPickupsOf, type ShipmentRow } from '../couriers/shipments.repo';
import { listDocumentsOf } from '../invoices/tax-documents.repo';
import { listLines, type OrderLineRow, type OrderRow } from '../orders/orders.repo';
import { goodsPaid, paidForLine, unitsValue } from './return-value';
import {
  listReturnEvents,
  listReturnLines,
  listReturnsOfOrder,
  refundedOfOrder,
  type ReturnEventRow,
  type ReturnLineRow,
  type ReturnRow,
} from './returns.repo';

/**
 * What each return's units cost, by return id. A refunded return is valued as it was when it was
 * refunded (after the ones refunded before it); an open one after all that are refunded, as its
 * refund would be now. So the values of a line's refunded units add up to what was paid for it.
 */
export function valuesOf(rows: ReturnRow[], lines: OrderLineRow[], returnLines: ReturnLineRow[]): Map<string, number> {
  const byId = new Map(lines.map((l) => [l.id, l]));
  const done = new Map<string, number>();
  const ordered = [...rows].sort(
    (a, b) => (a.refundedAt?.getTime() ?? Infinity) - (b.refundedAt?.getTime() ?? Infinity),
  );
  const values = new Map<string, number>();
  for (const row of ordered) {
    let value = 0;
    for (const rl of returnLines.filter((x) => x.returnId === row.id)) {
      const line = byId.get(rl.orderLineId);
      if (!line) continue;
      const before = done.get(line.id) ?? 0;
      value += unitsValue(paidForLine(line), line.quantity, before, rl.quantity);
      if (row.status === 'refunded') done.set(line.id, before + rl.quantity);
    }
    values.set(row.id, value);
  }
  return values;
}

const eventsOf = (events: ReturnEventRow[], names: Map<string, { name: string }> | null) =>
  events.map((e) => ({
    fromStatus: e.fromStatus as Return['status'] | null,
    toStatus: e.toStatus as Return['status'],
    note: e.note,
    actor: names && e.actorId ? (names.get(e.actorId)?.name ?? '') : null,
    at: e.createdAt.toISOString(),
  }));

/** A return's pickup as staff see it, or as the buyer does (`staff` false: only once booked, no faults). */
function viewPickup(row: ShipmentRow | undefined, ret: ReturnRow, staff: boolean): ReturnPickup | null {
  // One cut off matters only while the return waits for its parcel.
  if (!row || (row.state !== 'booked' && (!staff || ret.status !== 'approved'))) return null;
  const scheduled = row.pickupScheduledAt && row.pickupScheduledAt !== 'requested' ? row.pickupScheduledAt : null;
  return {
    booked: row.state === 'booked',
    courierId: row.courierId ?? row.chosenCourierId,
    courier: row.courierName,
    awb: row.awb,
    trackingUrl: row.awb ? COURIER_MESSAGES.trackingPage(row.awb) : null,
    scheduledFor: scheduled,
    status: row.trackingStatus,
    statusAt: row.trackingAt?.toISOString() ?? null,
    problem: staff ? row.lastError : null,
  };
}

/**
 * The order's returns as the buyer (`staff` false: no staff names) or staff see them, with what
 * their units cost and the most a refund may be now.
 */
export async function viewReturns(db: Db, order: OrderRow, rows: ReturnRow[], staff: boolean): Promise<Return[]> {
  const ids = rows.map((r) => r.id);
  // Values depend on the order's other returns (those refunded before), so all of them are read.
  const all = await listReturnsOfOrder(db, order.id);
  // One after another: `db` may be a transaction's single client, which runs one query at a time.
  const lines = await listLines(db, [order.id]);
  const returnLines = await listReturnLines(
    db,
    all.map((r) => r.id),
  );
  const events = await listReturnEvents(db, ids);
  const refunded = await refundedOfOrder(db, order.id);
  const documents = await listDocumentsOf(db, order.id);
  const pickups = await returnPickupsOf(db, ids);
  const names = staff
    ? await findPeople(
        db,
        events.flatMap((e) => (e.actorId ? [e.actorId] : [])),
      )
    : null;
  const values = valuesOf(all, lines, returnLines);
  const byLine = new Map(lines.map((l) => [l.id, l]));
  // Returns give back goods: shipping and the cash fee paid for a delivery that happened stay paid.
  const left = Math.max(0, goodsPaid(order) - refunded);
  return rows.map((row) => {
    const value = values.get(row.id) ?? 0;
    const note = documents.find((d) => d.id === row.creditNoteId);
    return {
      id: row.id,
      number: row.returnNumber,
      orderId: order.id,
      orderNumber: order.orderNumber,
      status: row.status,
      reason: row.reason,
      images: row.images,
      staffNote: row.staffNote,
      valuePaise: value,
      refundablePaise: row.status === 'refunded' || row.status === 'rejected' ? 0 : Math.min(value, left),
      refundPaise: row.refundPaise,
      refundTo: row.refundTo ? describeRefundDestination(row.refundTo, !staff) : null,
      refundReference: row.refundReference,
      creditNote: note ? { number: note.number, totalPaise: note.totalPaise } : null,
      lines: returnLines
        .filter((rl) => rl.returnId === row.id)
        .flatMap((rl) => {
          const line = byLine.get(rl.orderLineId);
          return line
            ? [
                {
                  orderLineId: line.id,
                  name: line.name,
                  variantName: line.variantName,
                  sku: line.sku,
                  image: line.image,
                  quantity: rl.quantity,
                },
              ]
            : [];
        }),
      events: eventsOf(
        events.filter((e) => e.returnId === row.id),
        names,
      ),
      pickup: viewPickup(pickups.get(row.id), row, staff),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
