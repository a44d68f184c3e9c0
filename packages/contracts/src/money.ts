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

/**
 * Paise as a plain decimal number of rupees with both paise digits, e.g. 149900 -> "1499.00": what
 * machine-read prices (structured data) want, with no symbol, grouping or rounding through a float.
 */
export function paiseToRupeeDecimal(paise: number): string {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`paise must be a safe integer, got ${paise}`);
  const sign = paise < 0 ? '-' : '';
  const whole = Math.abs(paise);
  return `${sign}${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** Rupees (possibly with paise as decimals) to integer paise, refusing anything not exactly representable. */
export function rupeesToPaise(rupees: number): number {
  const paise = Math.round(rupees * 100);
  if (!Number.isSafeInteger(paise) || Math.abs(paise - rupees * 100) > 1e-6) {
    throw new RangeError(`not a valid rupee amount: ${rupees}`);
  }
  return paise;
}

/** The discount badge: (price - discount_price) / price as a rounded percent; 0 when there is no saving. */
export function discountPercent(price: number, discountPrice: number): number {
  if (!(price > 0) || !(discountPrice < price)) return 0;
  return Math.round(((price - discountPrice) / price) * 100);
}

/** Selling price times quantity: a line's total (docs/product.md, Constants and limits). */
export function lineTotal(unitPaise: number, quantity: number): number {
  if (!Number.isSafeInteger(unitPaise) || !Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError('unit price and quantity must be non-negative integers');
  }
  return unitPaise * quantity;
}

/** What a set of priced lines comes to, in paise: the one rule for cart, checkout and order totals. */
export interface PriceTotals {
  /** What the shopper pays: selling price times quantity, summed. */
  total: number;
  /** The same at MRP. */
  mrpTotal: number;
  /** mrpTotal - total. */
  savings: number;
}

/** Adds up `{ unitPaise, mrpPaise, quantity }` lines; the server prices every cart, checkout and order with it. */
export function priceTotals(
  lines: ReadonlyArray<{ unitPaise: number; mrpPaise: number; quantity: number }>,
): PriceTotals {
  let total = 0;
  let mrpTotal = 0;
  for (const line of lines) {
    total += lineTotal(line.unitPaise, line.quantity);
    mrpTotal += lineTotal(line.mrpPaise, line.quantity);
  }
  return { total, mrpTotal, savings: mrpTotal - total };
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0 to 99 in words: 'Fifty', 'Ninety Nine'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

/** 0 to 999 in words: 'Nine Hundred Fifty'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/**
 * A whole number in words the Indian way, in crores, lakhs and thousands:
 * 7950 → 'Seven Thousand Nine Hundred Fifty', 12,34,567 → 'Twelve Lakh Thirty Four Thousand…'.
 */
export function indianNumberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const rest = n % 10_000_000;
  const parts = [
    crores ? `${indianNumberInWords(crores)} Crore` : '',
    Math.floor(rest / 100_000) ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    Math.floor((rest % 100_000) / 1000) ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand` : '',
    belowThousand(rest % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/** What an invoice says its total is in words: 'Rupees Seven Thousand Nine Hundred Fifty and Fifty Paise only'. */
export function rupeesInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${indianNumberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} only`;
}
