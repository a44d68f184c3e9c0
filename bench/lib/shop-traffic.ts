/**
 * A shop's writes, through the store's own calls, while the benchmark's readers load it: orders
 * placed and paid at a steady rate, unpaid orders whose reservation runs out, a review now and
 * then, and a member of staff editing a product every ten seconds (a price, or the product's words). It also times how long a sale
 * takes to show on the product's page (the stock a shopper sees).
 */
import { performance } from 'node:perf_hooks';
import { productInputOf, type AdminProduct } from '@store/contracts/admin-catalog';
import { withClient } from './bench-db';
import { sellables, sessions, type Sellable, type Session } from './shop-traffic-people';

export interface TrafficSettings {
  storeOrigin: string;
  databaseUrl: string;
  /** The store's JWT_SECRET, to sign the shoppers' and staff's sessions as the store does. */
  jwtSecret: string;
  ordersPerSecond: number;
  /** Seconds between staff edits; 0: none. */
  editEverySeconds: number;
  /** Seconds between reviews; 0: none. */
  reviewEverySeconds: number;
  /** Seconds between unpaid orders left to expire. */
  expireEverySeconds: number;
  /** Start paused: nothing is written until `resume`. */
  paused?: boolean;
}

export interface TrafficReport {
  seconds: number;
  ordersPaid: number;
  ordersPerSecond: number;
  ordersFailed: number;
  unpaidExpired: number;
  reviews: number;
  staffEdits: number;
  /** Of the staff edits: prices changed, and whole products saved with new words. */
  priceChanges: number;
  productSaves: number;
  /** Milliseconds from a payment's answer to the product page showing its stock, one per probed sale. */
  stockVisibleMs: number[];
  /** What went wrong, the first few times (a call that did not answer 200). */
  problems: string[];
}

export interface ShopTraffic {
  /** Stops placing new orders, reviews and edits, and waits for those under way. */
  pause(): Promise<void>;
  /** Starts them again. */
  resume(): Promise<void>;
  /** Pauses for good, and answers what was done while running. */
  stop(): Promise<TrafficReport>;
}

const ADDRESS = {
  name: 'Bench Rider',
  phone: '9876543210',
  pinCode: '682001',
  address: '12 Marine Drive',
  locality: 'Ernakulam',
  town: 'Kochi',
  state: 'Kerala',
  landMark: 'Near the jetty',
};
/** Every this many sales, the product page is polled until it shows the sale's stock. */
const PROBE_EVERY = 4;

