import { COURIER_MESSAGES, type ShipmentView } from '@store/contracts/couriers';
import { ORDER_MESSAGES } from '@store/contracts/orders';
import { AppError } from '../../lib/app-error';
import {
  CourierError,
  type PickupLocation,
  type Serviceability,
  type Shiprocket,
  type ShiprocketOrder,
} from '../../lib/couriers/shiprocket';
import { findUserById } from '../auth/users.repo';
import { productWeights } from '../catalog/stock.repo';
import { readShopSettings } from '../india/shop-settings.repo';
import { shipOrder } from '../orders/change-order-status.service';
import { parcelGrams } from '../orders/charges';
import type { OrderDeps } from '../orders/order-deps';
import { findOrder, insertOrderEvent, listLines, type OrderLineRow, type OrderRow } from '../orders/orders.repo';
import {
  countShipments,
  findOpenShipment,
  holdShipment,
  insertShipment,
  saveShipmentStep,
  type ShipmentRow,
} from './shipments.repo';

/** What booking needs besides the orders' own: the aggregator, and where parcels leave from. */
export interface CourierDeps extends OrderDeps {
  shiprocket: Shiprocket | null;
  /** SHIPROCKET_PICKUP_LOCATION: the pickup location's name; unset, the account's primary one. */
  pickupLocation?: string | undefined;
}

/** How long one server holds a booking while it walks its steps; it lapses if the server stops. */
const HOLD_MS = 2 * 60_000;
/** A parcel's box, in centimetres, until products carry their own (docs/couriers.md). */
const BOX_CM = { length: 30, breadth: 25, height: 15 };

const rupees = (paise: number) => Math.round(paise) / 100;

function needShiprocket(deps: CourierDeps): Shiprocket {
  if (!deps.shiprocket) throw new AppError('NOT_FOUND', COURIER_MESSAGES.notConfigured);
  return deps.shiprocket;
}

/** A CourierError as staff see it: the aggregator's reason, 502 (or 503 when trying later may help). */
function asAppError(err: unknown): unknown {
  if (!(err instanceof CourierError)) return err;
  return new AppError(err.retry ? 'UNAVAILABLE' : 'PAYMENT_PROVIDER', err.message);
}

async function loadOrder(deps: CourierDeps, orderId: string): Promise<OrderRow> {
  const order = await findOrder(deps.db, { id: orderId });
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return order;
}

/** The pickup location parcels leave from: the one named in the settings, or the primary one. */
async function pickupLocation(deps: CourierDeps, shiprocket: Shiprocket): Promise<PickupLocation> {
  const locations = await shiprocket.pickupLocations();
  const wanted = deps.pickupLocation ?? null;
  const found = wanted
    ? locations.find((l) => l.name.toLowerCase() === wanted.toLowerCase())
    : (locations.find((l) => l.primary) ?? locations[0]);
  if (!found) throw new CourierError(COURIER_MESSAGES.noPickupLocation(wanted), false);
  return found;
}

/** The parcel's weight in grams: each product's packed weight, or the shop's weight for one not weighed. */
async function orderGrams(deps: CourierDeps, lines: OrderLineRow[]): Promise<number> {
  const [settings, weights] = await Promise.all([
    readShopSettings(deps.db),
    productWeights(
      deps.db,
      lines.flatMap((l) => (l.productId ? [l.productId] : [])),
    ),
  ]);
  return parcelGrams(
    settings.shipping,
    lines.map((l) => ({ weightGrams: (l.productId && weights.get(l.productId)) || null, quantity: l.quantity })),
  );
}

