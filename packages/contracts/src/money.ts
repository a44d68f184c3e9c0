/** Money is an integer number of paise everywhere; these helpers are the only place it becomes text. */

const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
  minimumFractionDigits: 0,
});
const inrWithPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats paise as rupees in the Indian style, e.g. 149900 -> "₹1,499". */
export function formatInr(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be a safe integer, got ${paise}`);
  // Whole rupees print without decimals; an amount with paise always shows both digits (₹999.50).
  return paise % 100 === 0 ? inr.format(paise / 100) : inrWithPaise.format(paise / 100);
}

/** Rupees (possibly with paise as decimals) to integer paise, refusing anything not exactly representable. */
export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * 100);
  if (!Number.isSafeInteger(paise) || Math.abs(paise - rupees * 100) > 1e-6) {
    throw new RangeError(`not a valid rupee amount: ${rupees}`);
  }
  return paise;
}

/** The spec's discount: (price - discount_price) / price as a rounded percent; 0 when there is no saving. */
export function discountPercent(price: number, discountPrice: number): number {
  if (!(price > 0) || !(discountPrice < price)) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}

/** Sum of selling price times quantity, the spec's order total. */
export function lineTotal(unitPaise: number, quantity: number): number {
  if (!Number.isSafeInteger(unitPaise) || !Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError('unit price and quantity must be non-negative integers');
  }
  return unitPaise * quantity;
}

/** Adds up line totals of `{ unitPaise, quantity }` lines. */
export function orderTotal(lines: ReadonlyArray<{ unitPaise: number; quantity: number }>): number {
  return lines.reduce((sum, line) => sum + lineTotal(line.unitPaise, line.quantity), 0);
}
