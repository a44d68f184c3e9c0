import { shiprocketTime } from './shiprocket-time';

/**
 * Shiprocket's external API (apiv2.shiprocket.in), the courier aggregator most small Indian shops
 * book through (docs/couriers.md). Every call but login carries a bearer token that lasts ten
 * days. The token is kept where every server reads it (`TokenStore`), renewed a day before it
 * ends, and renewed at once when Shiprocket answers 401, after which the call is made once more.
 */

export interface ShiprocketSettings {
  /** The API user of the shop's account (Settings > API in Shiprocket's panel). */
  email: string;
  password: string;
  /** Default https://apiv2.shiprocket.in; tests point it at a local stand-in. */
  apiUrl?: string | undefined;
  tokens: TokenStore;
  now?: () => Date;
  timeoutMs?: number;
}

/** Where the login's token is kept, shared by every server of the shop. */
export interface TokenStore {
  read(): Promise<{ token: string; expiresAt: Date } | null>;
  /** Keeps `token` unless the one kept was written after `replacing` was read (another server renewed it). */
  write(token: string, expiresAt: Date, replacing: string | null): Promise<void>;
}

/** A courier that serves a pair of PIN codes, as the serviceability call names it. */
export interface CourierOption {
  id: number;
  name: string;
  /** Shiprocket's freight for the parcel, in paise. */
  ratePaise: number;
  /** Days from pickup to delivery Shiprocket promises, when it says. */
  days: number | null;
  /** The delivery date it promises, as its own words ("Jul 01, 2024"), when it says. */
  etd: string | null;
  cod: boolean;
}

export interface Serviceability {
  couriers: CourierOption[];
  /** The courier Shiprocket recommends, one of `couriers`, when it names one. */
  recommendedId: number | null;
}

/** Why a call to Shiprocket did not give what was asked; `retry` when trying later may help. */
export class CourierError extends Error {
  override name = 'CourierError';
  constructor(
    message: string,
    readonly retry: boolean,
    readonly status?: number,
  ) {
    super(message);
  }
}

/** How long a token lasts (Shiprocket's documentation: ten days), and how early it is renewed. */
const TOKEN_DAYS = 10;
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

type Query = Record<string, string | number>;

export interface Shiprocket {
  /** The couriers that carry a parcel of `weightKg` from `pickupPin` to `deliveryPin`; none when no one does. */
  serviceability(input: {
    pickupPin: string;
    deliveryPin: string;
    weightKg: number;
    cod: boolean;
    declaredValuePaise?: number;
    isReturn?: boolean;
  }): Promise<Serviceability>;
  /** The account's pickup locations: the name an order is sent from, and its PIN. */
  pickupLocations(): Promise<PickupLocation[]>;
  /** Creates the order at Shiprocket; its own order and shipment ids. */
  createOrder(order: ShiprocketOrder): Promise<{ orderId: string; shipmentId: string }>;
  /** Creates a return order at Shiprocket: a parcel a courier collects from the buyer; its own order and shipment ids. */
  createReturnOrder(order: ShiprocketReturnOrder): Promise<{ orderId: string; shipmentId: string }>;
  /**
   * Gives the shipment a waybill with this courier, or the one Shiprocket chooses; a return's
   * (`isReturn`) is collected from the buyer. When the courier is to come, if Shiprocket says.
   */
  assignAwb(
    shipmentId: string,
    courierId: number | null,
    isReturn?: boolean,
  ): Promise<{ awb: string; courierId: number | null; courierName: string; pickupScheduledAt: string | null }>;
  /** Asks the courier to pick the parcel up; when it is to come, in Shiprocket's words. */
  requestPickup(shipmentId: string): Promise<{ scheduledAt: string | null }>;
  /** The address of the shipping label's PDF. */
  label(shipmentId: string): Promise<string>;
  /**
   * The address of the manifest's PDF, handed to the courier with the parcels. A manifest made
   * before (an answer lost) is printed again by the order's id instead.
   */
  manifest(shipmentId: string, orderId: string): Promise<string>;
  /**
   * The waybill a shipment already has, as its tracking says, or null: for a waybill assigned
   * whose answer was lost (Shiprocket then refuses to assign another).
   */
  awbOf(shipmentId: string): Promise<{ awb: string; courierName: string } | null>;
  /** Cancels orders at Shiprocket, by Shiprocket's order ids. */
  cancelOrders(orderIds: string[]): Promise<void>;
  /** Where a waybill's parcel is now, as its latest scan says; null when the courier has said nothing yet. */
  trackAwb(awb: string): Promise<TrackingEvent | null>;
  /** A call of Shiprocket's API, with the token; its answer's JSON. */
  call<T>(method: 'GET' | 'POST', path: string, body?: unknown, query?: Query): Promise<T>;
}

