import { createServer, type Socket } from 'node:net';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink';
import { renderMail } from './layout';
import { createMailer, SMTP_TIMEOUTS } from './mailer';

const log = pino({ level: 'silent' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'mail-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const message = {
  to: 'asha@example.com',
  subject: 'Your Kerala Moto Hub sign-up code is 0427',
  ...renderMail({ paragraphs: ['Enter this code <now>:', 'It works for 10 minutes.'], code: '0427' }),
};

describe('mailer without SMTP_URL', () => {
  it('writes each mail as an .eml file under DATA_DIR/mail with HTML and text', async () => {
    const mailer = createMailer({ DATA_DIR: dataDir }, log);
    await mailer.send(message);
    mailer.close();
    const files = readdirSync(path.join(dataDir, 'mail'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(path.join(dataDir, 'mail', files[0] as string), 'utf8');
    expect(raw).toMatch(/^From: "?Kerala Moto Hub"? <no-reply@localhost>$/m);
    expect(raw).toMatch(/^To: asha@example.com$/m);
    expect(raw).toMatch(/^Subject: Your Kerala Moto Hub sign-up code is 0427$/m);
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    // The HTML version escapes text.
    expect(raw).toContain('&lt;now&gt;');
  });
});

describe('mailer with SMTP_URL', () => {
  it('delivers to a real SMTP server from MAIL_FROM', async () => {
    const sink = await startSmtpSink();
    const mailer = createMailer(
      { DATA_DIR: dataDir, SMTP_URL: sink.url, MAIL_FROM: '"Kerala Moto Hub" <shop@keralamoto.example>' },
      log,
    );
    await mailer.send(message);
    mailer.close();
    await sink.close();
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(['asha@example.com']);
    expect(sink.received[0]?.raw).toMatch(/^From: "?Kerala Moto Hub"? <shop@keralamoto.example>$/m);
    expect(sink.received[0]?.raw).toContain('0427');
  });
});

describe('mailer over SMTP', () => {
  it('gives up on a mail server that connects but never answers, instead of holding the job', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // The default greeting wait is 10 s (SMTP_TIMEOUTS); the address's own setting shortens it here.
    const mailer = createMailer({ DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${port}/?greetingTimeout=300` }, log);
    const started = Date.now();
    try {
      await expect(mailer.send(message)).rejects.toThrow(/greeting/i);
      expect(Date.now() - started).toBeLessThan(SMTP_TIMEOUTS.greetingTimeout);
    } finally {
      mailer.close();
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
