import type { OrderLineRow, OrderRow } from '../orders/orders.repo';

/** What the buyer really paid for a line: its total, less its share of the order's discount code. */
export function paidForLine(line: Pick<OrderLineRow, 'lineTotalPaise' | 'discountPaise'>): number {
  return line.lineTotalPaise - line.discountPaise;
}

/**
 * What `units` more of a line cost when `before` of its units are refunded already. Each unit's
 * price is the cumulative share floor(paid × n / bought), so the units of a line, returned one
 * at a time or all together, add up to exactly what was paid for it, to the paisa.
 */
export function unitsValue(paid: number, bought: number, before: number, units: number): number {
  return Math.floor((paid * (before + units)) / bought) - Math.floor((paid * before) / bought);
}

/**
 * Splits a refund over lines in proportion to what they cost, to the paisa: each line its floor
 * share, and the paise left over one at a time to the lines that lost the most in rounding, so
 * the parts add up to `amount` and none is more than its line's cost.
 */
export function splitRefund(amount: number, values: readonly number[]): number[] {
  const whole = values.reduce((s, v) => s + v, 0);
  if (whole === 0) return values.map(() => 0);
  const exact = values.map((v) => (amount * v) / whole);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((s, p) => s + p, 0);
  const byLoss = exact.map((e, i) => ({ i, loss: e - parts[i]! })).sort((a, b) => b.loss - a.loss || a.i - b.i);
  for (const { i } of byLoss) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * What an order paid for its goods: the total less shipping and the cash fee, which pay for a
 * delivery that happened and are not given back with a return (docs/decisions/111).
 */
export function goodsPaid(order: Pick<OrderRow, 'totalPaise' | 'shippingPaise' | 'codFeePaise'>): number {
  return order.totalPaise - order.shippingPaise - order.codFeePaise;
}
