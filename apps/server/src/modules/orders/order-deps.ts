import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mail/mailer';
import type { PaymentProvider } from '../../lib/payments/provider';

/** What the order services need: the database, the payment provider, the mailer and the clock. */
export interface OrderDeps {
  db: Db;
  payments: PaymentProvider;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where links in mails point; none in development. */
  publicUrl?: string | undefined;
}
