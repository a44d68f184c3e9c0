import { adminJobsResponse } from '@store/contracts/admin';
import { sessionResponse } from '@store/contracts/auth';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '../../db/client';
import { call, codeIn } from '../../test/accounts';
import { adminCall } from '../../test/admin';
import { shopper, type Shopper } from '../../test/shop';
import { startSmtpSink } from '../../test/smtp-sink';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let boss: Shopper;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ env: { SMTP_URL: sink.url, MAIL_FROM: 'Kerala Moto Hub <shop@keralamoto.example>' } });
  boss = await shopper(t.app, t.db, 'boss.smtp@example.com', 'admin');
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

describe('what staff see of a mail', () => {
  it('never shows a code: the summary masks it while queued and after it is sent', async () => {
    const email = 'new.rider.outbox@example.com';
    const asked = await call(t.app, 'POST', '/api/sign_up', {
      fullName: 'New Rider',
      email,
      password: 'rider2024',
      confirmPassword: 'rider2024',
    });
    expect(asked.status).toBe(200);
    const queued = adminJobsResponse.parse((await adminCall(t.app, boss, 'GET', '/api/admin/jobs')).body);
    const mine = queued.data.items.filter((j) => j.summary.startsWith(`${email}:`));
    expect(mine).toHaveLength(1);
    expect(mine[0]?.summary).toMatch(/code is ••••$/);
    await t.app.background.jobs.drain();
    const code = codeIn(sink.received.filter((m) => m.to.includes(email)).at(-1)?.raw);
    expect(code).toMatch(/^\d{4}$/);
    const sent = adminJobsResponse.parse((await adminCall(t.app, boss, 'GET', '/api/admin/jobs?status=done')).body);
    const summaries = sent.data.items.filter((j) => j.summary.startsWith(`${email}:`)).map((j) => j.summary);
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toContain('••••');
    expect(summaries[0]).not.toMatch(new RegExp(`\\b${code}\\b`));
    const stored = await queryRows(
      t.db,
      z.object({ payload: z.unknown() }),
      sql`SELECT payload FROM jobs WHERE payload->>'summary' LIKE ${`${email}:%`}`,
    );
    expect(stored).toEqual([{ payload: { summary: `${email}: Your Kerala Moto Hub sign-up code is ••••` } }]);
  });
});
