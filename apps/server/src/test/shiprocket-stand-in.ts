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
  /** The orders created, by Shiprocket's order id, with their shipment and what was done to it. */
  orders: Map<string, StandInOrder>;
  /** A step that answers as if it failed (a courier refusing, a wallet empty) while set. */
  refuse: 'awb' | 'pickup' | 'label' | 'manifest' | null;
  /** A step done whose answer is lost (a gateway timing out after the work), once each. */
  loseAnswerOf: Set<'create' | 'awb' | 'pickup'>;
  /** The orders cancelled, by Shiprocket's order id. */
  cancelled: Set<number>;
  /**
   * A courier's scan of a booked parcel, as its tracking will answer from now on; answers the
   * webhook Shiprocket would send for it.
   */
  scan(awb: string, scan: StandInScan): Record<string, unknown>;
  /** The couriers serving each delivery PIN; a PIN not listed is served by no one. */
  serves: Map<string, Array<{ id: number; name: string; rate: number; days: number; cod: boolean }>>;
  close(): Promise<void>;
}

export interface StandInOrder {
  orderId: number;
  shipmentId: number;
  body: Record<string, unknown>;
  /** Made by the return creation: a parcel collected from the buyer. */
  isReturn: boolean;
  awb: string | null;
  courierId: number | null;
  pickups: number;
  labels: number;
  manifests: number;
  /** The courier's scans so far, oldest first. */
  scans: StandInScan[];
}

/** A courier's scan: Shiprocket's status id and label, the place, and when (India's time, `YYYY-MM-DD HH:mm:ss`). */
export interface StandInScan {
  statusId: number;
  label: string;
  location: string;
  date: string;
}

const DEFAULT_COURIERS = [
  { id: 43, name: 'Delhivery Surface', rate: 54, days: 4, cod: true },
  { id: 142, name: 'Amazon Surface', rate: 61.5, days: 3, cod: false },
];

/** What an order's and a return's creation both require: the goods, how they are paid, and the box. */
const PARCEL_FIELDS = ['order_items', 'payment_method', 'sub_total', 'length', 'breadth', 'height', 'weight'];

/** The smallest PDF a viewer opens: the label and manifest the stand-in hands out. */
const BLANK_PDF = [
  '%PDF-1.4',
  '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
  '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
  '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 288 432] >> endobj',
  'trailer << /Root 1 0 R >>',
  '%%EOF',
].join('\n');

/** A scan as the webhook's `scans` and the tracking's activities list it. */
const scanRow = (s: StandInScan) => ({
  date: s.date,
  status: 'X',
  activity: s.label,
  location: s.location,
  'sr-status': String(s.statusId),
  'sr-status-label': s.label,
});

