// How Shiprocket writes a time (docs/couriers.md): in India's time, without a zone, in two layouts.

/** India's offset from UTC: Shiprocket writes its times in India's time, without a zone. */
const IST_OFFSET = '+05:30';

/**
 * A time as Shiprocket writes it, in India's time: `2026-11-30 11:43:52` (scans, tracking) or
 * `30 11 2026 11:43:52` (the webhook's `current_timestamp`). Null for anything else.
 */
export function shiprocketTime(text: unknown): Date | null {
  if (typeof text !== 'string') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  const dayFirst = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  const parts = iso
    ? [iso[1], iso[2], iso[3], iso[4], iso[5], iso[6]]
    : dayFirst
      ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
      : null;
  if (!parts) return null;
  const [y, mo, d, h, mi, sec = '00'] = parts;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${sec}${IST_OFFSET}`);
  if (Number.isNaN(at.getTime())) return null;
  // A day the month does not have (30 02) rolls over into the next: not a time.
  const inIndia = new Date(at.getTime() + 330 * 60_000);
  return inIndia.getUTCDate() === Number(d) && inIndia.getUTCHours() === Number(h) ? at : null;
}
