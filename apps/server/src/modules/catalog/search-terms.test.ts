import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { termsCondition, termsScore, type TermGroup } from './search-terms';

const dialect = new PgDialect();
const column = sql`p.search_text`;
const render = (query: ReturnType<typeof sql>) => dialect.sqlToQuery(query);
const groups: TermGroup[] = [{ alternatives: [['chain']], weight: 1 }];

describe('a search read as typed and with typos allowed (decision 088)', () => {
  it('matches words as typed with a string search, and by similarity only when typos are allowed', () => {
    const exact = render(termsCondition(column, groups, false));
    expect(exact.sql).not.toContain('%>');
    expect(exact.params).toEqual(['%chain%']);
    const fuzzy = render(termsCondition(column, groups, true));
    expect(fuzzy.sql).toContain('%>');
    expect(fuzzy.params).toEqual(['chain']);
  });

  it('scores words as typed without computing a similarity, and escapes what LIKE would read', () => {
    const exact = render(termsScore(column, groups, false));
    expect(exact.sql).not.toContain('word_similarity');
    expect(exact.params).toEqual(['\\mchain\\M', '\\mchain']);
    expect(render(termsCondition(column, [{ alternatives: [['50%_off']], weight: 1 }], false)).params).toEqual([
      '%50\\%\\_off%',
    ]);
  });

  it('never puts anything but letters and digits into the scoring pattern', () => {
    const odd = render(termsScore(column, [{ alternatives: [['a.b*c(']], weight: 1 }], false));
    expect(odd.params).toEqual(['\\mabc\\M', '\\mabc']);
  });
});
