import { FIRST_MODEL_YEAR, LAST_MODEL_YEAR } from '@store/contracts/fitment';
import type { CatalogRefs } from './catalog-refs';
import { queryWords, typedText } from './search-terms';

/** The models a search text names ('duke 390 pads'), and the model year it gives, if any. */
export interface NamedBike {
  models: Array<{ id: string; makeId: string }>;
  year: number | null;
}

/** A name ('classic'), a plain number ('350') or a code of letters and digits ('ns200', 'r15'). */
interface ModelWord {
  text: string;
  kind: 'name' | 'number' | 'code';
  /** The digits of a number or code: '350' of 'cb350rs'. */
  digits: string;
  /** The model's first name, its family ('classic', 'duke', 'pulsar'), which alone names it. */
  first: boolean;
}

interface Model {
  id: string;
  makeId: string;
  makeWords: string[];
  words: ModelWord[];
}

/** Version words riders leave out or add ('R15 V4', 'RTR 200 4V', 'FZ-S FI'): never required. */
const VERSION = /^(?:v\d{1,2}|\d{1,2}v|fi)$/;
const DIGITS = /^\d+$/;
const isYear = (text: string) => DIGITS.test(text) && +text >= FIRST_MODEL_YEAR && +text <= LAST_MODEL_YEAR;

const modelsByRefs = new WeakMap<CatalogRefs, Model[]>();

/** The models under Shop by Bike, read into words once per load of the tree. */
function modelsOf(refs: CatalogRefs): Model[] {
  const known = modelsByRefs.get(refs);
  if (known) return known;
  const models: Model[] = [];
  for (const node of refs.categories.values()) {
    const make = node.parentId ? refs.categories.get(node.parentId) : undefined;
    if (node.kind !== 'model' || make?.kind !== 'make') continue;
    const makeWords = queryWords(typedText(make.name)).map((w) => w.text);
    const texts = queryWords(typedText(node.name))
      .map((w) => w.text)
      .filter((text) => !makeWords.includes(text) && !VERSION.test(text));
    const firstName = texts.find((text) => !/\d/.test(text));
    const words = texts.map((text): ModelWord => {
      const kind = DIGITS.test(text) ? 'number' : /\d/.test(text) ? 'code' : 'name';
      return { text, kind, digits: text.replace(/\D/g, ''), first: text === firstName };
    });
    models.push({ id: node.id, makeId: make.id, makeWords, words });
  }
  modelsByRefs.set(refs, models);
  return models;
}

/** A way to read the typed words: one word, a piece of one ('classic350'), or two joined ('ns 200'). */
interface Reading {
  text: string;
  /** The typed words it takes. */
  uses: number[];
}

const isLetters = (text: string) => /^\p{L}+$/u.test(text);

function readingsOf(words: string[]): Reading[] {
  const readings = words.map((text, i) => ({ text, uses: [i] }));
  words.forEach((text, i) => {
    const runs = text.match(/\p{L}+|\p{N}+/gu) ?? [];
    if (runs.length === 2) readings.push(...runs.map((run) => ({ text: run, uses: [i] })));
    const next = words[i + 1];
    if (next && ((isLetters(text) && DIGITS.test(next)) || (DIGITS.test(text) && isLetters(next)))) {
      readings.push({ text: text + next, uses: [i, i + 1] });
    }
  });
  return readings;
}

/** At most one letter added, dropped, changed or two swapped: 'himalyan', 'clasic', 'dominor'. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (i === a.length && i === b.length) return true;
  const rest = (x: number, y: number) => a.slice(i + x) === b.slice(i + y);
  const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  return rest(1, 1) || rest(1, 0) || rest(0, 1) || swapped;
}

/** Names allow a plural and, from five letters, one typo; numbers and codes must be exact. */
function wordFits(word: ModelWord, typed: string): boolean {
  if (typed === word.text || (word.kind === 'name' && typed === `${word.text}s`)) return true;
  return word.kind === 'name' && word.text.length >= 5 && typed.length >= 5 && withinOneEdit(word.text, typed);
}

interface Match {
  model: Model;
  /** How many of the model's words the text gives: the most specific reading wins. */
  count: number;
  uses: number[];
}

/**
 * Whether the text names `model`. Every number of the model must be there when the text has a
 * number at all ('duke 390' is not the 250 Duke; 'himalayan' is either Himalayan), and something
 * must single it out: a code ('ns200'), its first name ('classic', 'duke'), another of its names
 * with a second word of it ('rc 390', 'super meteor'; 'plus' alone is not the Splendor Plus), or
 * the make with its numbers ('royal enfield 350').
 */
function matchModel(model: Model, words: string[], readings: Reading[], numbers: Reading[]): Match | null {
  const uses: number[] = [];
  let names = 0;
  let numbersGiven = 0;
  let singledOut = false;
  let named = false;
  let numbersMissing = false;
  for (const word of model.words) {
    const hit =
      readings.find((r) => wordFits(word, r.text)) ??
      numbers.find((r) => word.kind !== 'name' && r.text === word.digits);
    if (!hit) {
      numbersMissing ||= word.kind !== 'name';
      continue;
    }
    uses.push(...hit.uses);
    if (word.kind === 'name') names++;
    else numbersGiven++;
    if (word.kind === 'code' && hit.text === word.text) singledOut = true;
    if (word.kind === 'name' && word.text.length >= 2) named = true;
    if (word.kind === 'name' && word.first && word.text.length >= 3) singledOut = true;
  }
  if (numbersMissing && numbers.length > 0) return null;
  const makeUses = words.flatMap((text, i) => (model.makeWords.includes(text) ? [i] : []));
  const byMake = makeUses.length > 0 && numbersGiven > 0 && !numbersMissing;
  if (!(singledOut || (named && names + numbersGiven > 1) || byMake)) return null;
  return { model, count: names + numbersGiven, uses: [...uses, ...makeUses] };
}

/**
 * The models the words name, from the tree in memory, with the indexes of the words that name
 * them (model, make, version and year words), or null when they name none. Word order is free;
 * when several readings fit, the one giving more of a model's words wins ('super meteor').
 */
export function findNamedBike(refs: CatalogRefs, words: string[]): { bike: NamedBike; used: Set<number> } | null {
  const readings = readingsOf(words);
  const numbers = readings.filter((r) => DIGITS.test(r.text) && !isYear(r.text));
  const matches = modelsOf(refs).flatMap((model) => matchModel(model, words, readings, numbers) ?? []);
  if (matches.length === 0) return null;
  const best = Math.max(...matches.map((m) => m.count));
  const chosen = matches.filter((m) => m.count === best);

  const used = new Set(chosen.flatMap((m) => m.uses));
  words.forEach((text, i) => VERSION.test(text) && used.add(i));
  const yearAt = words.findIndex(isYear);
  if (yearAt >= 0) used.add(yearAt);
  return {
    bike: {
      models: chosen.map(({ model }) => ({ id: model.id, makeId: model.makeId })),
      year: yearAt >= 0 ? Number(words[yearAt]) : null,
    },
    used,
  };
}
