import type { Storage } from '../../lib/storage/storage';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { withShopFooter } from '../../lib/mail/layout';
import type { Mailer } from '../../lib/mail/mailer';
import type { PaymentProvider } from '../../lib/payments/provider';
import { readShopSettings } from '../india/shop-settings.repo';
import { taxDocumentAttachment } from '../invoices/invoices.service';
import { addressLines } from '../shop-details/shop-details.service';
import { PASSWORD_RESET_JOB, runPasswordResetJob } from '../auth/password-reset.service';
import { expireReservations } from '../orders/expire-reservations.service';
import { REFUND_JOB, runRefundJob } from '../orders/refunds.service';
import { setReturnRefundId } from '../returns/returns.repo';
import { FAILED_MAIL_NOTICE_EVERY_MS, noticeFailedMails } from '../staff-notices/staff-notices.service';
import { runStockAlertsJob, STOCK_ALERTS_JOB } from '../stock-alerts/notify-restock.service';
import { deleteEndedAlerts } from '../stock-alerts/stock-alerts.repo';
import { PermanentJobError, startJobWorker, type JobHandler, type JobWorker } from './job-worker';
import { deleteSettledJobs } from './jobs.repo';
import { mailPayload, sentMailPayload } from './outbox';
import { startSchedules, type ScheduledTask } from './schedule';

/** Sent mails stay listed in the back office this long. */
const KEEP_DONE_JOBS_MS = 7 * 24 * 60 * 60_000;
/** Failed mails stay this long, for staff to see and retry; failed refunds stay until retried. */
const KEEP_FAILED_JOBS_MS = 30 * 24 * 60 * 60_000;

export interface BackgroundSettings {
  JOB_POLL_MS: number;
  JOB_RETRY_BASE_MS: number;
  /** Signs the reset codes the password-reset job issues. */
  JWT_SECRET: string;
  /** Where staff notices go unless the back office names another address. */
  ADMIN_EMAIL?: string | undefined;
}

export interface Background {
  jobs: JobWorker;
  /** Runs one periodic task now, on this server, whatever its period (tests; staff asking for news). */
  runTask(name: string): Promise<{ result: string; done: number }>;
  stop(): Promise<void>;
}

/**
 * Everything a server does besides answering requests, safe to run on every server at once
 * (docs/decisions/059): the outbox worker, which delivers queued mails and makes queued refunds, and the periodic tasks,
 * each of which runs on one server per period.
 */
export async function startBackground(deps: {
  database: Database;
  mailer: Mailer;
  /** Where the refunds that orders and returns queue are made. */
  payments: PaymentProvider;
  settings: BackgroundSettings;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The shop's address, for links in the mails a job writes. */
  publicUrl: string;
  /** Where the shop's logo is, for the invoices the mails carry. */
  storage: Storage;
  /** Periodic tasks of other modules, each run on one server per period like these. */
  tasks?: ScheduledTask[];
  /** Outbox jobs of other modules, by kind. */
  handlers?: Readonly<Record<string, JobHandler>>;
}): Promise<Background> {
  const { database, now, log } = deps;
  const jobs = await startJobWorker({
    db: database.db,
    listen: database.listen,
    now,
    log,
    pollMs: deps.settings.JOB_POLL_MS,
    retryBaseMs: deps.settings.JOB_RETRY_BASE_MS,
    handlers: {
      // The job's id is the mail's Message-ID: should a crash between sending and marking it sent
      // make a worker send it again, mail clients that group by Message-ID still show it once.
      mail: async (job) => {
        const { to, subject, text, html, summary, expiresAt, attachTaxDocument } = mailPayload.parse(job.payload);
        if (expiresAt && now() > new Date(expiresAt)) {
          throw new PermanentJobError('Not sent: what it carried expired first', sentMailPayload.parse({ summary }));
        }
        // The shop's contact details as they are now, below the mail (docs/decisions/106).
        const shop = await readShopSettings(database.db);
        const footer = { addressLines: addressLines(shop.address), phone: shop.phone, email: shop.supportEmail };
        const body = withShopFooter({ text, html }, footer);
        // The invoice or credit note, drawn now from what it froze when it was issued.
        // A document that cannot be drawn does not hold the mail back: it links to the download too.
        const attachment = attachTaxDocument
          ? await taxDocumentAttachment(database.db, deps.storage, attachTaxDocument).catch((err: unknown) => {
              log.warn({ err, document: attachTaxDocument }, 'mail sent without its tax document');
              return undefined;
            })
          : undefined;
        await deps.mailer.send({
          to,
          subject,
          ...body,
          ...(attachment ? { attachments: [attachment] } : {}),
          messageId: `<${job.id}@outbox.local>`,
        });
        // A sent mail keeps what staff see of it; its subject and body, which may hold a code, go.
        return sentMailPayload.parse({ summary });
      },
      [PASSWORD_RESET_JOB]: (job) =>
        runPasswordResetJob({ db: database.db, now, jwtSecret: deps.settings.JWT_SECRET }, job.payload),
      [REFUND_JOB]: (job) =>
        runRefundJob({ db: database.db, payments: deps.payments, recordReturnRefund: setReturnRefundId }, job.payload),
      [STOCK_ALERTS_JOB]: (job) => runStockAlertsJob({ db: database.db, now, publicUrl: deps.publicUrl }, job.payload),
      ...deps.handlers,
    },
  });
  const tasks: ScheduledTask[] = [
    {
      name: 'reservation-sweep',
      everyMs: 60_000,
      run: async () => {
        const released = await expireReservations({ db: database.db, now });
        return { result: `${released} orders released`, done: released };
      },
    },
    {
      name: 'outbox-cleanup',
      everyMs: 60 * 60_000,
      run: async () => {
        const at = now().getTime();
        const removed = await deleteSettledJobs(database.db, {
          doneBefore: new Date(at - KEEP_DONE_JOBS_MS),
          failedBefore: new Date(at - KEEP_FAILED_JOBS_MS),
          // A refund that failed is money the shop still owes: it stays until staff retry it.
          keepFailed: [REFUND_JOB],
        });
        // Ended back-in-stock alerts go after 90 days, and their e-mails with them (decision 079).
        const alerts = await deleteEndedAlerts(database.db, now());
        return { result: `${removed} old jobs and ${alerts} ended stock alerts removed`, done: removed + alerts };
      },
    },
    {
      name: 'failed-mail-notice',
      everyMs: FAILED_MAIL_NOTICE_EVERY_MS,
      run: () =>
        noticeFailedMails(database.db, { now, publicUrl: deps.publicUrl, adminEmail: deps.settings.ADMIN_EMAIL }),
    },
    ...(deps.tasks ?? []),
  ];
  const stopSchedules = startSchedules({ db: database.db, now, log, worker: jobs.id }, tasks);
  return {
    jobs,
    runTask(name) {
      const task = tasks.find((t) => t.name === name);
      if (!task) throw new Error(`no periodic task named ${name}`);
      return task.run();
    },
    async stop() {
      await stopSchedules();
      await jobs.stop();
    },
  };
}
