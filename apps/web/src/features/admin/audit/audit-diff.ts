/** What an audit entry changed, field by field, for the log's detail view. */
export type FieldChange = { field: string; before: string; after: string };

const show = (value: unknown): string => {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The top-level fields whose value differs between before and after (a creation has no before, a
 * deletion no after). Values that are not objects count as one field named "value".
 */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    return show(before) === show(after) ? [] : [{ field: 'value', before: show(before), after: show(after) }];
  }
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((field) => show(b[field]) !== show(a[field]))
    .map((field) => ({ field, before: show(b[field]), after: show(a[field]) }));
}
