/** What a shopper types into search: product names, one letter at a time. */
import { spread } from './path-mix';

/** About 100 names of different products (variations of one product share a stem), spread over the list. */
export function typedNames(names: Iterable<string>): string[] {
  const seen = new Set<string>();
  const distinct: string[] = [];
  for (const name of names) {
    const stem = name.split(' — ')[0]!;
    if (seen.has(stem)) continue;
    seen.add(stem);
    distinct.push(name);
  }
  return spread(distinct, 100);
}

/** A name's prefixes up to `most` characters, as a shopper types them ("s", "st", "stu", ...). */
export function typedPrefixes(name: string, most = 20): string[] {
  const prefixes: string[] = [];
  for (let n = 1; n <= Math.min(most, name.length); n++) {
    const prefix = name.slice(0, n);
    if (!prefix.endsWith(' ')) prefixes.push(prefix); // a trailing space is the search before it
  }
  return prefixes;
}

/** The text the search call's cache keys an answer by: trimmed, lower-cased, spaces collapsed. */
export const searchKey = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');
