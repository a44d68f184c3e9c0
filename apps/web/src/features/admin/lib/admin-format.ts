import { SHOP_TIME_ZONE } from '@store/contracts/admin';

// The shop's days are India's days, whichever time zone the admin's laptop is set to.
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SHOP_TIME_ZONE,
});
const dateOnly = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});
const compactInr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
});

/** "5 May 2026, 3:04 pm" in the shop's time zone; '—' when missing. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** "5 May 2026" in the shop's time zone; '—' when missing. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateOnly.format(date);
}

/** Paise in the short Indian style for chart axes: ₹500, ₹1.5K, ₹1.2L, ₹3.2Cr. */
export function formatCompactInr(paise: number): string {
  return compactInr.format(paise / 100);
}

/** "1 order", "3 orders". */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? one : many}`;
}

/** "1,234 found" under a list's title; a blank (keeping the line's height) while it loads. */
export function formatFound(total: number | undefined): string {
  return total === undefined ? ' ' : `${total.toLocaleString('en-IN')} found`;
}
