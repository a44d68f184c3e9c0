import { AUTH_MESSAGES } from '@store/contracts/auth';
import { STOCK_ALERT_MESSAGES, type StockAlert } from '@store/contracts/stock-alerts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../auth/auth-context';
import { limitCodeChecks, limitCodeMails } from '../auth/auth-limits';
import { consumeCode, issueCode } from '../auth/one-time-codes.service';
import { findStockLevels } from '../catalog/stock-levels.repo';
import { queueMail } from '../jobs/outbox';
import { queueRestockCheck } from './notify-restock.service';
import { alertCodeMail, alertOnMail, stopAlertPath } from './stock-alert-mails';
import { isBack, soldOutTargetName } from './stock-alert-target';
import { listWaitingAlerts, stopAlertById, stopAlertOf, upsertAlert, type AlertTarget } from './stock-alerts.repo';
import { alertIdOf, stopTokenFor } from './stop-token';

/** What the alert services need: the account context (codes, limits, clock) and the shop's address for links. */
export type StockAlertDeps = Pick<AuthContext, 'db' | 'limiter' | 'now' | 'jwtSecret'> & { publicUrl: string };

/** What a visitor's code stands for: the alert it turns on. */
const codePayload = z.object({ product_id: z.string(), variant_id: z.string().nullable() });

const answer = (email: string, t: AlertTarget): StockAlert => ({
  product_id: t.productId,
  variant_id: t.variantId,
  email,
});

/**
 * Turns on the e-mail's alert for a sold-out target (asking again answers the same alert). Should
 * the stock come back between the check and the insert, the restock's own job may have run before
 * this alert existed: a check is queued then, so the alert is not left waiting for the next restock.
 * (A restock still being saved queues its job whatever waits, so its job finds this alert.)
 *
 * Should the waiting alert end between the insert and the read (mailed, or stopped in another tab),
 * the target is checked and the alert asked for once more: an item now back answers 409 "in stock"
 * rather than a second alert that would mail again; a second miss answers 409 "try again".
 */
async function turnOn(deps: StockAlertDeps, email: string, target: AlertTarget) {
  let itemName = await soldOutTargetName(deps.db, target);
  let alert = await upsertAlert(deps.db, email, target, deps.now());
  if (!alert) {
    itemName = await soldOutTargetName(deps.db, target);
    alert = await upsertAlert(deps.db, email, target, deps.now());
    if (!alert) throw new AppError('CONFLICT', STOCK_ALERT_MESSAGES.changed);
  }
  const levels = await findStockLevels(deps.db, target.productId);
  if (levels && isBack(levels, target.variantId)) await queueRestockCheck(deps.db, levels, deps.now());
  return { alert, itemName };
}

/** A signed-in shopper's alert, on at once for the account's e-mail. */
export async function subscribeShopper(deps: StockAlertDeps, email: string, target: AlertTarget): Promise<StockAlert> {
  await turnOn(deps, email, target);
  return answer(email, target);
}

/**
 * A visitor's first step: a code to the e-mail, which stands for the alert. The same answer and
 * the same mail whether or not the e-mail has an account, with the limits of every other code.
 */
export async function sendAlertCode(
  deps: StockAlertDeps,
  input: { email: string } & AlertTarget,
  ip: string,
): Promise<void> {
  const itemName = await soldOutTargetName(deps.db, input);
  await limitCodeMails(deps.limiter, input.email, ip);
  const payload = codePayload.parse({ product_id: input.productId, variant_id: input.variantId });
  await issueCode(deps, { email: input.email, purpose: 'stock_alert', payload }, (code) =>
    alertCodeMail(input.email, code, itemName),
  );
}

/**
 * The visitor's second step: the right code turns the alert on, and a mail confirms it with the
 * link that stops it. The answer carries the same stop token, for the page's own 'Stop' button.
 */
export async function verifyAlertCode(
  deps: StockAlertDeps,
  input: { email: string; otp: string },
  ip: string,
): Promise<StockAlert> {
  await limitCodeChecks(deps.limiter, input.email, ip);
  const used = await consumeCode(deps, { email: input.email, purpose: 'stock_alert', code: input.otp });
  if (!used) throw new AppError('BAD_REQUEST', AUTH_MESSAGES.codeWrong);
  const wanted = codePayload.parse(used.payload);
  const target = { productId: wanted.product_id, variantId: wanted.variant_id };
  const { alert, itemName } = await turnOn(deps, input.email, target);
  const token = stopTokenFor(deps.jwtSecret, alert.id);
  await queueMail(deps.db, alertOnMail(input.email, itemName, `${deps.publicUrl}${stopAlertPath(token)}`), deps.now());
  return { ...answer(input.email, target), stop_token: token };
}

/** The signed-in shopper's waiting alerts on this product. */
export async function listMyAlerts(deps: StockAlertDeps, email: string, productId: string): Promise<StockAlert[]> {
  const rows = await listWaitingAlerts(deps.db, email, productId);
  return rows.map((r) => answer(email, r));
}

/** The signed-in shopper stops an alert; answers whether one was waiting. */
export function cancelAlert(deps: StockAlertDeps, email: string, target: AlertTarget): Promise<boolean> {
  return stopAlertOf(deps.db, email, target, deps.now());
}

/** A stop link or a visitor's button: ends the alert its token names; false when it had already ended. */
export async function stopAlertByToken(deps: StockAlertDeps, token: string): Promise<boolean> {
  const alertId = alertIdOf(deps.jwtSecret, token);
  if (!alertId) throw new AppError('BAD_REQUEST', STOCK_ALERT_MESSAGES.linkInvalid);
  // A signed id whose alert is gone went with its product: nothing waits any more.
  return (await stopAlertById(deps.db, alertId, deps.now())) === 'stopped';
}
