import {
  CourierError,
  type PickupLocation,
  type Shiprocket,
  type ShiprocketOrder,
  type ShiprocketReturnOrder,
} from '../../lib/couriers/shiprocket';
import { findUserById } from '../auth/users.repo';
import { productWeights } from '../catalog/stock.repo';
import { readShopSettings } from '../india/shop-settings.repo';
import { parcelGrams } from '../orders/charges';
import { listLines, type OrderLineRow, type OrderRow } from '../orders/orders.repo';
import type { CourierDeps } from './book-shipment.service';
import { COURIER_MESSAGES } from '@store/contracts/couriers';

// What Shiprocket is told of an order: where the parcel leaves from, what it weighs, and the order
// as its order creation takes it, in rupees, kilograms and centimetres (docs/couriers.md).

/** A parcel's box, in centimetres, until products carry their own (docs/couriers.md). */
const BOX_CM = { length: 30, breadth: 25, height: 15 };

const rupees = (paise: number) => Math.round(paise) / 100;

/** 'YYYY-MM-DD HH:mm' in India's time, as Shiprocket reads an order's date. */
function indiaDateTime(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000);
  return ist.toISOString().slice(0, 16).replace('T', ' ');
}

/** A parcel's weight in kilograms as Shiprocket takes it: at least 100 g. */
export const kilograms = (grams: number) => Math.max(0.1, grams / 1000);

/** The pickup location parcels leave from: the one named in the settings, or the primary one. */
export async function pickupLocation(deps: CourierDeps, shiprocket: Shiprocket): Promise<PickupLocation> {
  const locations = await shiprocket.pickupLocations();
  const wanted = deps.pickupLocation ?? null;
  const found = wanted
    ? locations.find((l) => l.name.toLowerCase() === wanted.toLowerCase())
    : (locations.find((l) => l.primary) ?? locations[0]);
  if (!found) throw new CourierError(COURIER_MESSAGES.noPickupLocation(wanted), false);
  return found;
}

/** The parcel's weight in grams: each product's packed weight, or the shop's weight for one not weighed. */
export async function orderGrams(deps: CourierDeps, lines: OrderLineRow[]): Promise<number> {
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

/** The order as Shiprocket's order creation takes it, in rupees, kilograms and centimetres. */
export async function shiprocketOrder(
  deps: CourierDeps,
  shiprocket: Shiprocket,
  order: OrderRow,
  reference: string,
): Promise<ShiprocketOrder> {
  const [lines, pickup, buyer, settings] = await Promise.all([
    listLines(deps.db, [order.id]),
    pickupLocation(deps, shiprocket),
    findUserById(deps.db, order.userId),
    readShopSettings(deps.db),
  ]);
  const [first, last] = splitName(order.address.name);
  const goods = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  return {
    order_id: reference,
    order_date: indiaDateTime(order.createdAt),
    pickup_location: pickup.name,
    billing_customer_name: first,
    billing_last_name: last,
    billing_address: order.address.address,
    billing_address_2: [order.address.locality, order.address.landMark].filter(Boolean).join(', '),
    billing_city: order.address.town.slice(0, 30),
    billing_pincode: order.address.pinCode,
    billing_state: order.address.state,
    billing_country: 'India',
    // Shiprocket needs one: an account closed since leaves the shop's own.
    billing_email: buyer?.email ?? settings.supportEmail,
    billing_phone: tenDigits(order.address.phone),
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
    // What a cash order's courier collects is sub_total with shipping_charges: the goods after the
    // discount (Shiprocket's sub_total is "after deductions"), and shipping with the cash fee. No
    // discount is named apart, so none can be taken twice.
    shipping_charges: rupees(order.shippingPaise + order.codFeePaise),
    total_discount: 0,
    sub_total: rupees(goods - order.discountPaise),
    ...BOX_CM,
    weight: kilograms(await orderGrams(deps, lines)),
  };
}

/** A name as Shiprocket asks for it: the first word, and the rest. */
function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** A returned line: the order's line, how many of its units come back, and what they were paid. */
export interface ReturnedUnits {
  line: OrderLineRow;
  units: number;
  paidPaise: number;
}

/**
 * A return as Shiprocket's return creation takes it: the courier collects the returned units at
 * the order's address and brings them to the pickup location parcels leave from. Declared at what
 * the buyer paid for them, and always prepaid (Shiprocket's rule for returns: nothing is collected).
 */
export async function shiprocketReturnOrder(
  deps: CourierDeps,
  order: OrderRow,
  pickup: PickupLocation,
  returned: ReturnedUnits[],
  reference: string,
  at: Date,
): Promise<ShiprocketReturnOrder> {
  const [buyer, settings, grams] = await Promise.all([
    findUserById(deps.db, order.userId),
    readShopSettings(deps.db),
    orderGrams(
      deps,
      returned.map((r) => ({ ...r.line, quantity: r.units })),
    ),
  ]);
  const [first, last] = splitName(order.address.name);
  const [shopFirst, shopLast] = splitName(pickup.contact || settings.legalName);
  return {
    order_id: reference,
    order_date: indiaDateTime(at),
    pickup_customer_name: first,
    pickup_last_name: last,
    pickup_address: order.address.address,
    pickup_address_2: [order.address.locality, order.address.landMark].filter(Boolean).join(', '),
    pickup_city: order.address.town.slice(0, 30),
    pickup_state: order.address.state,
    pickup_country: 'India',
    pickup_pincode: order.address.pinCode,
    pickup_email: buyer?.email ?? settings.supportEmail,
    pickup_phone: tenDigits(order.address.phone),
    shipping_customer_name: shopFirst,
    shipping_last_name: shopLast,
    shipping_address: pickup.address,
    shipping_address_2: pickup.address2,
    shipping_city: pickup.city,
    shipping_country: 'India',
    shipping_pincode: pickup.pin,
    shipping_state: pickup.state,
    shipping_email: pickup.email || settings.supportEmail,
    shipping_phone: pickup.phone || tenDigits(settings.phone),
    order_items: returned.map(({ line, units, paidPaise }) => ({
      name: line.variantName ? `${line.name} (${line.variantName})` : line.name,
      sku: line.sku,
      units,
      selling_price: rupees(Math.round(paidPaise / units)),
      discount: 0,
      hsn: line.hsnCode,
    })),
    payment_method: 'PREPAID',
    total_discount: 0,
    sub_total: rupees(returned.reduce((sum, r) => sum + r.paidPaise, 0)),
    ...BOX_CM,
    weight: kilograms(grams),
  };
}