/** The couriers that serve the order's PIN from the pickup location, with the parcel they were asked about. */
export async function couriersForOrder(
  deps: CourierDeps,
  orderId: string,
): Promise<{ pickup: PickupLocation; deliveryPin: string; grams: number; options: Serviceability }> {
  const shiprocket = needShiprocket(deps);
  const order = await loadOrder(deps, orderId);
  const lines = await listLines(deps.db, [order.id]);
  try {
    const [pickup, grams] = await Promise.all([pickupLocation(deps, shiprocket), orderGrams(deps, lines)]);
    const options = await shiprocket.serviceability({
      pickupPin: pickup.pin,
      deliveryPin: order.address.pinCode,
      weightKg: grams / 1000,
      cod: order.paymentMethod === 'cod',
      declaredValuePaise: order.totalPaise,
    });
    return { pickup, deliveryPin: order.address.pinCode, grams, options };
  } catch (err) {
    throw asAppError(err);
  }
}

/** Whether couriers can be booked here, and the order's booking as staff see it (null when none). */
export async function getShipment(
  deps: CourierDeps,
  orderId: string,
): Promise<{ bookable: boolean; shipment: ShipmentView | null }> {
  await loadOrder(deps, orderId);
  const row = await findOpenShipment(deps.db, orderId);
  return { bookable: deps.shiprocket !== null, shipment: row ? viewShipment(row) : null };
}

export function viewShipment(row: ShipmentRow): ShipmentView {
  return {
    state: row.state,
    reference: row.reference,
    courier_id: row.courierId,
    courier_name: row.courierName,
    awb: row.awb,
    pickup_scheduled_at: row.pickupScheduledAt,
    label_url: row.labelUrl,
    manifest_url: row.manifestUrl,
    last_error: row.lastError,
  };
}

/**
 * Books the order with a courier through the aggregator: creates the order there, assigns the
 * waybill (the chosen courier, or the aggregator's recommendation), asks for the pickup, makes
 * the label and the manifest, then moves the order to shipped with the courier, waybill and
 * tracking page, which sends the shipped mail. Each step's answer is kept as it comes, and each
 * call is written in the order's history with its outcome. A booking cut off by a fault resumes
 * from the step it reached when asked again, so an order is never booked twice; nothing is marked
 * shipped without a waybill. No call is made inside a database transaction.
 */
export async function bookShipment(
  deps: CourierDeps,
  orderId: string,
  actorId: string,
  chosenCourierId: number | null,
): Promise<{ shipment: ShipmentView; order: OrderRow }> {
  const shiprocket = needShiprocket(deps);
  const order = await loadOrder(deps, orderId);
  let row = await findOpenShipment(deps.db, order.id);
  if (row?.state === 'booked') throw new AppError('CONFLICT', COURIER_MESSAGES.alreadyBooked(row.awb ?? ''));
  if (order.status !== 'processing') throw new AppError('CONFLICT', COURIER_MESSAGES.notBookable(order.status));
  if (!row) {
    const earlier = await countShipments(deps.db, order.id);
    row = await insertShipment(deps.db, {
      orderId: order.id,
      reference: earlier === 0 ? order.orderNumber : `${order.orderNumber}-${earlier + 1}`,
      chosenCourierId,
    });
    if (!row) throw new AppError('CONFLICT', COURIER_MESSAGES.bookingUnderWay);
  }
  if (!(await holdShipment(deps.db, row.id, deps.now(), HOLD_MS))) {
    throw new AppError('CONFLICT', COURIER_MESSAGES.bookingUnderWay);
  }
  const note = (text: string) =>
    insertOrderEvent(deps.db, {
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorId,
      note: text,
    });

  let step = 'create the order at Shiprocket';
  try {
    if (!row.serviceShipmentId) {
      const made = await shiprocket.createOrder(await shiprocketOrder(deps, shiprocket, order, row.reference));
      row = await saveShipmentStep(deps.db, row.id, {
        serviceOrderId: made.orderId,
        serviceShipmentId: made.shipmentId,
      });
      await note(`Shiprocket: order ${made.orderId} created (shipment ${made.shipmentId})`);
    }
    const shipmentId = row.serviceShipmentId!;
    if (!row.awb) {
      step = 'assign a waybill';
      const assigned = await shiprocket.assignAwb(shipmentId, row.chosenCourierId);
      row = await saveShipmentStep(deps.db, row.id, {
        awb: assigned.awb,
        courierId: assigned.courierId,
        courierName: assigned.courierName,
      });
      await note(`Shiprocket: waybill ${assigned.awb} with ${assigned.courierName}`);
    }
    if (!row.pickupScheduledAt) {
      step = 'book the pickup';
      const pickup = await shiprocket.requestPickup(shipmentId);
      row = await saveShipmentStep(deps.db, row.id, { pickupScheduledAt: pickup.scheduledAt ?? 'requested' });
      await note(`Shiprocket: pickup ${pickup.scheduledAt ? `on ${pickup.scheduledAt}` : 'requested'}`);
    }
    if (!row.labelUrl) {
      step = 'make the label';
      row = await saveShipmentStep(deps.db, row.id, { labelUrl: await shiprocket.label(shipmentId) });
    }
    if (!row.manifestUrl) {
      step = 'make the manifest';
      row = await saveShipmentStep(deps.db, row.id, {
        manifestUrl: await shiprocket.manifest(shipmentId, row.serviceOrderId!),
      });
      await note('Shiprocket: label and manifest ready');
    }
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    await saveShipmentStep(deps.db, row.id, { lastError: `Could not ${step}: ${reason}` }, true);
    await note(`Shiprocket: could not ${step}: ${reason}`);
    throw asAppError(err);
  }

  const shipped = await shipOrder(deps, order.id, actorId, {
    tracking_number: row.awb!,
    carrier: row.courierName ?? 'Courier',
    tracking_url: COURIER_MESSAGES.trackingPage(row.awb!),
  });
  row = await saveShipmentStep(deps.db, row.id, { state: 'booked', lastError: null }, true);
  return { shipment: viewShipment(row), order: shipped };
}

