import { COD_MESSAGES, type CodOffer, type CodRules, type ShippingRules } from '@store/contracts/charges';
import { formatInr } from '@store/contracts/money';
import type { DeliveryZoneId } from '@store/contracts/shop-settings';
import type { OrderRow } from './orders.repo';

/*
 * The rules of an order's charges (docs/decisions/111), as plain functions of the shop's settings
 * and the order: the checkout summary shows what create_order then charges, from the same code.
 */

/** A parcel's weight: each unit at its product's weight, or the shop's figure for one not weighed. */
export function parcelGrams(rules: ShippingRules, lines: { weightGrams: number | null; quantity: number }[]): number {
  return lines.reduce((sum, l) => sum + (l.weightGrams ?? rules.unweighed_grams) * l.quantity, 0);
}

/** Whether goods of this value (after any discount code) ship free. */
export function shipsFree(rules: ShippingRules, goodsPaise: number): boolean {
  return rules.free_from !== null && goodsPaise >= rules.free_from;
}

/**
 * Shipping in paise: free at or above `free_from`; below it the zone's fee, which covers
 * `included_grams`, and `step_fee` for every further `step_grams` or part of it.
 */
export function shippingFee(
  rules: ShippingRules,
  parcel: { goodsPaise: number; zone: DeliveryZoneId; grams: number },
): number {
  if (shipsFree(rules, parcel.goodsPaise)) return 0;
  const zoneFee = rules.zone_fees.find((z) => z.id === parcel.zone)?.fee ?? 0;
  const over = Math.max(0, parcel.grams - rules.included_grams);
  return zoneFee + Math.ceil(over / rules.step_grams) * rules.step_fee;
}

/**
 * The GST rate of a charge (shipping, the cash fee): part of a composite supply whose principal
 * supply is the goods, so it takes the goods' rate, the highest where the lines differ
 * (docs/decisions/111).
 */
export function chargeRate(lines: { gstRate: number }[]): number {
  return lines.reduce((most, l) => Math.max(most, l.gstRate), 0);
}

/** What is known of the buyer when cash on delivery is weighed: nothing for a visitor. */
export interface CodBuyer {
  codBlocked: boolean;
  refusedDeliveries: number;
  openCodOrders: number;
}

/** What is known at create_order beyond the summary: the delivery phone's and address's history. */
export interface CodAddressHistory {
  openByPhone: number;
  openByAddress: number;
  refusedAtAddress: number;
}

/**
 * Whether this checkout may pay cash on delivery, its fee and, when not, why; null when the shop
 * does not offer it at all. `pin` and `zone` are the delivery address's, null before one is known.
 */
export function codOffer(
  rules: CodRules,
  checkout: {
    totalPaise: number;
    place: { pin: string; zone: DeliveryZoneId } | null;
    business: boolean;
    buyer: CodBuyer | null;
    address?: CodAddressHistory;
  },
): CodOffer | null {
  if (!rules.enabled) return null;
  const refuse = (reason: string): CodOffer => ({ available: false, fee: rules.fee, reason });
  if (checkout.business) return refuse(COD_MESSAGES.business);
  const { buyer, place, address } = checkout;
  if (buyer?.codBlocked) return refuse(COD_MESSAGES.blocked);
  if (buyer && buyer.refusedDeliveries > 0) return refuse(COD_MESSAGES.refused);
  if (!place) return refuse(COD_MESSAGES.noAddress);
  if (!rules.zones.includes(place.zone) || rules.excluded_pins.includes(place.pin))
    return refuse(COD_MESSAGES.zone(place.pin));
  if (checkout.totalPaise + rules.fee > rules.max_order) return refuse(COD_MESSAGES.overLimit(rules.max_order));
  if (buyer && buyer.openCodOrders >= rules.open_orders.account)
    return refuse(COD_MESSAGES.openAccount(buyer.openCodOrders));
  if (address) {
    if (address.refusedAtAddress > 0) return refuse(COD_MESSAGES.addressRefused);
    if (address.openByPhone >= rules.open_orders.phone) return refuse(COD_MESSAGES.openPhone);
    if (address.openByAddress >= rules.open_orders.address) return refuse(COD_MESSAGES.openAddress);
  }
  return { available: true, fee: rules.fee, reason: null };
}

/** An order's discount and charges as rows of a mail's table, each only where it is not zero. */
export function chargeRows(order: Pick<OrderRow, 'discountCode' | 'discountPaise' | 'shippingPaise' | 'codFeePaise'>) {
  return [
    ...(order.discountCode
      ? [{ label: `Discount code ${order.discountCode}`, value: `−${formatInr(order.discountPaise)}` }]
      : []),
    ...(order.shippingPaise > 0 ? [{ label: 'Shipping', value: formatInr(order.shippingPaise) }] : []),
    ...(order.codFeePaise > 0 ? [{ label: 'Cash on delivery fee', value: formatInr(order.codFeePaise) }] : []),
  ];
}
