import { SHOP_NAME } from '@store/contracts/constants';
import { COD_MESSAGES } from '@store/contracts/charges';
import { formatInr, priceTotals } from '@store/contracts/money';
import type { CreateOrder } from '@store/contracts/orders';
import { AppError } from '../../lib/app-error';
import { renderMail } from '../../lib/mail/layout';
import type { MailMessage } from '../../lib/mail/mailer';
import type { AuthContext } from '../auth/auth-context';
import { limitCodeChecks, limitCodeMails } from '../auth/auth-limits';
import { consumeCode, issueCode } from '../auth/one-time-codes.service';
import { findUserById } from '../auth/users.repo';
import { quoteCode } from '../discounts/use-code';
import { codOffer, parcelGrams, shippingFee } from './charges';
import { readCodAddressHistory } from './cod.repo';
import { readCodBuyer } from './cod-standing';
import type { OrderDeps } from './order-deps';
import { createOrderWithReservation, prepareOrder, type PreparedOrder } from './place-order.service';

/*
 * Cash on delivery (docs/decisions/111). The checkout asks for it with the order as create_order
 * takes it; the order is checked and priced, and a code goes to the buyer's e-mail under the
 * sign-up code's rules. Nothing is written but the code, which carries the order asked for and
 * the total it was sent for. The code then places the order, priced and checked again, in one
 * transaction: in processing with its stock taken and its payment due on delivery.
 */

type Buyer = { userId: string; clientAddress: string | null };

/** What a cash order waiting for its code carries. */
interface PendingCodOrder {
  order: CreateOrder;
  total: number;
}

/** A cash order's figures before it is written, with the offer weighed as the checkout shows it. */
async function quoteCodOrder(deps: OrderDeps, userId: string, prepared: PreparedOrder, input: CreateOrder) {
  const { lines, rules } = prepared;
  const goods = priceTotals(
    lines.map((l) => ({ unitPaise: l.unitPricePaise, mrpPaise: l.mrpPaise, quantity: l.quantity })),
  ).total;
  const discount = input.discount_code
    ? (await quoteCode(deps.db, input.discount_code, lines, deps.now())).amountPaise
    : 0;
  const shipping = shippingFee(rules.shipping, {
    goodsPaise: goods - discount,
    zone: prepared.zone,
    grams: parcelGrams(rules.shipping, lines),
  });
  const offer = codOffer(rules.cod, {
    totalPaise: goods - discount + shipping,
    place: { pin: prepared.pin, zone: prepared.zone },
    business: input.business !== null,
    buyer: await readCodBuyer(deps.db, userId),
    address: await readCodAddressHistory(deps.db, prepared.placed.address),
  });
  const reason = offer ? offer.reason : COD_MESSAGES.off;
  if (reason) throw new AppError('BAD_REQUEST', reason, [{ path: 'payment_method', message: reason }]);
  const codFee = rules.cod.fee;
  return { total: goods - discount + shipping + codFee, shipping, codFee };
}

/** An e-mail as the checkout names it: its first letter and its domain (r•••@example.com). */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}•••@${domain}`;
}

function codCodeMail(to: string, code: string, total: number): MailMessage {
  return {
    to,
    subject: `Your ${SHOP_NAME} order code is ${code}`,
    ...renderMail({
      paragraphs: [
        `Enter this code at checkout to confirm your cash on delivery order of ${formatInr(total)}:`,
        'The code works for 10 minutes. If you did not place an order with us, ignore this e-mail: no order is made without the code.',
      ],
      code,
    }),
  };
}

/**
 * POST /cod_order: the order checked, priced and weighed against the cash on delivery rules, and
 * the code mailed (one a minute, five an hour). Answers where it went and the total it confirms.
 */
export async function requestCodOrder(
  deps: OrderDeps,
  accounts: AuthContext,
  buyer: Buyer,
  input: CreateOrder,
): Promise<{ sent_to: string; total: number; shipping: number; cod_fee: number }> {
  const user = await findUserById(deps.db, buyer.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', COD_MESSAGES.nothingPending);
  const prepared = await prepareOrder(deps, buyer.userId, input);
  const quoted = await quoteCodOrder(deps, buyer.userId, prepared, input);
  // Paced as every code mail is (a minute apart, five an hour), but apart from the account's other
  // codes: a rider who has just confirmed a sign-up can order at once.
  await limitCodeMails(accounts.limiter, `cod:${user.email.toLowerCase()}`, buyer.clientAddress ?? '');
  const pending: PendingCodOrder = { order: input, total: quoted.total };
  await issueCode(accounts, { email: user.email.toLowerCase(), purpose: 'cod', payload: pending }, (code) =>
    codCodeMail(user.email, code, quoted.total),
  );
  return { sent_to: maskEmail(user.email), total: quoted.total, shipping: quoted.shipping, cod_fee: quoted.codFee };
}

/**
 * POST /confirm_cod_order: the right code places the order it was sent for, once (a code is used
 * up by the first request that gives it). Everything is checked again as it is written; a total
 * that moved since the code was sent is refused with the new total, and nothing is made.
 */
export async function confirmCodOrder(deps: OrderDeps, accounts: AuthContext, buyer: Buyer, otp: string) {
  const user = await findUserById(deps.db, buyer.userId);
  if (!user) throw new AppError('UNAUTHENTICATED', COD_MESSAGES.nothingPending);
  const email = user.email.toLowerCase();
  await limitCodeChecks(accounts.limiter, email, buyer.clientAddress ?? '');
  const used = await consumeCode(accounts, { email, purpose: 'cod', code: otp });
  if (!used)
    throw new AppError('BAD_REQUEST', COD_MESSAGES.codeWrong, [{ path: 'otp', message: COD_MESSAGES.codeWrong }]);
  const pending = used.payload as PendingCodOrder;
  const prepared = await prepareOrder(deps, buyer.userId, pending.order);
  const order = await createOrderWithReservation(
    deps,
    buyer,
    pending.order.type,
    prepared,
    pending.order.discount_code,
    { method: 'cod', quotedTotal: pending.total },
  );
  return { _id: order.id, order_number: order.orderNumber, total: order.totalPaise };
}
