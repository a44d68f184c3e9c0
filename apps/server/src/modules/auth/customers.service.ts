import { forgetRefusalsOf } from '../orders/orders.repo';
import {
  ADMIN_MESSAGES,
  type AdminCustomerDetail,
  type AdminCustomerSummary,
  type AdminPageQuery,
} from '@store/contracts/admin';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { containsPattern } from '../admin/paging';
import { recordAudit } from '../audit/audit.repo';
import { listOrderSummaries } from '../orders/order-detail.service';
import { buyerIdsWithPhone, summarizeBuyers } from '../orders/purchases.repo';
import { findContactPhones, listAddressBook, userIdsWithPhone } from '../profile/address-book.repo';
import {
  findCustomerAccount,
  listCustomerAccounts,
  lockAccount,
  setAccountBlocked,
  setCodStanding,
  type CustomerAccount,
} from './customers.repo';

export interface CustomerSearch extends AdminPageQuery {
  q?: string | undefined;
  status: 'all' | 'active' | 'blocked';
}

/**
 * The summaries of these accounts: the phone of their default (else newest) saved address, else
 * of their latest order; their paid orders, spend and last order.
 */
async function summarize(db: Db, accounts: CustomerAccount[]): Promise<AdminCustomerSummary[]> {
  const ids = accounts.map((a) => a.id);
  const [phones, buyers] = await Promise.all([findContactPhones(db, ids), summarizeBuyers(db, ids)]);
  return accounts.map((a) => {
    const bought = buyers.get(a.id);
    return {
      id: a.id,
      name: a.name,
      email: a.email,
      phone: phones.get(a.id) ?? bought?.lastPhone ?? null,
      status: a.status,
      createdAt: a.created_at.toISOString(),
      orderCount: bought?.orderCount ?? 0,
      totalSpentPaise: bought?.totalSpentPaise ?? 0,
      lastOrderAt: bought?.lastOrderAt.toISOString() ?? null,
    };
  });
}

/**
 * One page of customers (not staff), newest first, with their orders and spend. The search text
 * matches name or e-mail, and with four or more digits a saved phone or a phone shipped to.
 */
export async function listCustomers(
  db: Db,
  s: CustomerSearch,
): Promise<{ items: AdminCustomerSummary[]; total: number }> {
  const digits = s.q?.replace(/\D/g, '') ?? '';
  const phone = digits.length >= 4 ? containsPattern(digits) : null;
  const { found, total } = await listCustomerAccounts(db, {
    page: s.page,
    pageSize: s.pageSize,
    status: s.status,
    pattern: s.q ? containsPattern(s.q) : undefined,
    alsoIn: phone ? [userIdsWithPhone(phone), buyerIdsWithPhone(phone)] : [],
  });
  return { items: await summarize(db, found), total };
}

/** One customer with saved addresses and latest orders; 404 for unknown ids and staff. */
export async function getCustomer(db: Db, id: string): Promise<AdminCustomerDetail> {
  const account = await findCustomerAccount(db, id);
  if (!account) throw notFound('Customer');
  const [[summary], addresses, orders] = await Promise.all([
    summarize(db, [account]),
    listAddressBook(db, id),
    listOrderSummaries(db, { userId: id, status: 'all', page: 1, pageSize: 100 }),
  ]);
  return {
    ...summary!,
    signsInWithGoogle: account.google_sub !== null,
    cod: { refusedDeliveries: account.refused_deliveries, blocked: account.cod_blocked },
    addresses,
    orders: orders.items,
  };
}

/**
 * Staff reset a customer's refused deliveries (cash on delivery is offered again) or block or
 * allow cash on delivery for them, with the audit entry (docs/decisions/111).
 */
export async function setCustomerCod(
  db: Db,
  actorId: string,
  id: string,
  change: { reset_refusals?: boolean | undefined; blocked?: boolean | undefined },
): Promise<{ refusedDeliveries: number; blocked: boolean }> {
  return db.transaction(async (tx) => {
    const user = await lockAccount(tx, id);
    if (!user || user.role !== 'customer') throw notFound('Customer');
    const after = await setCodStanding(tx, id, { resetRefusals: change.reset_refusals, blocked: change.blocked });
    if (change.reset_refusals) await forgetRefusalsOf(tx, id);
    await recordAudit(tx, {
      actorId,
      action: 'customer.cod',
      entity: 'customer',
      entityId: id,
      before: { refusedDeliveries: user.refusedDeliveries, blocked: user.codBlocked },
      after,
    });
    return after;
  });
}

/**
 * Blocks a customer: log-in is refused from now on, and bumping the token version ends every
 * session they have at once (each call checks it). Unblocking lets them sign in again; old
 * sessions stay ended. Staff accounts cannot be blocked here.
 */
export async function setCustomerBlocked(
  db: Db,
  actorId: string,
  id: string,
  blocked: boolean,
): Promise<AdminCustomerDetail> {
  await db.transaction(async (tx) => {
    const user = await lockAccount(tx, id);
    if (!user) throw notFound('Customer');
    if (user.role !== 'customer') throw new AppError('CONFLICT', ADMIN_MESSAGES.blockAdmin);
    await setAccountBlocked(tx, id, blocked);
    await recordAudit(tx, {
      actorId,
      action: blocked ? 'customer.block' : 'customer.unblock',
      entity: 'customer',
      entityId: id,
      before: { status: user.status },
      after: { status: blocked ? 'blocked' : 'active' },
    });
  });
  return getCustomer(db, id);
}
