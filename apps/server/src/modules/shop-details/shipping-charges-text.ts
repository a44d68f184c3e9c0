import type { ChargeSettings } from '@store/contracts/charges';
import { formatInr } from '@store/contracts/money';
import { DELIVERY_ZONE_NAMES } from '@store/contracts/shop-settings';

/** Where a policy's text says what shipping and cash on delivery cost: written from the shop's settings. */
export const SHIPPING_CHARGES_TOKEN = '{{shipping-charges}}';

/**
 * The shipping charges and cash on delivery as the shop has set them (docs/decisions/111), in
 * the policy page's words, so the page never promises what the checkout does not charge.
 */
export function shippingChargesText({ shipping, cod }: ChargeSettings): string {
  const parts: string[] = [];
  const charged = shipping.step_fee > 0 || shipping.zone_fees.some((z) => z.fee > 0);
  if (shipping.free_from === 0 || !charged) parts.push('Shipping is free on every order.');
  else {
    parts.push(
      shipping.free_from === null
        ? 'Shipping costs, by where your parcel goes:'
        : `Shipping is free on orders of ${formatInr(shipping.free_from)} or more (after any discount code). Below that it costs, by where your parcel goes:`,
      shipping.zone_fees
        .map((z) => `- ${DELIVERY_ZONE_NAMES[z.id]}: ${z.fee === 0 ? 'free' : formatInr(z.fee)}.`)
        .join('\n'),
    );
    if (shipping.step_fee > 0)
      parts.push(
        `The fee covers a parcel of up to ${grams(shipping.included_grams)}; each further ${grams(shipping.step_grams)} or part of it adds ${formatInr(shipping.step_fee)}.`,
      );
  }
  parts.push(
    cod.enabled
      ? `Cash on delivery is available for orders of up to ${formatInr(cod.max_order)}${cod.fee > 0 ? `, for a fee of ${formatInr(cod.fee)}` : ''}, to ${cod.zones.map((id) => DELIVERY_ZONE_NAMES[id]).join(', ')}. You confirm the order with a code we e-mail you, and pay the courier in cash or by UPI when the parcel arrives. A refused cash on delivery parcel means later orders are paid online.`
      : 'We take online payment only; cash on delivery is not offered.',
  );
  return parts.join('\n\n');
}

const grams = (g: number) => (g % 1000 === 0 ? `${g / 1000} kg` : `${g} g`);
