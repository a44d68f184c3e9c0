import { sessionResponse } from '@store/contracts/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, codeIn } from '../../test/accounts';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Kerala Moto Hub <shop@keralamoto.example>' } });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('sign-up over SMTP', () => {
  it('mails the code through the SMTP server, and the code read from it creates the account', async () => {
    const email = 'smtp.rider@example.com';
    const sent = await call(t.app, 'POST', '/api/sign_up', {
      fullName: 'Smtp Rider',
      email,
      password: 'mail2024',
      confirmPassword: 'mail2024',
    });
    expect(sent.status).toBe(200);
    await t.app.background.jobs.drain();
    const mail = sink.received.find((m) => m.to.includes(email));
    expect(mail?.raw).toMatch(/^From: Kerala Moto Hub <shop@keralamoto.example>$/m);
    const otp = codeIn(mail?.raw);
    // Nothing was written to DATA_DIR/mail: the SMTP server got it.
    const done = await call(t.app, 'POST', '/api/verify_otp', { email, otp });
    expect(sessionResponse.parse(done.body).data).toMatchObject({ email, name: 'Smtp Rider' });
  });
});
