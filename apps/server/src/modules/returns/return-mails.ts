import { formatInr } from '@store/contracts/money';
import { describeRefundDestination } from '@store/contracts/returns';
import type { Db } from '../../db/client';
import { renderMail, type MailBlock } from '../../lib/mail/layout';
import { findUserById } from '../auth/users.repo';
import { queueMail } from '../jobs/outbox';
import type { OrderDeps } from '../orders/order-deps';
import type { OrderRow } from '../orders/orders.repo';
import type { ReturnRow } from './returns.repo';

type MailDeps = Pick<OrderDeps, 'now' | 'publicUrl'>;

/** What each step of a return tells the buyer: the subject's words and what follows the greeting. */
export type ReturnMailStep = 'requested' | 'approved' | 'pickup' | 'rejected' | 'received' | 'refunded';

/** What a step's mail says besides the return: its credit note, or the courier booked to collect it. */
type MailExtra = {
  creditNote?: string;
  creditNoteId?: string;
  pickup?: { courier: string; awb: string; when: string | null };
};

function stepText(step: ReturnMailStep, ret: ReturnRow, order: OrderRow, extra: MailExtra): MailBlock[] {
  const note = ret.staffNote ? [`Our note: ${ret.staffNote}`] : [];
  switch (step) {
    case 'requested':
      return [
        `We have your request ${ret.returnNumber} to return items from order ${order.orderNumber}. We will look at it and write to you within two working days.`,
        `Your reason: ${ret.reason}`,
      ];
    case 'approved':
      return [
        `Your return ${ret.returnNumber} is approved. Please pack the items with their tags and send the parcel to the shop; we refund once it reaches us.`,
        ...note,
      ];
    case 'pickup': {
      const pickup = extra.pickup!;
      // Shiprocket writes the day as 'YYYY-MM-DD HH:mm:ss'; 'requested' when it named none.
      const day = pickup.when && /^\d{4}-\d{2}-\d{2}/.test(pickup.when) ? pickup.when.slice(0, 10) : null;
      return [
        `A courier will collect your return ${ret.returnNumber} from the address on order ${order.orderNumber}; you do not need to send it yourself.`,
        {
          rows: [
            { label: 'Courier', value: pickup.courier },
            { label: 'Waybill', value: pickup.awb },
            ...(day ? [{ label: 'Collection from', value: day }] : []),
          ],
        },
        'Please pack the items with their tags in a closed parcel and keep it ready. The courier brings the label; we refund once the parcel reaches us and we have checked it.',
      ];
    }
    case 'rejected':
      return [`We are sorry: we cannot accept return ${ret.returnNumber} for order ${order.orderNumber}.`, ...note];
    case 'received':
      return [`Your parcel for return ${ret.returnNumber} has reached us. We will refund you shortly.`];
    case 'refunded':
      return [
        {
          rows: [
            // A cash order's refund was paid by the shop to the account the buyer gave.
            ret.refundTo
              ? {
                  label: `Paid to your ${describeRefundDestination(ret.refundTo, true)}`,
                  value: formatInr(ret.refundPaise ?? 0),
                  strong: true,
                }
              : { label: 'Refunded to the way you paid', value: formatInr(ret.refundPaise ?? 0), strong: true },
            ...(ret.refundReference ? [{ label: 'Bank reference', value: ret.refundReference }] : []),
            ...(extra.creditNote ? [{ label: 'Credit note', value: extra.creditNote }] : []),
          ],
        },
        'Banks usually show a refund within 5 to 7 working days. If it has not arrived by then, reply to this mail with your return number.',
      ];
  }
}

const SUBJECTS: Record<ReturnMailStep, string> = {
  requested: 'We have your return request',
  approved: 'Your return is approved',
  pickup: 'A courier will collect your return',
  rejected: 'Your return request',
  received: 'We have received your return',
  refunded: 'Your refund is on its way',
};

/**
 * Tells the buyer of a step of their return, queued in `tx`, the transaction that takes the step
 * (docs/decisions/059): the mail leaves only if the step commits.
 */
export async function queueReturnMail(
  tx: Db,
  deps: MailDeps,
  step: ReturnMailStep,
  ret: ReturnRow,
  order: OrderRow,
  extra: MailExtra = {},
): Promise<void> {
  const buyer = await findUserById(tx, order.userId);
  if (!buyer?.email) return;
  const paragraphs: MailBlock[] = [
    `Hello ${order.address.name},`,
    ...stepText(step, ret, order, extra),
    ...(deps.publicUrl
      ? [{ link: { label: 'See your return', url: `${deps.publicUrl}/orderDetails/${order.id}#returns` } }]
      : []),
  ];
  await queueMail(
    tx,
    {
      to: buyer.email,
      subject: `${SUBJECTS[step]} (${ret.returnNumber}, order ${order.orderNumber})`,
      ...renderMail({ paragraphs }),
    },
    deps.now(),
    // The credit note of a refund goes with its mail (issue 39).
    extra.creditNoteId ? { attachTaxDocument: extra.creditNoteId } : {},
  );
}
