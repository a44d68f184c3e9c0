import { invoiceIssued } from '../orders/order-view';
import { buffer } from 'node:stream/consumers';
import { ORDER_MESSAGES } from '@store/contracts/orders';
import { LOGO_URL } from '@store/contracts/shop-settings';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage/storage';
import { loadSharp } from '../uploads/check-image';
import { findOrder, listLines, type OrderRow } from '../orders/orders.repo';
import type { TaxDocumentBody } from './invoice-body';
import { renderTaxDocumentPdf } from './invoice-pdf';
import { HELD_MESSAGES, issueInvoice } from './issue-documents';
import { findDocument, findDocumentById, type DocumentKind, type TaxDocumentRow } from './tax-documents.repo';

export type { TaxDocumentRow };

export const INVOICE_MESSAGES = {
  notYet: 'The tax invoice is issued when the order is paid',
  refundedBefore: 'This order was refunded before tax invoices were issued, so it has none',
  noCreditNote: 'This order has no credit note',
} as const;

/**
 * A sale that did not stand: refunded in full, or a cash order cancelled (refused at the door)
 * without its cash. A late invoice for it would charge tax on nothing sold.
 */
const saleUndone = (order: Pick<OrderRow, 'paymentStatus' | 'status'>) =>
  order.paymentStatus === 'refunded' || order.status === 'cancelled';

/**
 * An order's tax invoice or credit note; `ownerId` limits it to the buyer's own orders (anyone
 * else's id is the same 404 as an unknown one). A paid order from before invoices existed gets
 * its invoice now, numbered in today's series.
 */
export async function findTaxDocument(
  db: Db,
  orderId: string,
  kind: DocumentKind,
  ownerId: string | null,
  now: Date,
  realSales: boolean,
): Promise<TaxDocumentRow> {
  const order = await findOrder(db, { id: orderId });
  if (!order || (ownerId !== null && order.userId !== ownerId)) {
    throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  }
  if (!invoiceIssued(order)) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.notYet);
  const found = await findDocument(db, order.id, kind);
  if (found) return found;
  if (kind === 'credit_note') throw new AppError('NOT_FOUND', INVOICE_MESSAGES.noCreditNote);
  // A late invoice for money already given back would charge tax on a sale that did not stand.
  if (saleUndone(order)) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.refundedBefore);
  const issued = await db.transaction(async (tx) => {
    const locked = (await findOrder(tx, { id: orderId }, true))!;
    // Checked again under the lock: a cancel that committed since must not get an invoice.
    if (saleUndone(locked)) throw new AppError('NOT_FOUND', INVOICE_MESSAGES.refundedBefore);
    return issueInvoice(tx, locked, await listLines(tx, [locked.id]), now, realSales);
  });
  if (!issued) throw new AppError('NOT_FOUND', HELD_MESSAGES.forBuyer);
  return issued;
}

/**
 * A document as a mail's attachment: the same PDF, byte for byte, as its download; undefined when
 * it is not there (a restored shop without it).
 */
export async function taxDocumentAttachment(
  db: Db,
  storage: Storage,
  id: string,
): Promise<{ filename: string; content: Buffer; contentType: string } | undefined> {
  const document = await findDocumentById(db, id);
  if (!document) return undefined;
  const { pdf, fileName } = await taxDocumentPdf(document, storage);
  return { filename: fileName, content: pdf, contentType: 'application/pdf' };
}

/** The document as a PDF, with the file name the browser saves it under. */
export async function taxDocumentPdf(
  document: TaxDocumentRow,
  storage: Storage,
): Promise<{ pdf: Buffer; fileName: string }> {
  const body = document.body as TaxDocumentBody;
  const label = body.kind === 'invoice' ? 'Invoice' : 'Credit-note';
  const logo = await logoOf(storage, body.supplier.logo);
  return { pdf: await renderTaxDocumentPdf(body, logo), fileName: `${label}-${body.number.replaceAll('/', '-')}.pdf` };
}

/**
 * The logo the document froze, as PNG (pdfkit reads no WebP), at most 160 pixels high: some 2 cm
 * printed. None when the document has none or its file is gone; a storage that cannot be reached
 * fails the drawing, to be tried again, rather than drawing the document without it.
 */
async function logoOf(storage: Storage, url: string | undefined): Promise<Buffer | undefined> {
  if (!url || !LOGO_URL.test(url)) return undefined;
  const file = await storage.get(url.slice('/media/'.length));
  if (!file) return undefined;
  const sharp = await loadSharp();
  return sharp(await buffer(file.body))
    .resize({ height: 160, withoutEnlargement: true })
    .png()
    .toBuffer();
}
