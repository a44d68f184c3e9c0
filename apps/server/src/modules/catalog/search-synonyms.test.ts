import { describe, expect, it } from 'vitest';
import { termGroups } from './search-synonyms';
import { queryWords, typedText } from './search-terms';

const groupsOf = (text: string) => termGroups(queryWords(typedText(text)));

describe('search words and their synonyms', () => {
  it('gives a word with synonyms every one of them, what was typed first', () => {
    expect(groupsOf('tire')).toEqual([{ alternatives: [['tire'], ['tyre']], weight: 1 }]);
    expect(groupsOf('Muffler')).toEqual([{ alternatives: [['muffler'], ['silencer'], ['exhaust']], weight: 1 }]);
    expect(groupsOf('rynox jacket')).toEqual([
      { alternatives: [['rynox']], weight: 1 },
      { alternatives: [['jacket']], weight: 1 },
    ]);
  });

  it('reads phrases whole, plurals included, the longest first', () => {
    expect(groupsOf('brake shoes')).toEqual([
      {
        alternatives: [
          ['brake', 'shoes'],
          ['brake', 'pad'],
        ],
        weight: 2,
      },
    ]);
    expect(groupsOf('turn signal set')).toEqual([
      { alternatives: [['turn', 'signal'], ['indicator'], ['blinker'], ['winker']], weight: 2 },
      { alternatives: [['set']], weight: 1 },
    ]);
    expect(groupsOf('motul chain lube')[1]).toEqual({
      alternatives: [
        ['chain', 'lube'],
        ['chain', 'oil'],
      ],
      weight: 2,
    });
  });

  it('matches a dashed code whole or by its pieces, and treats other characters as spaces', () => {
    expect(groupsOf('STD-TD7FFH-M')).toEqual([{ alternatives: [['stdtd7ffhm'], ['std', 'td7ffh', 'm']], weight: 1 }]);
    expect(groupsOf('k&n (filter)*')).toEqual([
      { alternatives: [['kn'], ['k', 'n']], weight: 1 },
      { alternatives: [['filter']], weight: 1 },
    ]);
    expect(groupsOf('.* % _')).toEqual([]);
  });

  it('reads at most six words or phrases', () => {
    expect(groupsOf('a1 b2 c3 d4 e5 f6 g7 h8')).toHaveLength(6);
  });
});
