import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A 'Stop this alert' token is the alert's id and its signature with the server secret: a mail's
 * link stops that one alert and cannot be made up for another, and nothing secret is stored.
 */

const signatureOf = (secret: string, alertId: string) =>
  createHmac('sha256', secret).update(`stock-alert-stop\n${alertId}`).digest('base64url');

/** The token that stops this alert. */
export function stopTokenFor(secret: string, alertId: string): string {
  return `${alertId}.${signatureOf(secret, alertId)}`;
}

/** The alert id a token names, or null when its signature is not the server's. */
export function alertIdOf(secret: string, token: string): string | null {
  const [alertId = '', signature = ''] = token.split('.');
  const expected = Buffer.from(signatureOf(secret, alertId));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? alertId : null;
}
