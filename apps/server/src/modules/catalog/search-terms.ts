import { sql, type SQL } from 'drizzle-orm';

/** Words read from what the shopper typed; more are ignored. */
const MAX_WORDS = 12;
const MAX_WORD_CHARS = 32;

/**
 * A word and the words joined to it by '-', '.' or '&' ('STD-TD7FFH-M', '10W-50', '2.0', 'K&N'):
 * one word to a rider, so part numbers and grades are matched whole as well as by their pieces.
 * Everything else (regex and LIKE characters included) only separates words: input is plain text.
 */
const WORD = /[\p{L}\p{N}]+(?:[-.&][\p{L}\p{N}]+)*/gu;

/** One word as typed: `text` is it joined up ('stdtd7ffhm'), `parts` its pieces ('std', 'td7ffh', 'm'). */
export interface QueryWord {
  text: string;
  parts: string[];
}

/** What was typed as product names are compared with it: trimmed, lower case, single spaces. */
export function typedText(text: string | undefined): string {
  return (text ?? '').normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');
}

/** The distinct words of `typed` (from typedText), in order, at most MAX_WORDS. */
export function queryWords(typed: string): QueryWord[] {
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const raw of typed.match(WORD) ?? []) {
    const parts = raw.split(/[-.&]/).map((p) => p.slice(0, MAX_WORD_CHARS));
    const text = parts.join('').slice(0, MAX_WORD_CHARS);
    if (seen.has(text)) continue;
    seen.add(text);
    words.push({ text, parts });
    if (words.length === MAX_WORDS) break;
  }
  return words;
}

/**
 * One thing the shopper asked for, which a product's text must contain: a word or a phrase, with
 * the words or phrases that mean the same ('tyre' or 'tire'). `alternatives[0]` is what was typed;
 * `weight` is how many typed words it stands for.
 */
export interface TermGroup {
  alternatives: string[][];
  weight: number;
}

/** A match through another word than the one typed counts a little less ('visor' finds visors first). */
const SYNONYM_SCORE = 0.9;

/**
 * How a word is matched. `fuzzy`: words of three or more characters by trigram word similarity
 * (typos such as 'helmt' still find helmets, through the GIN index). Otherwise (`exact`) they must
 * appear as typed, anywhere in the text ('spo' in 'sport', 'ring' in 'o-ring'), which the same
 * index finds and which costs a string search per product instead of a similarity, some hundred
 * times less (decision 088). Shorter words must start a word either way, since trigrams cannot
 * judge one or two letters.
 */
function wordCondition(column: SQL, word: string, fuzzy: boolean): SQL {
  if (word.length < 3) return sql`(${column} LIKE ${word + '%'} OR ${column} LIKE ${'% ' + word + '%'})`;
  return fuzzy ? sql`${column} %> ${word}` : sql`${column} LIKE ${'%' + escapeLike(word) + '%'}`;
}

/**
 * How well a word matches, for ordering. `fuzzy`: its word similarity (1 for the whole word, less
 * for part of one or a near miss). Otherwise the words are all there as typed, and what tells
 * products apart is how: as a whole word (1: 'visor' in 'visor'), starting one (0.8: 'visor' in
 * 'visors', 'spo' in 'sport') or inside one (0.6: 'ring' in 'oring'), about what their word
 * similarity would be. The word is letters and digits only (queryWords), so the pattern is
 * plain; anything else is dropped all the same.
 */
function wordScore(column: SQL, word: string, fuzzy: boolean): SQL {
  if (fuzzy) return sql`word_similarity(${word}, ${column})`;
  const plain = word.replace(/[^\p{L}\p{N}]/gu, '');
  return sql`(CASE WHEN ${column} ~ ${`\\m${plain}\\M`} THEN 1 WHEN ${column} ~ ${`\\m${plain}`} THEN 0.8 ELSE 0.6 END)`;
}

const all = (parts: SQL[]) => (parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` AND `)})`);
const any = (parts: SQL[]) => (parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` OR `)})`);

/**
 * One condition per group, all required; within a group any alternative will do, each of its
 * words required. Words every alternative has are required once ('brake' AND ('shoe' OR 'pad')).
 */
export function termsCondition(column: SQL, groups: TermGroup[], fuzzy = true): SQL {
  const groupCondition = ({ alternatives }: TermGroup) => {
    const shared = alternatives[0]!.filter((w) => alternatives.every((a) => a.includes(w)));
    const rest = alternatives.map((a) => a.filter((w) => !shared.includes(w)));
    const either = rest.some((a) => a.length === 0)
      ? []
      : [any(rest.map((a) => all(a.map((w) => wordCondition(column, w, fuzzy)))))];
    return all([...shared.map((w) => wordCondition(column, w, fuzzy)), ...either]);
  };
  return all(groups.map(groupCondition));
}

/** Whether the groups can be scored and matched through the trigram index: some word has three characters. */
export const hasLongWord = (groups: TermGroup[]) =>
  groups.some((g) => g.alternatives.some((a) => a.some((w) => w.length >= 3)));

/**
 * How well the words match, for ordering: per group the best alternative's mean word score
 * (wordScore) times the words it stands for (a synonym's a little less), summed.
 */
export function termsScore(column: SQL, groups: TermGroup[], fuzzy = true): SQL {
  const groupScore = (g: TermGroup) => {
    const scores = g.alternatives.map((words, i) => {
      const sum = sql.join(
        words.map((w) => wordScore(column, w, fuzzy)),
        sql` + `,
      );
      const factor = (g.weight * (i === 0 ? 1 : SYNONYM_SCORE)) / words.length;
      // A constant of the code, not input: written into the statement so its type is plain.
      return factor === 1 ? sql`(${sum})` : sql`(${sum}) * ${sql.raw(factor.toFixed(4))}`;
    });
    return scores.length === 1 ? scores[0]! : sql`GREATEST(${sql.join(scores, sql`, `)})`;
  };
  return sql.join(groups.map(groupScore), sql` + `);
}

/** Escapes LIKE's wildcards so typed text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