/** A courier's status of a parcel: Shiprocket's `shipment_status_id`, its words, and the scan. */
export interface TrackingEvent {
  statusId: number;
  status: string;
  /** When the courier scanned it; null when it did not say. */
  at: Date | null;
  location: string;
  activity: string;
}

export interface PickupLocation {
  name: string;
  pin: string;
  primary: boolean;
  /** Where it is and who answers there, as the account holds them: a return is sent back to it. */
  address: string;
  address2: string;
  city: string;
  state: string;
  contact: string;
  phone: string;
  email: string;
}

/** An order as `orders/create/adhoc` takes it (rupees, kilograms and centimetres, as Shiprocket counts). */
export interface ShiprocketOrder {
  order_id: string;
  order_date: string;
  pickup_location: string;
  billing_customer_name: string;
  billing_last_name: string;
  billing_address: string;
  billing_address_2: string;
  billing_city: string;
  billing_pincode: string;
  billing_state: string;
  billing_country: 'India';
  billing_email: string;
  billing_phone: string;
  shipping_is_billing: true;
  order_items: Array<{
    name: string;
    sku: string;
    units: number;
    selling_price: number;
    discount: number;
    tax: number;
    hsn: string;
  }>;
  payment_method: 'Prepaid' | 'COD';
  shipping_charges: number;
  total_discount: number;
  sub_total: number;
  length: number;
  breadth: number;
  height: number;
  weight: number;
}

/**
 * A return as `orders/create/return` takes it: collected from the buyer (`pickup_*`) and sent to
 * the shop's pickup location (`shipping_*`), always prepaid, in rupees, kilograms and centimetres.
 */
export interface ShiprocketReturnOrder {
  order_id: string;
  order_date: string;
  pickup_customer_name: string;
  pickup_last_name: string;
  pickup_address: string;
  pickup_address_2: string;
  pickup_city: string;
  pickup_state: string;
  pickup_country: 'India';
  pickup_pincode: string;
  pickup_email: string;
  pickup_phone: string;
  shipping_customer_name: string;
  shipping_last_name: string;
  shipping_address: string;
  shipping_address_2: string;
  shipping_city: string;
  shipping_country: 'India';
  shipping_pincode: string;
  shipping_state: string;
  shipping_email: string;
  shipping_phone: string;
  order_items: Array<{
    name: string;
    sku: string;
    units: number;
    selling_price: number;
    discount: number;
    hsn: string;
  }>;
  payment_method: 'PREPAID';
  total_discount: number;
  sub_total: number;
  length: number;
  breadth: number;
  height: number;
  weight: number;
}

