import { DISCOUNT_LEAVES_AT_LEAST_PAISE, DISCOUNT_MESSAGES } from '@store/contracts/discounts';
import { AppError } from '../../lib/app-error';
import type { ProductScope } from '../catalog/discount-scope.repo';

/** The terms of a code that decide what it takes off (a discount_codes row has them all). */
export interface CodeTerms {
  code: string;
  kind: 'percent' | 'flat';
  value: number;
  minOrderPaise: number;
  validFrom: Date;
  validTo: Date;
  productIds: string[];
  categoryIds: string[];
  brandIds: string[];
  active: boolean;
}

/** One priced order line as the code sees it. */
export interface LineForCode {
  variantId: string;
  productId: string;
  /** Selling price times quantity, in paise. */
  totalPaise: number;
  /** Sold at a flash-deal price now: codes do not stack on deals (docs/decisions/078). */
  onDeal: boolean;
  scope: ProductScope;
}

/** What a code takes off an order, and each line's share of it (by variant id), adding up exactly. */
export interface PricedCode {
  code: string;
  amountPaise: number;
  shares: Map<string, number>;
}

/** A refusal at checkout: 400 naming the code field, in the contracts' words. */
export const refuseCode = (message: string) =>
  new AppError('BAD_REQUEST', message, [{ path: 'discount_code', message }]);

/** Refuses a code that is switched off or outside its window at `now`. */
export function checkWindow(terms: CodeTerms, now: Date): void {
  if (!terms.active) throw refuseCode(DISCOUNT_MESSAGES.inactive);
  if (now < terms.validFrom) throw refuseCode(DISCOUNT_MESSAGES.notYetValid(terms.validFrom));
  if (now >= terms.validTo) throw refuseCode(DISCOUNT_MESSAGES.expired(terms.validTo));
}

/** Does the code cover this product? A code with no limits covers the whole shop. */
export function covers(terms: CodeTerms, productId: string, scope: ProductScope): boolean {
  const limited = terms.productIds.length + terms.categoryIds.length + terms.brandIds.length > 0;
  if (!limited) return true;
  return (
    terms.productIds.includes(productId) ||
    (scope.brandId !== null && terms.brandIds.includes(scope.brandId)) ||
    scope.categoryIds.some((c) => terms.categoryIds.includes(c))
  );
}

/**
 * Splits `amount` over the lines in proportion to their totals by largest remainder: each line
 * gets the floor of its exact share, and the paise left over go one each to the lines with the
 * largest fractions (the earlier line on a tie), so the shares add up to `amount` exactly and no
 * line gets more than its total.
 */
export function shareOut(
  amount: number,
  lines: ReadonlyArray<{ key: string; totalPaise: number }>,
): Map<string, number> {
  const whole = lines.reduce((s, l) => s + l.totalPaise, 0);
  const parts = lines.map((l, i) => {
    const exact = whole === 0 ? 0 : (amount * l.totalPaise) / whole;
    return { key: l.key, i, floor: Math.floor(exact), fraction: exact - Math.floor(exact) };
  });
  let left = amount - parts.reduce((s, p) => s + p.floor, 0);
  for (const p of [...parts].sort((a, b) => b.fraction - a.fraction || a.i - b.i)) {
    if (left <= 0) break;
    p.floor += 1;
    left -= 1;
  }
  return new Map(parts.map((p) => [p.key, p.floor]));
}

/**
 * What `terms` takes off these lines at `now`, or a refusal in the buyer's words: switched off,
 * not yet valid, expired, nothing it covers (or only flash-deal lines), minimum not reached.
 * Percent codes take the percent of the covered lines, rounded down to a whole rupee, as every
 * amount a shopper reads is whole rupees (decision 116); flat codes their amount, at most the
 * covered lines' total. The order always keeps ₹1 to pay.
 */
export function priceCode(terms: CodeTerms, lines: readonly LineForCode[], now: Date): PricedCode {
  checkWindow(terms, now);
  const covered = lines.filter((l) => covers(terms, l.productId, l.scope));
  if (covered.length === 0) throw refuseCode(DISCOUNT_MESSAGES.notForProducts);
  const eligible = covered.filter((l) => !l.onDeal);
  if (eligible.length === 0) throw refuseCode(DISCOUNT_MESSAGES.notOnFlashDeals);
  const orderTotal = lines.reduce((s, l) => s + l.totalPaise, 0);
  if (orderTotal < terms.minOrderPaise) {
    throw refuseCode(DISCOUNT_MESSAGES.minimumNotReached(terms.minOrderPaise, orderTotal));
  }
  const base = eligible.reduce((s, l) => s + l.totalPaise, 0);
  const raw =
    terms.kind === 'percent' ? Math.floor((base * terms.value) / 100 / 100) * 100 : Math.min(terms.value, base);
  const amountPaise = Math.max(0, Math.min(raw, orderTotal - DISCOUNT_LEAVES_AT_LEAST_PAISE));
  if (amountPaise === 0) throw refuseCode(DISCOUNT_MESSAGES.orderTooSmall);
  const shares = shareOut(
    amountPaise,
    eligible.map((l) => ({ key: l.variantId, totalPaise: l.totalPaise })),
  );
  return { code: terms.code, amountPaise, shares };
}
