import { discountPercent } from '@store/contracts/money';

/** What a ₹ field says when its text is not an amount; the contract's own rules come after. */
export const RUPEES_FORMAT_MESSAGE = 'Enter an amount in rupees, e.g. 1499 or 1499.50';

/**
 * A ₹ field's text as paise, or null when it is not an amount. Accepts the ways staff type money
 * ("1,499", "₹ 1499.5", "1499.50"); at most two decimals, because paise are the smallest unit.
 * Worked on the digits, not on floats, so 0.29 is 29 paise and never 28.999….
 */
export function parseRupees(text: string): number | null {
  const cleaned = text.replace(/[₹,\s]/g, '');
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  const paise = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(paise) ? paise : null;
}

/** Paise as a ₹ field shows them: "1499" for whole rupees, "1499.50" otherwise, no grouping. */
export function formatRupeesInput(paise: number): string {
  const whole = Math.floor(paise / 100);
  const rest = paise % 100;
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/**
 * The discount a price gives on the original price, as the storefront shows it, or null while
 * either field is not an amount (so the form shows nothing rather than a wrong figure).
 */
export function discountOf(priceText: string, mrpText: string): number | null {
  const price = parseRupees(priceText);
  const mrp = parseRupees(mrpText);
  if (price === null || mrp === null) return null;
  return discountPercent(mrp, price);
}
