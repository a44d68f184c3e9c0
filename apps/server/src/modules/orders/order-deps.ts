import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../lib/payments/provider';

/** What the order services need: the database, the payment provider and the clock. */
export interface OrderDeps {
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
  /**
   * Real money: production with Razorpay's keys, not test payments. Such a shop issues no tax
   * document under the demo's GSTIN (invoices/issue-documents.ts, invoicesHeld).
   */
  realSales: boolean;
  /** ADMIN_EMAIL: where staff notices go unless the back office names another address. */
  adminEmail?: string | undefined;
  /** Where links in mails point; none in development. */
  publicUrl?: string | undefined;
}
