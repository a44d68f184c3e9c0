import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const KEY_ID = 'rzp_test_local';
export const KEY_SECRET = 'local_secret_123';

/** The settings that point a test app at the stand-in. */
export const razorpayEnv = (fake: { url: string }) => ({
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_API_URL: fake.url,
});

/** A local stand-in answering like Razorpay's Orders and Refunds API, checking basic auth. */
export interface FakeRazorpay {
  url: string;
  requests: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  /** The refunds made, by payment id. */
  refunds: Map<string, Array<Record<string, unknown>>>;
  failOrders: boolean;
  failRefunds: boolean;
  /** Makes the refund, then answers 504 as a timed-out gateway would. */
  loseRefundAnswers: boolean;
  /**
   * Holds each list of a payment's refunds until this many are waiting (two workers listing at
   * the same moment), then answers them all; 0 answers each at once. A list held 5 s goes anyway.
   */
  listsTogether: number;
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  const fake: Omit<FakeRazorpay, 'url' | 'close'> = {
    requests: [],
    failOrders: false,
    failRefunds: false,
    loseRefundAnswers: false,
    listsTogether: 0,
    refunds: new Map(),
  };
  let listsWaiting: Array<() => void> = [];
  // Refunds by their X-Refund-Idempotency key: the same key answers the same refund.
  const byKey = new Map<string, Record<string, unknown>>();
  const { refunds } = fake;
  const expectedAuth = `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`;
  let n = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      fake.requests.push({ method: req.method ?? '', path: req.url ?? '', body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== expectedAuth) {
        return send(401, { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } });
      }
      if (req.method === 'POST' && req.url === '/v1/orders') {
        if (fake.failOrders) return send(500, { error: { code: 'SERVER_ERROR', description: 'down' } });
        return send(200, {
          id: `order_local${++n}`,
          entity: 'order',
          amount: body.amount,
          amount_paid: 0,
          amount_due: body.amount,
          currency: body.currency,
          receipt: body.receipt,
          status: 'created',
          notes: body.notes,
        });
      }
      const refund = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '');
      if (req.method === 'POST' && refund) {
        if (fake.failRefunds) return send(502, { error: { code: 'GATEWAY_ERROR', description: 'down' } });
        const key = req.headers['x-refund-idempotency'];
        if (typeof key === 'string') {
          if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) {
            return send(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'invalid idempotency key' } });
          }
          const before = byKey.get(key);
          if (before) return send(200, before);
        }
        const made = {
          id: `rfnd_local${++n}`,
          entity: 'refund',
          amount: body.amount,
          payment_id: refund[1],
          receipt: body.receipt ?? null,
          notes: body.notes ?? [],
          status: 'processed',
        };
        refunds.set(refund[1]!, [...(refunds.get(refund[1]!) ?? []), made]);
        if (typeof key === 'string') byKey.set(key, made);
        if (fake.loseRefundAnswers) return send(504, { error: { code: 'GATEWAY_ERROR', description: 'timeout' } });
        return send(200, made);
      }
      const list = /^\/v1\/payments\/([^/?]+)\/refunds(\?.*)?$/.exec(req.url ?? '');
      if (req.method === 'GET' && list) {
        if (fake.listsTogether > 0) {
          await new Promise<void>((resolve) => {
            listsWaiting.push(resolve);
            setTimeout(resolve, 5_000);
            if (listsWaiting.length >= fake.listsTogether) {
              for (const go of listsWaiting) go();
              listsWaiting = [];
            }
          });
        }
        const items = refunds.get(list[1]!) ?? [];
        return send(200, { entity: 'collection', count: items.length, items });
      }
      return send(404, { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