export async function startShiprocketStandIn(port = 0): Promise<ShiprocketStandIn> {
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
    orders: new Map(),
    refuse: null,
    loseAnswerOf: new Set(),
    cancelled: new Set(),
    scan(awb, scan) {
      const order = [...state.orders.values()].find((o) => o.awb === awb);
      if (!order) throw new Error(`the stand-in booked no parcel with waybill ${awb}`);
      order.scans.push(scan);
      const [date, time] = scan.date.split(' ') as [string, string];
      const [y, m, d] = date.split('-');
      const courier = [...state.serves.values()].flat().find((c) => c.id === order.courierId);
      // The webhook's fields as Shiprocket documents them; its time is written day first.
      return {
        awb: Number(awb),
        courier_name: courier?.name ?? 'Delhivery Surface',
        current_status: scan.label,
        current_status_id: scan.statusId,
        shipment_status: scan.label,
        shipment_status_id: scan.statusId,
        current_timestamp: `${d} ${m} ${y} ${time}`,
        order_id: String(order.body.order_id),
        sr_order_id: order.orderId,
        awb_assigned_date: scan.date,
        pickup_scheduled_date: scan.date,
        etd: scan.date,
        scans: order.scans.map(scanRow),
        is_return: order.isReturn ? 1 : 0,
        channel_id: 1,
        pod_status: 'OTP Based Delivery',
        pod: 'Not Available',
      };
    },
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
    // The labels and manifests, as Shiprocket serves them from its bucket: no token asked.
    if (req.method === 'GET' && /^\/files\/[a-z]+-\d+\.pdf$/.test(url.pathname)) {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(BLANK_PDF);
    }
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
      // A return is collected at the buyer's PIN: the couriers serving it are those asked of.
      const served = q.is_return === '1' ? q.pickup_postcode! : q.delivery_postcode!;
      const couriers = (state.serves.get(served) ?? []).filter((c) => q.cod !== '1' || c.cod);
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
    if (req.method === 'GET' && url.pathname === '/v1/external/settings/company/pickup') {
      return send(res, 200, {
        data: {
          shipping_address: [
            {
              id: 1,
              pickup_location: 'Workshop',
              name: 'Workshop desk',
              address: 'Plot 4, Industrial Estate',
              address_2: 'Kalamassery',
              city: 'Kochi',
              state: 'Kerala',
              country: 'India',
              pin_code: '682001',
              email: 'workshop@shop.test',
              phone: '9847000001',
              is_primary_location: 0,
            },
            {
              id: 2,
              pickup_location: 'Primary',
              name: 'Store manager',
              address: '12 MG Road',
              address_2: 'Ravipuram',
              city: 'Kochi',
              state: 'Kerala',
              country: 'India',
              pin_code: '682016',
              email: 'store@shop.test',
              phone: '9847000002',
              is_primary_location: 1,
            },
          ],
        },
      });
    }
    const tracked = /^\/v1\/external\/courier\/track\/shipment\/(\d+)$/.exec(url.pathname);
    if (req.method === 'GET' && tracked) {
      const order = [...state.orders.values()].find((o) => o.shipmentId === Number(tracked[1]));
      if (!order?.awb) {
        return send(res, 200, {
          tracking_data: { track_status: 0, error: 'Aahh! There is no activities found in our DB.' },
        });
      }
      const courier = [...state.serves.values()].flat().find((c) => c.id === order.courierId);
      return send(res, 200, {
        tracking_data: {
          track_status: 1,
          shipment_status: 1,
          shipment_track: [{ shipment_id: order.shipmentId, awb_code: order.awb, courier_name: courier?.name ?? '' }],
        },
      });
    }
    const trackedAwb = /^\/v1\/external\/courier\/track\/awb\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && trackedAwb) {
      const order = [...state.orders.values()].find((o) => o.awb === decodeURIComponent(trackedAwb[1]!));
      if (!order || order.scans.length === 0) {
        return send(res, 200, {
          tracking_data: {
            track_status: 0,
            shipment_status: 0,
            error: 'Aahh! There is no activities found in our DB.',
          },
        });
      }
      const newest = [...order.scans].reverse();
      return send(res, 200, {
        tracking_data: {
          track_status: 1,
          shipment_status: newest[0]!.statusId,
          shipment_track: [{ shipment_id: order.shipmentId, awb_code: order.awb, current_status: newest[0]!.label }],
          shipment_track_activities: newest.map(scanRow),
          track_url: `https://shiprocket.co/tracking/${order.awb}`,
        },
      });
    }
    if (req.method === 'POST') {
      const answer = postAnswer(url.pathname, (body ?? {}) as Record<string, unknown>);
      const step = {
        '/v1/external/orders/create/adhoc': 'create',
        '/v1/external/orders/create/return': 'create',
        '/v1/external/courier/assign/awb': 'awb',
        '/v1/external/courier/generate/pickup': 'pickup',
      }[url.pathname] as 'create' | 'awb' | 'pickup' | undefined;
      if (answer && step && answer.status === 200 && state.loseAnswerOf.delete(step)) {
        return send(res, 504, { message: 'Gateway Time-out', status_code: 504 });
      }
      if (answer) return send(res, answer.status, answer.body);
    }
    return send(res, 404, { message: '404 Not Found', status_code: 404 });
  }

  let nextId = 1000;
  /** Why an order's (or a return's) creation is refused: a required field missing, or its reference taken. */
  const refusedCreation = (required: string[], body: Record<string, unknown>) => {
    const missing = required.filter((k) => body[k] === undefined || body[k] === '');
    if (missing.length > 0) {
      return invalid(Object.fromEntries(missing.map((k) => [k, [`The ${k.replaceAll('_', ' ')} field is required.`]])));
    }
    if ([...state.orders.values()].some((o) => o.body.order_id === body.order_id)) {
      return invalid({ order_id: ['The order id has already been taken.'] });
    }
    return null;
  };
  /** An order (or a return) made at the stand-in, as its creation answers it. */
  const newOrder = (body: Record<string, unknown>, isReturn: boolean): StandInOrder => {
    const order: StandInOrder = {
      orderId: nextId++,
      shipmentId: nextId++,
      body,
      isReturn,
      awb: null,
      courierId: null,
      pickups: 0,
      labels: 0,
      manifests: 0,
      scans: [],
    };
    state.orders.set(String(order.orderId), order);
    return order;
  };
  const invalid = (errors: Record<string, string[]>) => ({
    status: 422,
    body: { message: 'Oops! Invalid Data.', errors, status_code: 422 },
  });
  /** The shipment an array of `shipment_id` names, as label, manifest and pickup take it. */
  const shipmentOf = (ids: unknown) => {
    const id = Array.isArray(ids) ? Number(ids[0]) : Number(ids);
    return [...state.orders.values()].find((o) => o.shipmentId === id);
  };

  /** The documented answers of the booking calls, or undefined for a path it does not know. */
  function postAnswer(path: string, body: Record<string, unknown>): { status: number; body: unknown } | undefined {
    switch (path) {
      case '/v1/external/orders/create/adhoc': {
        const required = [
          'order_id',
          'order_date',
          'pickup_location',
          'billing_customer_name',
          'billing_address',
          'billing_city',
          'billing_pincode',
          'billing_state',
          'billing_country',
          'billing_email',
          'billing_phone',
          ...PARCEL_FIELDS,
        ];
        const refused = refusedCreation(required, body);
        if (refused) return refused;
        const order = newOrder(body, false);
        return {
          status: 200,
          body: {
            order_id: order.orderId,
            shipment_id: order.shipmentId,
            status: 'NEW',
            status_code: 1,
            awb_code: null,
          },
        };
      }
      case '/v1/external/orders/create/return': {
        const required = [
          'order_id',
          'order_date',
          'pickup_customer_name',
          'pickup_address',
          'pickup_city',
          'pickup_state',
          'pickup_country',
          'pickup_pincode',
          'pickup_email',
          'pickup_phone',
          'shipping_customer_name',
          'shipping_address',
          'shipping_city',
          'shipping_country',
          'shipping_pincode',
          'shipping_state',
          'shipping_phone',
          ...PARCEL_FIELDS,
        ];
        const refused = refusedCreation(required, body);
        if (refused) return refused;
        const order = newOrder(body, true);
        return {
          status: 200,
          body: {
            order_id: order.orderId,
            shipment_id: order.shipmentId,
            status: 'RETURN PENDING',
            status_code: 21,
            company_name: 'shiprocket',
          },
        };
      }
      case '/v1/external/courier/assign/awb': {
        const order = shipmentOf(body.shipment_id);
        if (!order) return { status: 400, body: { message: 'Invalid shipment id', status_code: 400 } };
        if (state.refuse === 'awb') {
          return {
            status: 200,
            body: { awb_assign_status: 0, response: { data: { awb_assign_error: 'Insufficient wallet balance' } } },
          };
        }
        if (order.awb)
          return {
            status: 400,
            body: { message: 'Oops! Cannot reassign courier for this shipment.', status_code: 400 },
          };
        // A return's waybill is asked for as one (is_return); its courier collects at the buyer's PIN.
        if ((body.is_return === 1) !== order.isReturn) {
          return { status: 400, body: { message: 'Invalid shipment id', status_code: 400 } };
        }
        const pin = String(order.isReturn ? order.body.pickup_pincode : order.body.billing_pincode);
        const courier = (state.serves.get(pin) ?? []).find(
          (c) => body.courier_id === undefined || c.id === body.courier_id,
        );
        if (!courier)
          return { status: 400, body: { message: 'Selected courier is not serviceable', status_code: 400 } };
        order.awb = `7${String(order.shipmentId).padStart(11, '0')}`;
        order.courierId = courier.id;
        return {
          status: 200,
          body: {
            awb_assign_status: 1,
            response: {
              data: {
                courier_company_id: courier.id,
                awb_code: order.awb,
                order_id: order.orderId,
                shipment_id: order.shipmentId,
                courier_name: courier.name,
                pickup_scheduled_date: '2026-12-01 14:00:00',
              },
            },
          },
        };
      }
      case '/v1/external/courier/generate/pickup': {
        const order = shipmentOf(body.shipment_id);
        if (!order?.awb) return { status: 400, body: { message: 'Invalid shipment id', status_code: 400 } };
        if (state.refuse === 'pickup')
          return { status: 200, body: { pickup_status: 0, response: { data: 'Pickup not available' } } };
        if (order.pickups > 0) return { status: 400, body: { message: 'Already in Pickup Queue.', status_code: 400 } };
        order.pickups += 1;
        return {
          status: 200,
          body: {
            pickup_status: 1,
            response: {
              pickup_scheduled_date: '2026-12-01 14:00:00',
              pickup_token_number: `Reference No: ${order.shipmentId}`,
              status: 3,
            },
          },
        };
      }
      case '/v1/external/courier/generate/label': {
        if (!Array.isArray(body.shipment_id)) return invalid({ shipment_id: ['The shipment id must be an array.'] });
        const order = shipmentOf(body.shipment_id);
        if (!order?.awb || state.refuse === 'label') {
          return {
            status: 200,
            body: { label_created: 0, not_created: [], response: 'No valid shipment ids to print label' },
          };
        }
        order.labels += 1;
        return {
          status: 200,
          body: { label_created: 1, label_url: `${state.url}/files/label-${order.shipmentId}.pdf`, not_created: [] },
        };
      }
      case '/v1/external/manifests/generate': {
        const order = shipmentOf(body.shipment_id);
        if (!order?.awb || state.refuse === 'manifest') return { status: 200, body: { status: 0, manifest_url: '' } };
        if (order.manifests > 0) {
          return {
            status: 400,
            body: {
              message: 'Manifest already generated for some shipment_ids, Please try again after removin them',
              status_code: 400,
              already_manifested_shipment_ids: [order.shipmentId],
            },
          };
        }
        order.manifests += 1;
        return {
          status: 200,
          body: { status: 1, manifest_url: `${state.url}/files/manifest-${order.shipmentId}.pdf` },
        };
      }
      case '/v1/external/orders/cancel': {
        const ids = Array.isArray(body.ids) ? body.ids.map(Number) : [];
        if (ids.length === 0) return invalid({ ids: ['The ids field is required.'] });
        for (const id of ids) state.cancelled.add(id);
        return { status: 204, body: undefined };
      }
      case '/v1/external/manifests/print': {
        const ids = Array.isArray(body.order_ids) ? body.order_ids.map(Number) : [];
        const order = ids.length > 0 ? state.orders.get(String(ids[0])) : undefined;
        if (!order || order.manifests === 0) return { status: 200, body: { manifest_url: '' } };
        return { status: 200, body: { manifest_url: `${state.url}/files/manifest-${order.shipmentId}.pdf` } };
      }
      default:
        return undefined;
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { message: 'stand-in failed', status_code: 500 }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
