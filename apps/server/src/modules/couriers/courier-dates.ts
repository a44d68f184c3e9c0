import type { CourierDeps } from './book-shipment.service';
import { kilograms, pickupLocation } from './shiprocket-order';

/** What the courier Shiprocket would book to a PIN says of its delivery. */
export interface CourierEstimate {
  /** Days from the courier picking the parcel up, as the courier promises. */
  days: number;
  courier: string;
}

export interface CourierDatesOptions {
  /** How long an answer for a PIN is kept (Shiprocket's own estimates change by the day). */
  keepMs: number;
  /** How long a shopper waits for Shiprocket before the shop's zones answer instead. */
  waitMs: number;
  /** How long a failure is kept: Shiprocket down is asked again after this, not on every look-up. */
  keepFailureMs: number;
  /** PINs kept at most; the oldest go first. */
  most: number;
}

const DEFAULTS: CourierDatesOptions = {
  keepMs: 6 * 60 * 60_000,
  waitMs: 1_500,
  keepFailureMs: 5 * 60_000,
  most: 5_000,
};
/** A parcel as the PIN check asks about it: one helmet's box, prepaid. */
const ASKED_GRAMS = 1_500;

/**
 * The courier's promise to a PIN for the product page's PIN check and checkout (docs/couriers.md):
 * the days of the courier Shiprocket recommends from the pickup location (the fastest when it
 * recommends none), kept per PIN for six hours on this server. A shopper waits at most 1.5 s: past
 * that, or with Shiprocket down or serving no courier there, the answer is null and the shop's zones
 * decide; an answer that comes late is still kept for the next shopper.
 */
export function createCourierDates(deps: CourierDeps, options: Partial<CourierDatesOptions> = {}) {
  const settings = { ...DEFAULTS, ...options };
  const kept = new Map<string, { until: number; estimate: CourierEstimate | null }>();
  const asking = new Map<string, Promise<CourierEstimate | null>>();

  const keep = (pin: string, estimate: CourierEstimate | null, forMs: number) => {
    kept.delete(pin);
    kept.set(pin, { until: deps.now().getTime() + forMs, estimate });
    if (kept.size > settings.most) kept.delete(kept.keys().next().value!);
  };

  async function ask(pin: string): Promise<CourierEstimate | null> {
    const shiprocket = deps.shiprocket!;
    try {
      const pickup = await pickupLocation(deps, shiprocket);
      const found = await shiprocket.serviceability({
        pickupPin: pickup.pin,
        deliveryPin: pin,
        weightKg: kilograms(ASKED_GRAMS),
        cod: false,
      });
      const timed = found.couriers.filter((c) => c.days !== null);
      const chosen =
        timed.find((c) => c.id === found.recommendedId) ??
        timed.reduce<(typeof timed)[number] | undefined>(
          (best, c) => (!best || c.days! < best.days! ? c : best),
          undefined,
        );
      const estimate = chosen ? { days: chosen.days!, courier: chosen.name } : null;
      keep(pin, estimate, settings.keepMs);
      return estimate;
    } catch (err) {
      deps.log.warn({ err, pin }, 'no courier estimate: the zones answer');
      keep(pin, null, settings.keepFailureMs);
      return null;
    } finally {
      asking.delete(pin);
    }
  }

  return async function estimateTo(pin: string): Promise<CourierEstimate | null> {
    if (!deps.shiprocket) return null;
    const hit = kept.get(pin);
    if (hit && hit.until > deps.now().getTime()) return hit.estimate;
    let pending = asking.get(pin);
    if (!pending) {
      pending = ask(pin);
      asking.set(pin, pending);
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), settings.waitMs)));
    try {
      return await Promise.race([pending, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
export type CourierDates = ReturnType<typeof createCourierDates>;
