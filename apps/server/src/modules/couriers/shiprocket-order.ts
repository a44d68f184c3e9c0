import {
  CourierError,
  type PickupLocation,
  type Shiprocket,
  type ShiprocketOrder,
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
  const [first = '', ...rest] = order.address.name.trim().split(/\s+/);
  const goods = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  return {
    order_id: reference,
    order_date: indiaDateTime(order.createdAt),
    pickup_location: pickup.name,
    billing_customer_name: first,
    billing_last_name: rest.join(' '),
    billing_address: order.address.address,
    billing_address_2: [order.address.locality, order.address.landMark].filter(Boolean).join(', '),
    billing_city: order.address.town.slice(0, 30),
    billing_pincode: order.address.pinCode,
    billing_state: order.address.state,
    billing_country: 'India',
    // Shiprocket needs one: an account closed since leaves the shop's own.
    billing_email: buyer?.email ?? settings.supportEmail,
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
