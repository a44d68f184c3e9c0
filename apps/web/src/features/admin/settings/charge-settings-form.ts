import { chargeSettingsBody, type ChargeSettings } from '@store/contracts/charges';
import type { DeliveryZoneId } from '@store/contracts/shop-settings';
import { validateForm, type FieldErrors } from '@/lib/form-errors';
import { formatRupeesInput, parseRupees, RUPEES_FORMAT_MESSAGE } from '../lib/money-input';

/**
 * The Shipping and cash on delivery form (docs/decisions/111) as staff type it: money in rupees,
 * weights and limits as text, PINs one per line. It becomes the contract's body in paise, and its
 * errors are keyed as the contract's (and so the server's) paths, e.g. `shipping.zone_fees.2.fee`.
 */
export type ChargeForm = {
  /** Empty: shipping is never free. */
  free_from: string;
  zone_fees: { id: DeliveryZoneId; fee: string }[];
  included_grams: string;
  step_grams: string;
  step_fee: string;
  unweighed_grams: string;
  cod_enabled: boolean;
  cod_max_order: string;
  cod_fee: string;
  cod_zones: DeliveryZoneId[];
  /** One PIN per line or separated by commas, as typed. */
  excluded_pins: string;
  open_account: string;
  open_phone: string;
  open_address: string;
};

export function toChargeForm({ shipping, cod }: ChargeSettings): ChargeForm {
  return {
    free_from: shipping.free_from === null ? '' : formatRupeesInput(shipping.free_from),
    zone_fees: shipping.zone_fees.map((z) => ({ id: z.id, fee: formatRupeesInput(z.fee) })),
    included_grams: String(shipping.included_grams),
    step_grams: String(shipping.step_grams),
    step_fee: formatRupeesInput(shipping.step_fee),
    unweighed_grams: String(shipping.unweighed_grams),
    cod_enabled: cod.enabled,
    cod_max_order: formatRupeesInput(cod.max_order),
    cod_fee: formatRupeesInput(cod.fee),
    cod_zones: [...cod.zones],
    excluded_pins: cod.excluded_pins.join('\n'),
    open_account: String(cod.open_orders.account),
    open_phone: String(cod.open_orders.phone),
    open_address: String(cod.open_orders.address),
  };
}

/** A whole number as typed, or NaN, which the contract refuses with its own words. */
const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The form as the contract's body, checked: rupees become paise (a field that is not an amount
 * says so), then the contract's rules apply. Either the body to PUT or the errors by path.
 */
export function fromChargeForm(
  form: ChargeForm,
): { body: ChargeSettings; errors?: undefined } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const paise = (text: string, path: string): number => {
    const value = parseRupees(text);
    if (value === null) errors[path] = RUPEES_FORMAT_MESSAGE;
    return value ?? 0;
  };
  const body = {
    shipping: {
      free_from: form.free_from.trim() === '' ? null : paise(form.free_from, 'shipping.free_from'),
      zone_fees: form.zone_fees.map((z, i) => ({ id: z.id, fee: paise(z.fee, `shipping.zone_fees.${i}.fee`) })),
      included_grams: whole(form.included_grams),
      step_grams: whole(form.step_grams),
      step_fee: paise(form.step_fee, 'shipping.step_fee'),
      unweighed_grams: whole(form.unweighed_grams),
    },
    cod: {
      enabled: form.cod_enabled,
      max_order: paise(form.cod_max_order, 'cod.max_order'),
      fee: paise(form.cod_fee, 'cod.fee'),
      zones: form.cod_zones,
      excluded_pins: form.excluded_pins.split(/[\s,]+/).filter(Boolean),
      open_orders: {
        account: whole(form.open_account),
        phone: whole(form.open_phone),
        address: whole(form.open_address),
      },
    },
  };
  const checked = validateForm(chargeSettingsBody, body);
  // A field that is not an amount says so, rather than the contract's words for the 0 put in its place.
  if (checked.errors) return { errors: { ...checked.errors, ...errors } };
  if (Object.keys(errors).length > 0) return { errors };
  return { body: checked.data };
}

/** The first error among the excluded PINs (each is checked on its own: `cod.excluded_pins.4`). */
export function pinsError(errors: FieldErrors): string | undefined {
  return (
    errors['cod.excluded_pins'] ??
    Object.entries(errors).find(([path]) => path.startsWith('cod.excluded_pins.'))?.[1] ??
    undefined
  );
}