export function createShiprocket(settings: ShiprocketSettings): Shiprocket {
  const base = (settings.apiUrl ?? 'https://apiv2.shiprocket.in').replace(/\/+$/, '');
  const now = settings.now ?? (() => new Date());
  const timeoutMs = settings.timeoutMs ?? 15_000;
  /** A login under way on this server, so calls that find no token wait for one login. */
  let loggingIn: Promise<string> | undefined;

  async function request(method: string, path: string, token: string | null, body?: unknown, query?: Query) {
    const url = new URL(`${base}${path}`);
    for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, String(value));
    let res: Response;
    let text: string;
    try {
      res = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError';
      throw new CourierError(
        timedOut ? `Shiprocket did not answer within ${timeoutMs / 1000} s` : 'Shiprocket could not be reached',
        true,
      );
    }
    let json: unknown = null;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch {
        throw new CourierError(`Shiprocket answered ${path} with something other than JSON`, res.status >= 500);
      }
    }
    return { status: res.status, json };
  }

  /** A fresh token from the login call, kept for every server. */
  async function login(replacing: string | null): Promise<string> {
    const { status, json } = await request('POST', '/v1/external/auth/login', null, {
      email: settings.email,
      password: settings.password,
    });
    const token = (json as { token?: unknown } | null)?.token;
    if (status === 200 && typeof token === 'string' && token) {
      await settings.tokens.write(token, new Date(now().getTime() + TOKEN_DAYS * DAY_MS), replacing);
      return token;
    }
    if (status === 400 || status === 401 || status === 403 || status === 200) {
      throw new CourierError(
        'Shiprocket refused the API user: check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD',
        false,
        status,
      );
    }
    throw new CourierError(`Shiprocket's login answered ${status}`, status >= 500 || status === 429, status);
  }

  /** One login at a time on this server, however many calls need a token. */
  function renew(replacing: string | null): Promise<string> {
    loggingIn ??= login(replacing).finally(() => (loggingIn = undefined));
    return loggingIn;
  }

  async function currentToken(): Promise<string> {
    const kept = await settings.tokens.read();
    const left = kept ? kept.expiresAt.getTime() - now().getTime() : 0;
    if (kept && left > RENEW_BEFORE_MS) return kept.token;
    try {
      return await renew(kept?.token ?? null);
    } catch (err) {
      // A renewal that fails in the token's last day leaves it working until it ends.
      if (kept && left > 0) return kept.token;
      throw err;
    }
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, query?: Query): Promise<T> {
    let token = await currentToken();
    let answer = await request(method, path, token, body, query);
    if (answer.status === 401) {
      // Ended early, or renewed by another server (whose token is used), or else one new login;
      // then the call once more.
      const kept = await settings.tokens.read();
      token = kept && kept.token !== token && kept.expiresAt > now() ? kept.token : await renew(token);
      answer = await request(method, path, token, body, query);
    }
    const { status, json } = answer;
    if (status >= 200 && status < 300) return json as T;
    throw new CourierError(describeFailure(path, status, json), status >= 500 || status === 429, status);
  }

  /** A POST whose answer must hold `field`; a clear error naming the step when it does not. */
  async function postFor<T>(path: string, body: unknown, step: string, holds: (answer: T) => boolean): Promise<T> {
    const answer = await call<T>('POST', path, body);
    if (!answer || !holds(answer)) {
      const said = (answer ?? {}) as { message?: unknown; response?: string | { data?: unknown } };
      const data = typeof said.response === 'object' ? said.response?.data : undefined;
      const reasons = [
        said.message,
        typeof said.response === 'string' ? said.response : undefined,
        typeof data === 'string' ? data : (data as { awb_assign_error?: unknown } | undefined)?.awb_assign_error,
      ];
      const reason = reasons.find((r): r is string => typeof r === 'string' && r.trim() !== '') ?? '';
      throw new CourierError(`Shiprocket did not ${step}${reason ? `: ${reason}` : ''}`, false);
    }
    return answer;
  }

  /** An order (or a return) created at `path`: Shiprocket's order and shipment ids. */
  async function createAt(path: string, order: unknown, step: string) {
    const made = await postFor<{ order_id?: unknown; shipment_id?: unknown }>(
      path,
      order,
      step,
      (a) => Boolean(a.order_id) && Boolean(a.shipment_id),
    );
    return { orderId: String(made.order_id), shipmentId: String(made.shipment_id) };
  }

  return {
    call,
    async pickupLocations() {
      const answer = await call<{ data?: { shipping_address?: unknown } }>(
        'GET',
        '/v1/external/settings/company/pickup',
      );
      const rows = Array.isArray(answer?.data?.shipping_address) ? (answer.data.shipping_address as unknown[]) : [];
      return rows.flatMap((row) => {
        const r = (row ?? {}) as Record<string, unknown>;
        const words = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
        const name = words(r.pickup_location);
        const pin = String(r.pin_code ?? '').trim();
        if (!name || !/^\d{6}$/.test(pin)) return [];
        return [
          {
            name,
            pin,
            primary: Number(r.is_primary_location) === 1,
            address: words(r.address),
            address2: words(r.address_2),
            city: words(r.city),
            state: words(r.state),
            contact: words(r.name),
            phone: String(r.phone ?? '')
              .replace(/\D/g, '')
              .slice(-10),
            email: words(r.email),
          },
        ];
      });
    },
    createOrder: (order) => createAt('/v1/external/orders/create/adhoc', order, 'create the order'),
    createReturnOrder: (order) => createAt('/v1/external/orders/create/return', order, 'create the return'),
    async assignAwb(shipmentId, courierId, isReturn = false) {
      const assigned = await postFor<{
        awb_assign_status?: unknown;
        response?: {
          data?: {
            awb_code?: unknown;
            courier_company_id?: unknown;
            courier_name?: unknown;
            pickup_scheduled_date?: unknown;
          };
        };
      }>(
        '/v1/external/courier/assign/awb',
        {
          shipment_id: Number(shipmentId),
          ...(courierId !== null ? { courier_id: courierId } : {}),
          ...(isReturn ? { is_return: 1 } : {}),
        },
        'assign a waybill',
        (a) => Number(a.awb_assign_status) === 1 && Boolean(a.response?.data?.awb_code),
      );
      const data = assigned.response!.data!;
      const id = Number(data.courier_company_id);
      const when = data.pickup_scheduled_date;
      return {
        awb: String(data.awb_code),
        courierId: Number.isInteger(id) && id > 0 ? id : courierId,
        courierName: typeof data.courier_name === 'string' && data.courier_name ? data.courier_name : 'Courier',
        pickupScheduledAt: typeof when === 'string' && when ? when : null,
      };
    },
    async requestPickup(shipmentId) {
      const pickup = await postFor<{ pickup_status?: unknown; response?: { pickup_scheduled_date?: unknown } }>(
        '/v1/external/courier/generate/pickup',
        { shipment_id: [Number(shipmentId)] },
        'book the pickup',
        (a) => Number(a.pickup_status) === 1,
      );
      const when = pickup.response?.pickup_scheduled_date;
      return { scheduledAt: typeof when === 'string' && when ? when : null };
    },
    async label(shipmentId) {
      const made = await postFor<{ label_created?: unknown; label_url?: unknown }>(
        '/v1/external/courier/generate/label',
        { shipment_id: [Number(shipmentId)] },
        'make the label',
        (a) => Number(a.label_created) === 1 && typeof a.label_url === 'string' && a.label_url !== '',
      );
      return String(made.label_url);
    },
    async manifest(shipmentId, orderId) {
      const hasUrl = (a: { manifest_url?: unknown }) => typeof a.manifest_url === 'string' && a.manifest_url !== '';
      try {
        const made = await postFor<{ manifest_url?: unknown }>(
          '/v1/external/manifests/generate',
          { shipment_id: [Number(shipmentId)] },
          'make the manifest',
          hasUrl,
        );
        return String(made.manifest_url);
      } catch (err) {
        if (!(err instanceof CourierError && err.status === 400 && /already generated/i.test(err.message))) throw err;
        const printed = await postFor<{ manifest_url?: unknown }>(
          '/v1/external/manifests/print',
          { order_ids: [Number(orderId)] },
          'print the manifest',
          hasUrl,
        );
        return String(printed.manifest_url);
      }
    },
    async awbOf(shipmentId) {
      const answer = await call<{ tracking_data?: { shipment_track?: unknown } }>(
        'GET',
        `/v1/external/courier/track/shipment/${encodeURIComponent(shipmentId)}`,
      );
      const tracks = answer?.tracking_data?.shipment_track;
      const first = (Array.isArray(tracks) ? tracks[0] : undefined) as Record<string, unknown> | undefined;
      const awb = first?.awb_code;
      if ((typeof awb !== 'string' && typeof awb !== 'number') || String(awb) === '') return null;
      const name = typeof first?.courier_name === 'string' && first.courier_name ? first.courier_name : 'Courier';
      return { awb: String(awb), courierName: name };
    },
    async cancelOrders(orderIds) {
      await call('POST', '/v1/external/orders/cancel', { ids: orderIds.map(Number) });
    },
    async trackAwb(awb) {
      const answer = await call<{
        tracking_data?: { shipment_status?: unknown; shipment_track_activities?: unknown };
      }>('GET', `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`);
      const data = answer?.tracking_data;
      const statusId = Number(data?.shipment_status);
      if (!data || !Number.isInteger(statusId) || statusId <= 0) return null;
      // The scans, newest first; the shipment's status is the newest's.
      const scans = Array.isArray(data.shipment_track_activities) ? (data.shipment_track_activities as unknown[]) : [];
      const latest = (scans[0] ?? {}) as Record<string, unknown>;
      const words = (value: unknown) => (typeof value === 'string' ? value : '');
      return {
        statusId,
        status: words(latest['sr-status-label']) || words(latest.activity) || `Status ${statusId}`,
        at: shiprocketTime(latest.date),
        location: words(latest.location),
        activity: words(latest.activity),
      };
    },
    async serviceability(input) {
      const answer = await call<{
        status?: unknown;
        data?: { available_courier_companies?: unknown; recommended_courier_company_id?: unknown };
      }>('GET', '/v1/external/courier/serviceability/', undefined, {
        pickup_postcode: input.pickupPin,
        delivery_postcode: input.deliveryPin,
        weight: input.weightKg.toFixed(2),
        cod: input.cod ? 1 : 0,
        ...(input.declaredValuePaise !== undefined
          ? { declared_value: Math.ceil(input.declaredValuePaise / 100) }
          : {}),
        ...(input.isReturn ? { is_return: 1 } : {}),
      });
      // No courier for the pair comes back as a status of 404 inside the answer.
      if (answer.status !== undefined && answer.status !== 200) return { couriers: [], recommendedId: null };
      const listed = Array.isArray(answer.data?.available_courier_companies)
        ? (answer.data.available_courier_companies as unknown[])
        : [];
      const couriers = listed.flatMap((row) => {
        const option = courierOption(row);
        return option ? [option] : [];
      });
      const recommended = Number(answer.data?.recommended_courier_company_id);
      return {
        couriers,
        recommendedId: couriers.some((c) => c.id === recommended) ? recommended : null,
      };
    },
  };
}

