import { findNamedBike, type NamedBike } from './bike-words';
import type { CatalogRefs } from './catalog-refs';
import { termGroups } from './search-synonyms';
import { hasLongWord, queryWords, typedText, type QueryWord, type TermGroup } from './search-terms';

/** How a search text is read, the same for the header's suggestions and the product list. */
export interface SearchPlan {
  /** The text as typed (trimmed, lower case): product names starting with it come first. */
  typed: string;
  /** What the products' text must contain, each with its synonyms; the bike's words are not here. */
  groups: TermGroup[];
  /** The bike the text names: only what fits it and universal parts are found. */
  named: NamedBike | null;
  /** A text of one longer word may be a SKU or a piece of one ('td7ffh', 'std-td7ffh-m'): also looked up there. */
  sku: string | null;
  /**
   * The same text read word for word, with no bike named: what is searched when the bike reading
   * finds nothing ('jet classic helmet' is a helmet, not a Classic 350 part). Null for that reading itself.
   */
  literal: SearchPlan | null;
  /**
   * Whether words may match by similarity (typos) rather than as typed. A search is read as typed
   * first and fuzzily only when that finds nothing (decision 088).
   */
  fuzzy: boolean;
}

/** Reads a search text: the bike it names (from the tree in memory), and its words with their synonyms. */
export function planSearch(refs: CatalogRefs, text: string | undefined): SearchPlan {
  const typed = typedText(text);
  const words = queryWords(typed);
  const literal: SearchPlan = {
    typed,
    groups: termGroups(words),
    named: null,
    sku: skuOf(words),
    literal: null,
    fuzzy: false,
  };
  const found = findNamedBike(
    refs,
    words.map((w) => w.text),
  );
  if (!found) return literal;
  const rest = words.filter((_, i) => !found.used.has(i));
  return { typed, groups: termGroups(rest), named: found.bike, sku: skuOf(rest), literal, fuzzy: false };
}

/** Shorter pieces of a SKU say too little to look up (and trigrams need three characters). */
const MIN_SKU_CHARS = 4;

const skuOf = (words: QueryWord[]) =>
  words.length === 1 && words[0]!.text.length >= MIN_SKU_CHARS ? words[0]!.text : null;

/** Text with nothing to search by ('.*', '%'): it must match nothing rather than everything. */
export const searchesNothing = (plan: SearchPlan) => plan.groups.length === 0 && plan.named === null;

/**
 * The same reading with typos allowed, or null when that would match nothing more: without a word
 * of three or more characters, as typed and fuzzily are the same.
 */
export function fuzzyReading(plan: SearchPlan): SearchPlan | null {
  return !plan.fuzzy && hasLongWord(plan.groups) ? { ...plan, fuzzy: true } : null;
}

/** Each reading of a search in the order it is tried: as typed, with typos allowed, then the literal one's two. */
export function readingsOf(plan: SearchPlan): SearchPlan[] {
  const withFuzzy = (p: SearchPlan) => [p, fuzzyReading(p)].filter((r): r is SearchPlan => r !== null);
  return [...withFuzzy(plan), ...(plan.literal ? withFuzzy(plan.literal) : [])];
}
