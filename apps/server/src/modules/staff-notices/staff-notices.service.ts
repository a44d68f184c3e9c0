import { chargeRows } from '../orders/charges';
import { formatInr } from '@store/contracts/money';
import type { StaffNoticeKind, StaffNotices, StaffNoticesInput } from '@store/contracts/staff-notices';
import { nameWithVariant } from '@store/contracts/variants';
import type { Db } from '../../db/client';
import { renderMail, type MailBlock } from '../../lib/mail/layout';
import { recordAudit } from '../audit/audit.repo';
import { findStockOf } from '../catalog/stock.repo';
import { readShopSettings, writeNoticeSettings } from '../india/shop-settings.repo';
import { countFailedMails } from '../jobs/jobs.repo';
import { queueMail } from '../jobs/outbox';
import type { OrderLineRow, OrderRow } from '../orders/orders.repo';
import { claimLowStockNotices } from './low-stock.repo';

/** What a notice needs besides the database: the clock, where links point, and ADMIN_EMAIL. */
export interface NoticeDeps {
  now: () => Date;
  publicUrl?: string | undefined;
  adminEmail?: string | undefined;
}

/** Every 30 minutes at most one notice of the mails that failed in that time. */
export const FAILED_MAIL_NOTICE_EVERY_MS = 30 * 60_000;

export async function getStaffNotices(db: Db, adminEmail: string | undefined): Promise<StaffNotices> {
  const row = await readShopSettings(db);
  return {
    notice_email: row.noticeEmail ?? '',
    admin_email: adminEmail ?? null,
    kinds: {
      paid_order: row.notices.paid_order !== false,
      return_requested: row.notices.return_requested !== false,
      low_stock: row.notices.low_stock !== false,
      failed_mail: row.notices.failed_mail !== false,
      parcel_trouble: row.notices.parcel_trouble !== false,
    },
    low_stock_level: row.lowStockLevel,
  };
}

/** Saves where notices go and which are sent, with its audit entry, in one transaction. */
export async function saveStaffNotices(
  db: Db,
  actorId: string,
  input: StaffNoticesInput,
  adminEmail: string | undefined,
): Promise<StaffNotices> {
  return db.transaction(async (tx) => {
    const before = await getStaffNotices(tx, adminEmail);
    await writeNoticeSettings(tx, {
      noticeEmail: input.notice_email === '' ? null : input.notice_email,
      notices: input.kinds,
      lowStockLevel: input.low_stock_level,
    });
    const after = await getStaffNotices(tx, adminEmail);
    await recordAudit(tx, {
      actorId,
      action: 'staff_notices.update',
      entity: 'shop_settings',
      entityId: '1',
      before,
      after,
    });
    return after;
  });
}

/**
 * Queues a notice of `kind` to the shop's notice address in `tx`, the transaction of the change
 * it tells of: sent only if that commits. Nothing when that kind is turned off or there is no
 * address (no notice address and no ADMIN_EMAIL).
 */
async function queueNotice(tx: Db, deps: NoticeDeps, kind: StaffNoticeKind, subject: string, paragraphs: MailBlock[]) {
  const notices = await getStaffNotices(tx, deps.adminEmail);
  const to = notices.notice_email || notices.admin_email;
  if (!notices.kinds[kind] || !to) return;
  await queueMail(tx, { to, subject, ...renderMail({ paragraphs }) }, deps.now(), { staff: true });
}

const adminLink = (deps: NoticeDeps, label: string, path: string): MailBlock[] =>
  deps.publicUrl ? [{ link: { label, url: `${deps.publicUrl}${path}` } }] : [];

/** A new paid order: what was bought, by whom, to where. */
export async function noticePaidOrder(tx: Db, deps: NoticeDeps, order: OrderRow, lines: OrderLineRow[]) {
  const a = order.address;
  await queueNotice(tx, deps, 'paid_order', `New order #${order.orderNumber}: ${formatInr(order.totalPaise)}`, [
    order.paymentMethod === 'cod'
      ? `${a.name} confirmed order #${order.orderNumber} for ${formatInr(order.totalPaise)}, to be paid in cash on delivery in ${a.town}, ${a.state} ${a.pinCode}.`
      : `${a.name} paid ${formatInr(order.totalPaise)} for order #${order.orderNumber}, to go to ${a.town}, ${a.state} ${a.pinCode}.`,
    {
      rows: [
        ...lines.map((l) => ({
          label: `${nameWithVariant(l.name, l.variantName)} × ${l.quantity}`,
          value: formatInr(l.lineTotalPaise),
        })),
        ...chargeRows(order),
        { label: 'Total', value: formatInr(order.totalPaise), strong: true },
      ],
    },
    ...adminLink(deps, 'Open the order', `/admin/orders/${order.id}`),
  ]);
}

