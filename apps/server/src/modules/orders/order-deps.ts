import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../lib/payments/provider';

/** What the order services need: the database, the payment provider and the clock. */
export interface OrderDeps {
  db: Db;
  payments: PaymentProvider;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where links in mails point; none in development. */
  publicUrl?: string | undefined;
}
