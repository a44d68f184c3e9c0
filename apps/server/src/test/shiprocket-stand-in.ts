import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Shiprocket for tests: it answers the external API's documented requests with its
 * documented answers (docs/couriers.md), checks the bearer token on every call but login, and
 * can be told to end its tokens, fall silent or fail, so the store's client is held to what the
 * real service does.
 */
export interface ShiprocketStandIn {
  url: string;
  /** The API user it accepts. */
  email: string;
  password: string;
  /** How many times each path was called, and every call in order. */
  calls: Array<{ method: string; path: string; query: Record<string, string>; body: unknown }>;
  logins(): number;
  /** Ends every token given so far: the next call with one answers 401. */
  endTokens(): void;
  /** Every answer after this many milliseconds (a slow service). */
  delayMs: number;
  /** Every call answered with this status and an error body (a service down), while set. */
  failWith: number | null;
  /** The couriers serving each delivery PIN; a PIN not listed is served by no one. */
  serves: Map<string, Array<{ id: number; name: string; rate: number; days: number; cod: boolean }>>;
  close(): Promise<void>;
}

const DEFAULT_COURIERS = [
  { id: 43, name: 'Delhivery Surface', rate: 54, days: 4, cod: true },
  { id: 142, name: 'Amazon Surface', rate: 61.5, days: 3, cod: false },
];

export async function startShiprocketStandIn(): Promise<ShiprocketStandIn> {
  const tokens = new Set<string>();
  let logins = 0;
  const state: ShiprocketStandIn = {
    url: '',
    email: 'api-user@shop.test',
    password: 'api-password-1',
    calls: [],
    logins: () => logins,
    endTokens: () => tokens.clear(),
    delayMs: 0,
    failWith: null,
    serves: new Map([
      ['560001', DEFAULT_COURIERS],
      ['682001', DEFAULT_COURIERS],
    ]),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(body === undefined ? '' : JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body: unknown = text ? JSON.parse(text) : undefined;
    state.calls.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
    });
    if (state.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
    if (state.failWith !== null) {
      return send(res, state.failWith, { message: 'Service Unavailable', status_code: state.failWith });
    }

    if (req.method === 'POST' && url.pathname === '/v1/external/auth/login') {
      const { email, password } = (body ?? {}) as { email?: string; password?: string };
      if (email !== state.email || password !== state.password) {
        return send(res, 400, { message: 'Invalid email and password combination', status_code: 400 });
      }
      logins += 1;
      const token = `token-${randomUUID()}`;
      tokens.add(token);
      return send(res, 200, {
        id: 1,
        first_name: 'API',
        last_name: 'User',
        email,
        company_id: 25149,
        created_at: '2026-01-01 10:00:00',
        token,
      });
    }

    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !tokens.has(token)) return send(res, 401, { message: 'Unauthenticated.', status_code: 401 });

    if (req.method === 'GET' && url.pathname === '/v1/external/courier/serviceability/') {
      const q = Object.fromEntries(url.searchParams);
      const missing = ['pickup_postcode', 'delivery_postcode', 'weight', 'cod'].filter((k) => !q[k]);
      if (missing.length > 0) {
        return send(res, 422, {
          message: 'Required field missing',
          errors: Object.fromEntries(missing.map((k) => [k, [`The ${k.replace('_', ' ')} field is required.`]])),
          status_code: 422,
        });
      }
      const couriers = (state.serves.get(q.delivery_postcode!) ?? []).filter((c) => q.cod !== '1' || c.cod);
      if (couriers.length === 0) {
        return send(res, 200, { status: 404, message: 'Delivery postcode not serviceable' });
      }
      return send(res, 200, {
        status: 200,
        currency: 'INR',
        data: {
          available_courier_companies: couriers.map((c) => ({
            courier_company_id: c.id,
            courier_name: c.name,
            rate: c.rate,
            freight_charge: c.rate,
            cod: c.cod ? 1 : 0,
            estimated_delivery_days: String(c.days),
            etd: 'Dec 04, 2026',
          })),
          recommended_courier_company_id: couriers[0]!.id,
        },
      });
    }
    return send(res, 404, { message: '404 Not Found', status_code: 404 });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { message: 'stand-in failed', status_code: 500 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