/** A buyer asked to return something. */
export async function noticeReturnRequested(
  tx: Db,
  deps: NoticeDeps,
  ret: { returnNumber: string; reason: string },
  order: OrderRow,
) {
  await queueNotice(
    tx,
    deps,
    'return_requested',
    `Return ${ret.returnNumber} requested for order #${order.orderNumber}`,
    [
      `${order.address.name} asked to return part of order #${order.orderNumber}.`,
      `Reason given: ${ret.reason}`,
      ...adminLink(deps, 'Review the return', '/admin/returns'),
    ],
  );
}

/**
 * After a sale took `sold` (quantities by option): a notice listing the options it left at or
 * below their low-stock level (the product's own, or the shop's), each once until it is seen above
 * it again or a sale takes it below anew.
 */
export async function noticeLowStock(tx: Db, deps: NoticeDeps, sold: Map<string, number>) {
  if (sold.size === 0) return;
  const { lowStockLevel: shopLevel } = await readShopSettings(tx);
  const options = await findStockOf(tx, [...sold.keys()], shopLevel);
  const atLevel = options.filter((o) => o.stock <= o.level);
  const claimed = await claimLowStockNotices(
    tx,
    atLevel.map((o) => o.variant_id),
    atLevel.filter((o) => o.stock + (sold.get(o.variant_id) ?? 0) > o.level).map((o) => o.variant_id),
    options.filter((o) => o.stock > o.level).map((o) => o.variant_id),
  );
  const low = atLevel.filter((o) => claimed.has(o.variant_id));
  if (low.length === 0) return;
  const subject =
    low.length === 1
      ? `Low stock: ${nameWithVariant(low[0]!.product_name, low[0]!.variant_name)}`
      : `Low stock: ${low.length} options`;
  await queueNotice(tx, deps, 'low_stock', subject, [
    `A sale left ${low.length === 1 ? 'this option' : 'these options'} at or below ${low.length === 1 ? 'its' : 'their'} low-stock level.`,
    {
      rows: low.map((o) => ({
        label: `${nameWithVariant(o.product_name, o.variant_name)} (${o.sku})`,
        value: `${o.stock} left (level ${o.level})`,
      })),
    },
    ...adminLink(deps, 'See low stock', '/admin/products?stock=low'),
  ]);
}

/** The scheduled notice of mails to customers that failed for good in the last period. */
export async function noticeFailedMails(db: Db, deps: NoticeDeps): Promise<{ result: string; done: number }> {
  const to = deps.now();
  const failed = await countFailedMails(db, new Date(to.getTime() - FAILED_MAIL_NOTICE_EVERY_MS), to);
  if (failed === 0) return { result: 'no mail failed', done: 0 };
  await db.transaction((tx) =>
    queueNotice(tx, deps, 'failed_mail', `${failed} mail${failed === 1 ? '' : 's'} to customers could not be sent`, [
      `${failed} mail${failed === 1 ? '' : 's'} failed after every retry in the last 30 minutes: a customer may be missing a code or an order update.`,
      ...adminLink(deps, 'See failed mails', '/admin/outbox?status=failed'),
    ]),
  );
  return { result: `${failed} failed mails noticed`, done: 1 };
}

/**
 * A parcel booked here that the courier could not deliver, is sending back or brought back,
 * cancelled or lost, or delivered or brought back after its order was cancelled: once per parcel
 * and kind of trouble, with the order's link. `outcome` says what the store did about it.
 */
export async function noticeParcelTrouble(
  tx: Db,
  deps: NoticeDeps,
  order: OrderRow,
  parcel: {
    awb: string;
    courier: string;
    label: string;
    outcome: 'trouble' | 'back-cash' | 'back-paid' | 'late' | 'not-called-off';
  },
) {
  const a = order.address;
  const what: Record<typeof parcel.outcome, string> = {
    trouble: 'Call the buyer or the courier if it needs a person.',
    'back-cash':
      'The order is cancelled and its stock is back on sale; the cash was never collected, and the buyer is counted as having refused a delivery.',
    'back-paid': 'The order is cancelled, its stock is back on sale, and the buyer is being refunded in full.',
    late: `The order is ${order.status}, so the store changed nothing: check whether the buyer has both the goods and a refund.`,
    'not-called-off': 'A courier may still come for it: cancel the pickup in Shiprocket’s panel.',
  };
  await queueNotice(tx, deps, 'parcel_trouble', `Order #${order.orderNumber}: ${parcel.label}`, [
    `${parcel.courier} says of the parcel for order #${order.orderNumber} (waybill ${parcel.awb}), to ${a.name} in ${a.town}, ${a.state} ${a.pinCode}: ${parcel.label}.`,
    what[parcel.outcome],
    ...adminLink(deps, 'Open the order', `/admin/orders/${order.id}`),
  ]);
}