/** One row of `available_courier_companies`, or null when it lacks what a choice needs. */
function courierOption(row: unknown): CourierOption | null {
  if (!row || typeof row !== 'object') return null;
  const r = row as Record<string, unknown>;
  const id = Number(r.courier_company_id);
  const name = typeof r.courier_name === 'string' ? r.courier_name.trim() : '';
  const rate = Number(r.rate ?? r.freight_charge);
  if (!Number.isInteger(id) || id <= 0 || !name || !Number.isFinite(rate) || rate < 0) return null;
  const days = Number.parseInt(String(r.estimated_delivery_days ?? ''), 10);
  return {
    id,
    name,
    ratePaise: Math.round(rate * 100),
    days: Number.isFinite(days) && days >= 0 ? days : null,
    etd: typeof r.etd === 'string' && r.etd.trim() ? r.etd.trim() : null,
    cod: Number(r.cod) === 1,
  };
}

/** What Shiprocket said was wrong, in a sentence for staff: its message, and the first field error. */
function describeFailure(path: string, status: number, json: unknown): string {
  const body = (json ?? {}) as { message?: unknown; errors?: Record<string, unknown> };
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  const firstError = Object.values(body.errors ?? {})
    .flat()
    .find((e): e is string => typeof e === 'string');
  const said = [message, firstError].filter(Boolean).join(': ');
  return said ? `Shiprocket refused ${path} (${status}): ${said}` : `Shiprocket answered ${path} with ${status}`;
}
