import {
  DELIVERY_ZONE_NAMES,
  DEFAULT_DELIVERY_ZONES,
  type DeliveryZone,
  type DeliveryZoneId,
} from '@store/contracts/shop-settings';
import type { PinPlace } from './pin-directory';

/** The North-East, Jammu and Kashmir, Ladakh and the islands: the 'remote' zone. */
const REMOTE_STATES = new Set(['01', '11', '12', '13', '14', '15', '16', '17', '18', '31', '35', '38']);
const SOUTH_STATES = new Set(['29', '33', '34', '36', '37']);
/** The metros outside Kerala, by the directory's district names; all of Delhi is one. */
const METRO_DISTRICTS = new Set(['Mumbai', 'Kolkata', 'Chennai', 'Bangalore', 'Hyderabad', 'Pune', 'Ahmedabad']);

/** The delivery zone of a place: Kerala first, then the remote states, the metros, the South, the rest. */
export function zoneOf(place: PinPlace): DeliveryZoneId {
  const state = place.states[0]?.code ?? '';
  if (state === '32') return 'kerala';
  if (REMOTE_STATES.has(state)) return 'remote';
  if (state === '07' || METRO_DISTRICTS.has(place.district)) return 'metro';
  if (SOUTH_STATES.has(state)) return 'south';
  return 'rest';
}

export interface DeliveryRules {
  zones: DeliveryZone[];
  unservedPins: readonly string[];
}

export interface DeliveryQuote {
  zone: DeliveryZoneId;
  zoneName: string;
  served: boolean;
  days: number;
}

/** Whether the shop delivers to `place` and in how many days, by its zones and its unserved PINs. */
export function quoteDelivery(rules: DeliveryRules, place: PinPlace): DeliveryQuote {
  const zone = zoneOf(place);
  const rule =
    rules.zones.find((z) => z.id === zone) ??
    DEFAULT_DELIVERY_ZONES.find((z) => z.id === zone) ??
    DEFAULT_DELIVERY_ZONES[3]!;
  return {
    zone,
    zoneName: DELIVERY_ZONE_NAMES[zone],
    served: rule.served && !rules.unservedPins.includes(place.pin),
    days: rule.days,
  };
}

const IST_OFFSET_MS = 330 * 60_000;

/** The calendar date in India `days` after `from`, as yyyy-mm-dd. */
export function indiaDateAfter(from: Date, days: number): string {
  return new Date(from.getTime() + IST_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}
