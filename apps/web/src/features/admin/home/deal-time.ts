import { SHOP_TIME_ZONE } from '@store/contracts/admin';

/** India has one offset all year; deals end on the shop's clock whatever the laptop says. */
const SHOP_OFFSET = '+05:30';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a datetime-local field shows it, in India time: "2026-11-25T18:00". */
export function toShopDateTimeInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const get = (type: string) => parts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** A datetime-local value read as India time, as the ISO text the API takes; '' stays ''. */
export function fromShopDateTimeInput(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return '';
  return `${value}:00${SHOP_OFFSET}`;
}
