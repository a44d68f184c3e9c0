import { chargeRows } from './charges';
import { trackingPage } from '@store/contracts/carriers';
import { formatInr } from '@store/contracts/money';
import { nameWithVariant } from '@store/contracts/variants';
import type { Db } from '../../db/client';
import { renderMail, type MailBlock } from '../../lib/mail/layout';
import { findUserById } from '../auth/users.repo';
import type { TaxDocumentBody } from '../invoices/invoice-body';
import { findDocument, type TaxDocumentRow } from '../invoices/tax-documents.repo';
import { queueMail } from '../jobs/outbox';
import type { OrderDeps } from './order-deps';
import { estimatedDelivery } from './order-view';
import type { OrderLineRow, OrderRow } from './orders.repo';

/** A date as Indian buyers read it, in India's time: 'Thursday, 26 November 2026'. */
const dateIn = (d: Date) =>
  d.toLocaleDateString('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });

type MailDeps = Pick<OrderDeps, 'now' | 'publicUrl'>;

/** Calendar days a card or UPI refund takes to show, at the most (5 to 7 working days). */
const REFUND_DAYS = 9;

/** Queues a mail to the order's buyer in `tx`, the transaction that moves the order (docs/decisions/059). */
async function queueToBuyer(
  tx: Db,
  deps: MailDeps,
  order: OrderRow,
  subject: string,
  paragraphs: MailBlock[],
  attach?: TaxDocumentRow,
) {
  const buyer = await findUserById(tx, order.userId);
  if (!buyer?.email) return;
  await queueMail(
    tx,
    { to: buyer.email, subject, ...renderMail({ paragraphs }) },
    deps.now(),
    attach ? { attachTaxDocument: attach.id } : {},
  );
}

const orderLink = (deps: MailDeps, order: OrderRow, label: string, query = ''): MailBlock[] =>
  deps.publicUrl ? [{ link: { label, url: `${deps.publicUrl}/orderDetails/${order.id}${query}` } }] : [];

const addressText = (a: OrderRow['address']) =>
  [a.name, a.address, a.locality, a.landMark, `${a.town}, ${a.state} ${a.pinCode}`, `Mobile ${a.phone}`]
    .filter(Boolean)
    .join(', ');

/** The GST in the total, as the invoice splits it. */
function taxRows(invoice: TaxDocumentRow | undefined): { label: string; value: string }[] {
  const body = invoice?.body as TaxDocumentBody | undefined;
  if (!body) return [];
  const t = body.totals;
  return body.intraState
    ? [
        { label: 'Taxable value', value: formatInr(t.taxablePaise) },
        { label: 'CGST', value: formatInr(t.cgstPaise) },
        { label: 'SGST', value: formatInr(t.sgstPaise) },
      ]
    : [
        { label: 'Taxable value', value: formatInr(t.taxablePaise) },
        { label: 'IGST', value: formatInr(t.igstPaise) },
      ];
}

/**
 * The order confirmation, queued with the payment that moves the order to processing: what was
 * bought, where it goes, the total with its GST, when it should arrive, and links to the order
 * and its tax invoice.
 */
export async function queueOrderConfirmation(
  tx: Db,
  deps: MailDeps,
  order: OrderRow,
  { lines, invoice }: { lines: OrderLineRow[]; invoice?: TaxDocumentRow },
): Promise<void> {
  const eta = estimatedDelivery({ ...order, paidAt: order.paidAt ?? deps.now() })!;
  const subject = `Your order ${order.orderNumber} is confirmed`;
  const cod = order.paymentMethod === 'cod';
  await queueToBuyer(
    tx,
    deps,
    order,
    subject,
    [
      cod
        ? `Thank you, ${order.address.name}. Your order ${order.orderNumber} is confirmed: please keep ${formatInr(order.totalPaise)} in cash (or pay the courier by UPI) when it arrives.`
        : `Thank you, ${order.address.name}. We have received your payment of ${formatInr(order.totalPaise)} for order ${order.orderNumber}.`,
      {
        rows: [
          ...lines.map((l) => ({
            label: `${l.quantity} × ${nameWithVariant(l.name, l.variantName)} at ${formatInr(l.unitPricePaise)}`,
            value: formatInr(l.lineTotalPaise),
          })),
          ...chargeRows(order),
          ...taxRows(invoice),
          {
            label: cod ? 'To pay on delivery (GST included)' : 'Total paid (GST included)',
            value: formatInr(order.totalPaise),
            strong: true,
          },
        ],
      },
      `Delivering to: ${addressText(order.address)}.`,
      `Expected delivery: ${dateIn(eta)}.`,
      ...(invoice ? [`Tax invoice ${invoice.number} is attached, and you can download it from your order.`] : []),
      ...orderLink(deps, order, 'View your order'),
      ...(invoice ? orderLink(deps, order, 'Download the tax invoice', '?invoice=download') : []),
    ],
    invoice,
  );
}

/** Tells the shopper the order is on its way, with the tracking number; queued with the move to shipped. */
export async function queueShippedMail(
  tx: Db,
  deps: MailDeps,
  order: OrderRow,
  invoice?: TaxDocumentRow,
): Promise<void> {
  const url = trackingPage(order.carrier, order.trackingNumber, order.trackingUrl);
  const eta = estimatedDelivery(order);
  const cashDue = order.paymentMethod === 'cod' && order.paymentStatus === 'created';
  await queueToBuyer(
    tx,
    deps,
    order,
    `Your order ${order.orderNumber} has shipped`,
    [
      `Good news, ${order.address.name}: your order ${order.orderNumber} is on its way.`,
      {
        rows: [
          { label: 'Carrier', value: order.carrier ?? '' },
          { label: 'Tracking number', value: order.trackingNumber ?? '' },
          ...(eta ? [{ label: 'Expected delivery', value: dateIn(eta) }] : []),
          ...(cashDue ? [{ label: 'To pay on delivery', value: formatInr(order.totalPaise), strong: true }] : []),
        ],
      },
      ...(cashDue
        ? [`Please keep ${formatInr(order.totalPaise)} ready in cash, or pay the courier by UPI, when it arrives.`]
        : []),
      ...(invoice ? [`Tax invoice ${invoice.number} is attached.`] : []),
      ...(url ? [{ link: { label: 'Track your parcel', url } }] : []),
      ...orderLink(deps, order, 'View your order'),
    ],
    invoice,
  );
}

/** Tells the shopper the order has arrived and invites a review; queued with the move to delivered. */
export async function queueDeliveredMail(tx: Db, deps: MailDeps, order: OrderRow): Promise<void> {
  const on = order.deliveredAt ?? deps.now();
  await queueToBuyer(tx, deps, order, `Your order ${order.orderNumber} has been delivered`, [
    `Your order ${order.orderNumber} was delivered on ${dateIn(on)}. Ride safe, ${order.address.name}.`,
    'Tell other riders how it fits and wears: add a review with photos from My Orders.',
    ...orderLink(deps, order, 'Review what you bought'),
  ]);
}

/**
 * Tells the shopper the order is cancelled (by the shop, or as they asked), and what happens to
 * the money; queued with the move to cancelled. The staff's reason is an internal note and stays
 * out of the mail.
 */
export async function queueCancelledMail(tx: Db, deps: MailDeps, order: OrderRow, byBuyer = false): Promise<void> {
  const refunded = order.paymentStatus === 'refunded';
  // Banks show a refund within 5 to 7 working days: about nine calendar days at the most.
  const reaches = new Date(deps.now().getTime() + REFUND_DAYS * 86_400_000);
  // A refund's credit note, or a cash order's refused after its invoice was issued.
  const creditNote = (await findDocument(tx, order.id, 'credit_note')) ?? undefined;
  await queueToBuyer(
    tx,
    deps,
    order,
    `Your order ${order.orderNumber} has been cancelled`,
    [
      byBuyer
        ? `As you asked, ${order.address.name}, your order ${order.orderNumber} has been cancelled.`
        : `We are sorry, ${order.address.name}: your order ${order.orderNumber} has been cancelled.`,
      ...(refunded
        ? [
            {
              rows: [
                { label: 'Refunded to the way you paid', value: formatInr(order.totalPaise), strong: true },
                { label: 'Should reach your account by', value: dateIn(reaches) },
                ...(creditNote ? [{ label: 'Credit note', value: creditNote.number }] : []),
              ],
            },
            'Banks usually show a refund within 5 to 7 working days. If it has not arrived by then, reply to this mail with your order number.',
            ...(creditNote ? [`Credit note ${creditNote.number} is attached.`] : []),
          ]
        : [
            order.paymentMethod === 'cod'
              ? 'It was to be paid on delivery: you owe nothing for it.'
              : 'No payment was taken for it.',
            ...(creditNote ? [`Credit note ${creditNote.number}, which cancels its tax invoice, is attached.`] : []),
          ]),
      ...orderLink(deps, order, 'See the order'),
    ],
    creditNote,
  );
}
