import { sql, type SQL } from 'drizzle-orm';

const MAX_TERMS = 6;
const MAX_TERM_CHARS = 32;

/**
 * Splits what the shopper typed into lower-case words of letters and digits. Everything else
 * (regex and LIKE characters included) only separates words, so input is always plain text.
 */
export function searchTerms(text: string | undefined): string[] {
  if (!text) return [];
  const words =
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS).map((w) => w.slice(0, MAX_TERM_CHARS));
}

/**
 * One condition per word, all required. Words of three or more characters match by trigram word
 * similarity (typos such as 'helmt' still find helmets, through the GIN index); shorter ones must
 * start a word, since trigrams cannot judge one or two letters.
 */
export function termsCondition(column: SQL, terms: string[]): SQL {
  const parts = terms.map((t) =>
    t.length >= 3 ? sql`${column} %> ${t}` : sql`(${column} LIKE ${t + '%'} OR ${column} LIKE ${'% ' + t + '%'})`,
  );
  return sql.join(parts, sql` AND `);
}

/** How well the words match, for ordering: summed word similarity. */
export function termsScore(column: SQL, terms: string[]): SQL {
  return sql.join(
    terms.map((t) => sql`word_similarity(${t}, ${column})`),
    sql` + `,
  );
}

/** Escapes LIKE's wildcards so typed text is matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
