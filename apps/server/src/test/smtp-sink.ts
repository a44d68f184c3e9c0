import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 and a random port that keeps every message it receives. It can
 * be stopped and started again on the same port, for tests of a mail server that goes away.
 */
export async function startSmtpSink() {
  const received: Array<{ to: string[]; raw: string }> = [];
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  let server: SMTPServer | null = create();
  const port = await listen(server, 0);
  const stop = () =>
    new Promise<void>((resolve) => {
      const closing = server;
      server = null;
      if (!closing) return resolve();
      closing.close(() => resolve());
    });
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Stops answering: connections to the port are refused until `start`. */
    stop,
    async start() {
      if (server) return;
      server = create();
      await listen(server, port);
    },
    close: stop,
  };
}
