import { formatInr } from '@store/contracts/money';
import { describeRefundDestination, REFUND_TO_MESSAGES, RETURN_MESSAGES, type Return } from '@store/contracts/returns';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { LineForDocument } from '../invoices/invoice-body';
import { issueReturnCreditNote } from '../invoices/issue-documents';
import type { OrderDeps } from '../orders/order-deps';
import { transitionOrder } from '../orders/order-transitions';
import { listLines, type OrderLineRow } from '../orders/orders.repo';
import { findCapturedPayment, markPaymentRefunded } from '../orders/payments.repo';
import { queueRefund } from '../orders/refunds.service';
import { checkStep, lockReturn, recordStep } from './change-return.service';
import { queueReturnMail } from './return-mails';
import { goodsPaid, paidForLine, splitRefund, unitsValue } from './return-value';
import { viewReturns } from './return-view';
import { listReturnLines, refundedOfOrder, unitsClaimed, type ReturnRow } from './returns.repo';

/**
 * `quantity` units of a line sharing `share` paise, as the credit note's lines: one line when the
 * share divides evenly, else two (some units at a paisa more), so that every line's unit price ×
 * quantity is its amount to the paisa.
 */
export function unitLines(line: OrderLineRow, quantity: number, share: number): LineForDocument[] {
  const base = Math.floor(share / quantity);
  const more = share - base * quantity;
  const of = (n: number, unit: number): LineForDocument => ({
    name: line.name,
    variantName: line.variantName,
    sku: line.sku,
    hsnCode: line.hsnCode,
    gstRate: line.gstRate,
    unitPricePaise: unit,
    quantity: n,
    lineTotalPaise: unit * n,
  });
  return [...(quantity > more ? [of(quantity - more, base)] : []), ...(more > 0 ? [of(more, base + 1)] : [])];
}

/**
 * The returned units as the credit note prints them: each line at its share of the refund (in
 * proportion to what its units cost), so the note adds up to the refund to the paisa. Answers
 * the lines and what the units cost together.
 */
async function creditLines(
  tx: Db,
  ret: ReturnRow,
  orderLines: OrderLineRow[],
  amount: number,
): Promise<{ lines: LineForDocument[]; value: number }> {
  const refundedUnits = await unitsClaimed(tx, ret.orderId, true);
  const returned = (await listReturnLines(tx, [ret.id])).flatMap((rl) => {
    const line = orderLines.find((l) => l.id === rl.orderLineId);
    if (!line) return [];
    const value = unitsValue(paidForLine(line), line.quantity, refundedUnits.get(line.id) ?? 0, rl.quantity);
    return [{ line, quantity: rl.quantity, value }];
  });
  const shares = splitRefund(
    amount,
    returned.map((r) => r.value),
  );
  const lines = returned.flatMap(({ line, quantity }, i) => unitLines(line, quantity, shares[i]!));
  return { lines, value: returned.reduce((s, r) => s + r.value, 0) };
}

/**
 * received → refunded: gives back `amountPaise` (at most what the returned units cost, and never
 * more than the order's payment less what was refunded before) through the payment provider,
 * once. Everything is decided under the order's row lock in one transaction, as a cancellation's
 * refund is: the credit note, the return and the order's payment status, and the refund's job,
 * which calls the provider after commit and fills in the refund's id (docs/decisions/096). A
 * second click or a second member of staff waits for the lock and gets 409.
 */
export async function refundReturn(
  deps: OrderDeps,
  returnId: string,
  actorId: string,
  amountPaise: number,
  reference?: string,
): Promise<Return> {
  return deps.db.transaction(async (tx) => {
    const { ret, order } = await lockReturn(tx, returnId);
    checkStep(ret.status, 'refunded');
    const orderLines = await listLines(tx, [order.id]);
    const { lines, value } = await creditLines(tx, ret, orderLines, amountPaise);
    const before = await refundedOfOrder(tx, order.id);
    const paid = goodsPaid(order);
    const most = Math.min(value, paid - before);
    if (amountPaise > most) {
      const message = RETURN_MESSAGES.amountTooMuch(formatInr(most));
      throw new AppError('VALIDATION', message, [{ path: 'amount_paise', message }]);
    }
    // A cash order's refund is paid by staff to the buyer's UPI ID or account, then recorded here
    // with the bank's reference; an online order's goes back through the provider.
    const cash = order.paymentMethod === 'cod';
    if (cash && !reference) {
      const message = REFUND_TO_MESSAGES.referenceRequired;
      throw new AppError('VALIDATION', message, [{ path: 'reference', message }]);
    }
    if (!cash && reference) {
      const message = REFUND_TO_MESSAGES.notCash;
      throw new AppError('VALIDATION', message, [{ path: 'reference', message }]);
    }
    const payment = await findCapturedPayment(tx, order.id);
    if (!payment) throw new AppError('CONFLICT', cash ? RETURN_MESSAGES.cashNotCollected : RETURN_MESSAGES.notPaid);
    const at = deps.now();
    const reason = `Goods returned (${ret.returnNumber})`;
    const note = await issueReturnCreditNote(tx, order, orderLines, lines, at, reason, deps.realSales);
    const paidTo =
      cash && ret.refundTo ? ` to ${describeRefundDestination(ret.refundTo, true)}, reference ${reference}` : '';
    const said = `${formatInr(amountPaise)} refunded${paidTo}, credit note ${note.number}`;
    const moved = await recordStep(
      tx,
      ret,
      'refunded',
      actorId,
      { refundPaise: amountPaise, creditNoteId: note.id, refundedAt: at, refundReference: cash ? reference! : null },
      said,
    );
    // The return's number makes the refund idempotent: a retry after a lost answer finds it made.
    if (!cash)
      await queueRefund(
        tx,
        {
          orderId: order.id,
          orderNumber: order.orderNumber,
          providerPaymentId: payment.providerPaymentId,
          amountPaise,
          receipt: ret.returnNumber,
          returnId: ret.id,
        },
        at,
      );
    const whole = before + amountPaise >= paid;
    if (whole) await markPaymentRefunded(tx, payment.id);
    // The order stays delivered; its payment status says what was given back (docs/decisions/080).
    await transitionOrder(tx, order, {
      to: 'delivered',
      set: { paymentStatus: whole ? 'refunded' : 'partially_refunded' },
      actorId,
      note: `Return ${ret.returnNumber}: ${said}`,
      action: 'order.return_refund',
    });
    await queueReturnMail(tx, deps, 'refunded', moved, order, { creditNote: note.number, creditNoteId: note.id });
    const [view] = await viewReturns(tx, order, [moved], true);
    return view!;
  });
}