/** The order as Shiprocket's order creation takes it, in rupees, kilograms and centimetres. */
async function shiprocketOrder(
  deps: CourierDeps,
  shiprocket: Shiprocket,
  order: OrderRow,
  reference: string,
): Promise<ShiprocketOrder> {
  const [lines, pickup, buyer] = await Promise.all([
    listLines(deps.db, [order.id]),
    pickupLocation(deps, shiprocket),
    findUserById(deps.db, order.userId),
  ]);
  const [first = '', ...rest] = order.address.name.trim().split(/\s+/);
  const goods = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  return {
    order_id: reference,
    order_date: order.createdAt.toISOString().slice(0, 16).replace('T', ' '),
    pickup_location: pickup.name,
    billing_customer_name: first,
    billing_last_name: rest.join(' '),
    billing_address: order.address.address,
    billing_address_2: [order.address.locality, order.address.landMark].filter(Boolean).join(', '),
    billing_city: order.address.town.slice(0, 30),
    billing_pincode: order.address.pinCode,
    billing_state: order.address.state,
    billing_country: 'India',
    billing_email: buyer?.email ?? '',
    billing_phone: order.address.phone.replace(/\D/g, '').slice(-10),
    shipping_is_billing: true,
    order_items: lines.map((l) => ({
      name: l.variantName ? `${l.name} (${l.variantName})` : l.name,
      sku: l.sku,
      units: l.quantity,
      selling_price: rupees(l.unitPricePaise),
      discount: 0,
      tax: l.gstRate,
      hsn: l.hsnCode,
    })),
    payment_method: order.paymentMethod === 'cod' ? 'COD' : 'Prepaid',
    // What a cash order's courier collects: the goods less the discount, with shipping and its fee.
    shipping_charges: rupees(order.shippingPaise + order.codFeePaise),
    total_discount: rupees(order.discountPaise),
    sub_total: rupees(goods),
    ...BOX_CM,
    weight: Math.max(0.1, (await orderGrams(deps, lines)) / 1000),
  };
}