export async function startShopTraffic(settings: TrafficSettings): Promise<ShopTraffic> {
  const { storeOrigin } = settings;
  const { shoppers, staff } = await sessions(settings.databaseUrl, settings.jwtSecret);
  const stock = await sellables(settings.databaseUrl);
  const report: TrafficReport = {
    seconds: 0,
    ordersPaid: 0,
    ordersPerSecond: 0,
    ordersFailed: 0,
    unpaidExpired: 0,
    reviews: 0,
    staffEdits: 0,
    priceChanges: 0,
    productSaves: 0,
    stockVisibleMs: [],
    problems: [],
  };
  const problem = (what: string) => {
    if (report.problems.length < 10) report.problems.push(what);
  };

  /** One of the store's calls as a browser makes it; answers the whole envelope, or throws unless 200. */
  async function request(method: string, path: string, who: Session | null, body?: unknown) {
    const res = await fetch(`${storeOrigin}/api${path}`, {
      method,
      headers: {
        ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text) as { data: Record<string, unknown> } & Record<string, unknown>;
  }

  const call = async (method: string, path: string, who: Session | null, body?: unknown) =>
    (await request(method, path, who, body)).data;

  const quantityOf = async (item: Sellable) => {
    const product = (await call('GET', `/fetch_product?id=${item.product}`, null)) as {
      variants: Array<{ _id: string; quantity: number }>;
    };
    return product.variants.find((v) => v._id === item.variant)?.quantity ?? -1;
  };

  const paidOrders: Array<{ id: string; who: Session; item: Sellable }> = [];
  let n = 0;

  async function sell(): Promise<void> {
    const i = n++;
    const who = shoppers[i % shoppers.length]!;
    const item = stock[i % stock.length]!;
    const probe = i % PROBE_EVERY === 0;
    try {
      const before = probe ? await quantityOf(item) : 0;
      const order = await placeRaw(who, item);
      const paid = await call('POST', '/test_payment/pay', who, { razorpay_order_id: order.providerOrderId });
      await call('POST', '/verify_order', who, paid);
      const answeredAt = performance.now();
      report.ordersPaid += 1;
      paidOrders.push({ id: order.id, who, item });
      if (probe && before > 0) {
        // Another sale of the same product may land meanwhile: any figure below `before` shows this one.
        for (let tries = 0; tries < 200; tries++) {
          if ((await quantityOf(item)) < before) {
            report.stockVisibleMs.push(performance.now() - answeredAt);
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }
    } catch (err) {
      report.ordersFailed += 1;
      problem(err instanceof Error ? err.message : String(err));
    }
  }

  /** create_order answers the provider's order beside the order (`raz`), as the checkout reads it. */
  async function placeRaw(who: Session, item: Sellable) {
    const body = (await request('POST', '/create_order', who, {
      address: ADDRESS,
      products: [{ product: item.product, variant: item.variant, quantity: 1 }],
      type: 'single',
    })) as { data: { _id: string }; raz: { order_id: string } };
    return { id: body.data._id, providerOrderId: body.raz.order_id };
  }

  /** An order left unpaid whose reservation is then run out, so the store's sweep gives its stock back. */
  async function leaveUnpaid(): Promise<void> {
    const i = n++;
    const who = shoppers[i % shoppers.length]!;
    try {
      const order = await placeRaw(who, stock[i % stock.length]!);
      await withClient(settings.databaseUrl, (client) =>
        client.query(`UPDATE stock_reservations SET expires_at = now() WHERE order_id = $1 AND status = 'active'`, [
          order.id,
        ]),
      );
      report.unpaidExpired += 1;
    } catch (err) {
      problem(err instanceof Error ? err.message : String(err));
    }
  }

  /** Staff ship and deliver a paid order, and its buyer reviews the product. */
  async function review(): Promise<void> {
    const order = paidOrders.shift();
    if (!order) return;
    try {
      await call('POST', `/admin/orders/${order.id}/ship`, staff, {
        tracking_number: `BENCH${n}`,
        carrier: 'Delhivery',
      });
      await call('POST', `/admin/orders/${order.id}/deliver`, staff, {});
      await call('POST', '/create_review_rating', order.who, {
        product: order.item.product,
        rating: 1 + (n % 5),
        text: 'Fits well and arrived quickly.',
        images: [],
      });
      report.reviews += 1;
    } catch (err) {
      problem(err instanceof Error ? err.message : String(err));
    }
  }

  /**
   * Staff edit a product: every other edit changes a price by a rupee (and back on the next), and
   * the others save the whole product form with its description rewritten, as the back office does.
   */
  let edits = 0;
  async function edit(): Promise<void> {
    const item = stock[(edits * 7) % stock.length]!;
    try {
      const product = (await call('GET', `/admin/products/${item.product}`, staff)) as AdminProduct;
      if (edits % 2 === 0) {
        const own = product.variants.find((v) => v.id === item.variant);
        if (!own) throw new Error(`the product ${item.product} has no option ${item.variant}`);
        const price = own.pricePaise > 100 ? own.pricePaise - 100 : own.pricePaise + 100;
        await call('PATCH', `/admin/variants/${item.variant}`, staff, { pricePaise: Math.min(price, own.mrpPaise) });
        report.priceChanges += 1;
      } else {
        await call('PUT', `/admin/products/${item.product}`, staff, {
          ...productInputOf(product),
          description: `Checked by staff, edit ${edits}.`,
        });
        report.productSaves += 1;
      }
      report.staffEdits += 1;
      edits += 1;
    } catch (err) {
      problem(err instanceof Error ? err.message : String(err));
    }
  }

  const running = new Set<Promise<void>>();
  const track = (p: Promise<void>) => {
    running.add(p);
    void p.finally(() => running.delete(p));
  };
  /**
   * Each kind of write on its own beat, counted in the time the traffic runs: a pause carries a
   * beat's time over, so a kind written every 10 s still comes 10 s of running apart, however the
   * runs are cut (the benchmark pauses the writes between its rows).
   */
  const beats = [
    { seconds: 1 / settings.ordersPerSecond, work: sell },
    { seconds: settings.expireEverySeconds, work: leaveUnpaid },
    { seconds: settings.reviewEverySeconds, work: review },
    { seconds: settings.editEverySeconds, work: edit },
  ]
    .filter((beat) => beat.seconds > 0 && Number.isFinite(beat.seconds))
    .map((beat) => ({ ...beat, due: beat.seconds * 1000, timer: undefined as NodeJS.Timeout | undefined }));
  /** When the current run began, while running; the seconds run before it. */
  let since: number | undefined;
  let ranSeconds = 0;
  const resume = async () => {
    if (since !== undefined) return;
    const at = performance.now();
    since = at;
    for (const beat of beats) {
      const fire = () => {
        track(beat.work());
        beat.due = performance.now() + beat.seconds * 1000;
        beat.timer = setTimeout(fire, beat.seconds * 1000);
      };
      // `due` holds, while paused, the milliseconds of running left before the beat.
      beat.timer = setTimeout(fire, beat.due);
      beat.due = at + beat.due;
    }
  };
  const pause = async () => {
    if (since !== undefined) {
      const at = performance.now();
      ranSeconds += (at - since) / 1000;
      for (const beat of beats) {
        clearTimeout(beat.timer);
        beat.due = Math.max(0, beat.due - at);
      }
    }
    since = undefined;
    await Promise.all(running);
  };
  if (!settings.paused) await resume();

  return {
    pause,
    resume,
    async stop() {
      await pause();
      report.seconds = ranSeconds;
      report.ordersPerSecond = report.ordersPaid / Math.max(ranSeconds, 1e-9);
      return report;
    },
  };
}
