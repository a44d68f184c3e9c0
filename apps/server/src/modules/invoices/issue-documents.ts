import { documentNumber, financialYear } from '@store/contracts/tax';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readShopSettings } from '../india/shop-settings.repo';
import { indiaDateAfter } from '../india/delivery';
import type { OrderLineRow, OrderRow } from '../orders/orders.repo';
import { buildDocumentBody, type LineForDocument, type Seller, type TaxDocumentBody } from './invoice-body';
import {
  findDocument,
  holdInvoice,
  insertDocument,
  isInvoiceHeld,
  nextSequence,
  releaseHeldInvoice,
  type DocumentKind,
  type TaxDocumentRow,
} from './tax-documents.repo';

async function sellerOf(tx: Db): Promise<{ seller: Seller; prefix: string }> {
  const settings = await readShopSettings(tx);
  return {
    seller: {
      legalName: settings.legalName,
      gstin: settings.gstin,
      address: settings.address,
      stateCode: settings.stateCode,
      phone: settings.phone,
      email: settings.supportEmail,
      logo: settings.logoUrl,
    },
    prefix: settings.invoicePrefix,
  };
}

/** Credit notes run in their own series: the invoice prefix and C (KMHC/26-27/0001). */
const seriesPrefix = (prefix: string, kind: DocumentKind) => (kind === 'invoice' ? prefix : `${prefix}C`);

async function issue(
  tx: Db,
  order: OrderRow,
  lines: LineForDocument[],
  at: Date,
  kind: DocumentKind,
  extra: { refersTo?: TaxDocumentRow; reason?: string; mirror?: boolean } = {},
): Promise<TaxDocumentRow> {
  const { seller, prefix } = await sellerOf(tx);
  const year = financialYear(at);
  const series = seriesPrefix(prefix, kind);
  const sequence = await nextSequence(tx, series, year);
  const refersBody = extra.refersTo?.body as TaxDocumentBody | undefined;
  const heading = {
    kind,
    number: documentNumber(series, year, sequence),
    date: indiaDateAfter(at, 0),
    ...(refersBody ? { refersTo: { number: refersBody.number, date: refersBody.date } } : {}),
    ...(extra.reason ? { reason: extra.reason } : {}),
  };
  // A full reversal repeats its invoice's lines and figures as they were issued, whatever the
  // rounding rule or the seller's particulars are now: the two cancel out to the paisa.
  const body: TaxDocumentBody =
    extra.mirror && refersBody ? { ...refersBody, ...heading } : buildDocumentBody(seller, order, lines, heading);
  return insertDocument(tx, {
    kind,
    orderId: order.id,
    financialYear: year,
    sequence,
    refersTo: extra.refersTo?.id ?? null,
    body,
    issuedAt: at,
  });
}

/** The demo shop's GSTIN (migration 0007), which a shop taking real money must replace with its own. */
export const DEMO_GSTIN = '32AABCK1234M1ZT';

/**
 * Whether invoices are held: a shop taking real money (`realSales`, production with Razorpay's
 * keys) issues no tax document under the demo's GSTIN (docs/decisions/103). The order is taken;
 * its invoice waits until the shop's own GSTIN is saved (issueWaitingInvoices).
 */
export async function invoicesHeld(tx: Db, realSales: boolean): Promise<boolean> {
  return realSales && (await underDemoGstin(tx));
}

/** Whether the seller on record still has the demo's GSTIN. */
export async function underDemoGstin(tx: Db): Promise<boolean> {
  return (await readShopSettings(tx)).gstin === DEMO_GSTIN;
}

/**
 * The tax invoice of an order just paid, in the transaction that marks it paid: numbered in that
 * transaction, so a payment that commits always has its invoice and one that rolls back takes
 * no number. An order has one invoice; a repeat answers the one it has. Null while invoices are
 * held (invoicesHeld).
 */
export async function issueInvoice(
  tx: Db,
  order: OrderRow,
  lines: OrderLineRow[],
  at: Date,
  realSales: boolean,
): Promise<TaxDocumentRow | null> {
  const found = await findDocument(tx, order.id, 'invoice');
  if (found) return found;
  // An order held for real money stays held under the demo GSTIN even on a server without it
  // (test payments, a restored copy), which would otherwise issue it under the demo's number.
  if ((realSales || (await isInvoiceHeld(tx, order.id))) && (await underDemoGstin(tx))) {
    await holdInvoice(tx, order.id);
    return null;
  }
  await releaseHeldInvoice(tx, order.id);
  return issue(tx, order, lines, at, 'invoice');
}

export const HELD_MESSAGES = {
  forBuyer: 'Your tax invoice is being prepared and will be ready to download soon',
  returnRefund:
    "Save the shop's own GSTIN in Settings before refunding a return: its credit note must refer to a tax invoice",
} as const;

/**
 * The credit note that reverses a paid order's invoice in full (cancelled and refunded), in the
 * transaction that refunds it; none when the order never had an invoice, one only.
 */
export async function issueCreditNote(
  tx: Db,
  order: OrderRow,
  lines: OrderLineRow[],
  at: Date,
  reason: string,
): Promise<TaxDocumentRow | undefined> {
  const invoice = await findDocument(tx, order.id, 'invoice');
  if (!invoice) return undefined;
  return (
    (await findDocument(tx, order.id, 'credit_note')) ??
    issue(tx, order, lines, at, 'credit_note', { refersTo: invoice, reason, mirror: true })
  );
}

/**
 * The credit note of one return's refund (docs/decisions/080), in the transaction that refunds
 * it: `lines` are the returned units, each at its share of the refund, so the note's total is the
 * refund. An order may have one for each return. An order paid before invoices existed gets its
 * invoice first, for the note to refer to.
 */
export async function issueReturnCreditNote(
  tx: Db,
  order: OrderRow,
  orderLines: OrderLineRow[],
  lines: LineForDocument[],
  at: Date,
  reason: string,
  realSales: boolean,
): Promise<TaxDocumentRow> {
  const invoice = await issueInvoice(tx, order, orderLines, at, realSales);
  if (!invoice) throw new AppError('CONFLICT', HELD_MESSAGES.returnRefund);
  return issue(tx, order, lines, at, 'credit_note', { refersTo: invoice, reason });
}
