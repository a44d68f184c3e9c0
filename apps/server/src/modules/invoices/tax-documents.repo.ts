import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../db/client';
import { heldInvoices, taxDocuments } from '../../db/schema/shop';
import type { TaxDocumentBody } from './invoice-body';

export type DocumentKind = 'invoice' | 'credit_note';
export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

const lastRow = z.object({ last: z.number().int() });

/**
 * The next number of a series for a financial year. The upsert locks the series' row until the
 * transaction ends: concurrent payments take their numbers one after another, and a transaction
 * that rolls back gives its number back with it, so the series has no gap and no duplicate.
 */
export async function nextSequence(tx: Db, series: string, financialYear: string): Promise<number> {
  const [row] = await queryRows(
    tx,
    lastRow,
    sql`INSERT INTO document_series (series, financial_year, last) VALUES (${series}, ${financialYear}, 1)
        ON CONFLICT (series, financial_year) DO UPDATE SET last = document_series.last + 1
        RETURNING last`,
  );
  return row!.last;
}

export async function insertDocument(
  tx: Db,
  values: {
    kind: DocumentKind;
    orderId: string;
    financialYear: string;
    sequence: number;
    refersTo: string | null;
    body: TaxDocumentBody;
    issuedAt: Date;
  },
): Promise<TaxDocumentRow> {
  const [row] = await tx
    .insert(taxDocuments)
    .values({ ...values, number: values.body.number, totalPaise: values.body.totals.totalPaise })
    .returning();
  return row!;
}

/** An order's documents, the invoice first. */
export async function listDocumentsOf(db: Db, orderId: string): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(sql`${taxDocuments.kind} = 'invoice' DESC`, asc(taxDocuments.issuedAt), asc(taxDocuments.sequence));
}

export async function findDocument(db: Db, orderId: string, kind: DocumentKind): Promise<TaxDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)))
    .orderBy(asc(taxDocuments.sequence))
    .limit(1);
  return row;
}

/** One document by its id, for a return's credit note; undefined when unknown. */
export async function findDocumentById(db: Db, id: string): Promise<TaxDocumentRow | undefined> {
  const [row] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id));
  return row;
}

/** Notes that the order's invoice is held (docs/decisions/103); once only. */
export async function holdInvoice(db: Db, orderId: string): Promise<void> {
  await db.insert(heldInvoices).values({ orderId }).onConflictDoNothing();
}

export async function isInvoiceHeld(db: Db, orderId: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: heldInvoices.orderId })
    .from(heldInvoices)
    .where(eq(heldInvoices.orderId, orderId));
  return row !== undefined;
}

/** The order's invoice is no longer held: issued, or not to be (refunded in full first). */
export async function releaseHeldInvoice(db: Db, orderId: string): Promise<void> {
  await db.delete(heldInvoices).where(eq(heldInvoices.orderId, orderId));
}

/** The orders whose invoice is held, the longest held first. */
export async function listHeldInvoices(db: Db): Promise<string[]> {
  const rows = await db
    .select({ orderId: heldInvoices.orderId })
    .from(heldInvoices)
    .orderBy(asc(heldInvoices.heldAt), asc(heldInvoices.orderId));
  return rows.map((r) => r.orderId);
}

export async function countHeldInvoices(db: Db): Promise<number> {
  const [row] = await queryRows(
    db,
    z.object({ n: z.number().int() }),
    sql`SELECT count(*)::int AS n FROM held_invoices`,
  );
  return row?.n ?? 0;
}
