import type { QueryWord, TermGroup } from './search-terms';

/** Words or phrases read from the text; more are ignored (each is one condition of the query). */
const MAX_GROUPS = 6;

/**
 * What riders call the same thing by different names: each line is one thing, each entry a
 * phrase. Only true equivalents: a sprocket is not a chain kit, a slider not a crash guard. No
 * word that trigrams take for a common one ('chain spray' would find every sprocket).
 */
const SAME_THING: readonly (readonly string[])[] = [
  ['tyre', 'tire'],
  ['silencer', 'exhaust', 'muffler'],
  ['visor', 'shield'],
  ['brake shoe', 'brake pad'],
  ['indicator', 'blinker', 'winker', 'turn signal'],
  ['lube', 'lubricant'],
  ['chain lube', 'chain oil'],
  ['headlight', 'headlamp', 'head light', 'head lamp'],
  ['light', 'lamp'],
  ['mobile', 'phone'],
  ['holder', 'mount'],
  ['crash guard', 'engine guard', 'leg guard', 'crash bar'],
  ['saddlebag', 'saddle bag', 'pannier'],
  ['tankbag', 'tank bag'],
  ['raincoat', 'rain coat', 'rain suit'],
  ['bike cover', 'body cover'],
  ['knee guard', 'knee pad', 'knee protector'],
  ['trousers', 'pants'],
  ['aluminium', 'aluminum'],
  ['disc', 'disk'],
  ['engine oil', 'motor oil'],
  ['air filter', 'air cleaner'],
  ['sparkplug', 'spark plug'],
  ['handlebar', 'handle bar'],
  ['intercom', 'communicator'],
];

interface Phrase {
  words: string[];
  /** Every phrase for the same thing, this one included. */
  same: string[][];
}

/** Longest first, so 'chain lube' is read as one phrase before 'lube' alone. */
const PHRASES: Phrase[] = SAME_THING.flatMap((line) => {
  const same = line.map((phrase) => phrase.split(' '));
  return same.map((words) => ({ words, same }));
}).sort((a, b) => b.words.length - a.words.length);

/** A plural typed for the singular listed: 'tyres', 'brake shoes', 'discs', 'mufflers'. */
const sameWord = (typed: string, listed: string) =>
  typed === listed || typed === `${listed}s` || typed === `${listed}es`;

function phraseAt(words: QueryWord[], at: number): Phrase | undefined {
  return PHRASES.find((p) => p.words.every((listed, k) => words[at + k] && sameWord(words[at + k]!.text, listed)));
}

/**
 * The words as conditions to match: a word or phrase with synonyms matches any of them, what was
 * typed first; a word joined by dashes or dots also matches as its pieces ('std-td7ffh-m').
 */
export function termGroups(words: QueryWord[]): TermGroup[] {
  const groups: TermGroup[] = [];
  let at = 0;
  while (at < words.length && groups.length < MAX_GROUPS) {
    const phrase = phraseAt(words, at);
    if (phrase) {
      const typed = words.slice(at, at + phrase.words.length).map((w) => w.text);
      groups.push({ alternatives: [typed, ...phrase.same.filter((p) => p !== phrase.words)], weight: typed.length });
      at += typed.length;
    } else {
      const word = words[at]!;
      groups.push({ alternatives: word.parts.length > 1 ? [[word.text], word.parts] : [[word.text]], weight: 1 });
      at += 1;
    }
  }
  return groups;
}
