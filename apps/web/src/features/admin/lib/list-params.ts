import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list screen's filters as they sit in the URL: each key with its default and, for a choice,
 * the values it may take. Defaults are left out of the URL so a plain link shows the plain list.
 */
export type FilterSpec<K extends string> = Record<K, { default: string; values?: readonly string[] }>;
export type ListParams<K extends string> = Record<K, string> & { page: number };

/** Reads the filters from the URL; anything unknown or malformed falls back to its default. */
export function readListParams<K extends string>(search: URLSearchParams, spec: FilterSpec<K>): ListParams<K> {
  const values = {} as Record<K, string>;
  for (const key of Object.keys(spec) as K[]) {
    const { default: fallback, values: allowed } = spec[key];
    const raw = search.get(key)?.trim() ?? '';
    values[key] = raw && (!allowed || allowed.includes(raw)) ? raw : fallback;
  }
  const page = Number(search.get('page'));
  return { ...values, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * The URL after a change: values equal to their default are dropped, and changing any filter goes
 * back to page 1 (the old page number means nothing in the new result).
 */
export function nextListSearch<K extends string>(
  current: URLSearchParams,
  spec: FilterSpec<K>,
  changes: Partial<Record<K | 'page', string | number>>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const changed = Object.keys(changes) as (K | 'page')[];
  if (changed.some((key) => key !== 'page')) next.delete('page');
  for (const key of changed) {
    const value = String(changes[key] ?? '').trim();
    const fallback = key === 'page' ? '1' : spec[key as K]?.default;
    if (!value || value === fallback) next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** The filters of the current URL and a setter that writes them back (typing replaces history). */
export function useListParams<K extends string>(spec: FilterSpec<K>) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readListParams(search, spec), [search, spec]);
  const setParams = useCallback(
    (changes: Partial<Record<K | 'page', string | number>>, options?: { replace?: boolean }) =>
      setSearch((current) => nextListSearch(current, spec, changes), options),
    [setSearch, spec],
  );
  /** A link's `?…` for another page of the same list. */
  const pageHref = useCallback(
    (page: number) => {
      const text = nextListSearch(search, spec, { page } as Partial<Record<K | 'page', number>>).toString();
      return text ? `?${text}` : '?';
    },
    [search, spec],
  );
  return { params, setParams, pageHref };
}
