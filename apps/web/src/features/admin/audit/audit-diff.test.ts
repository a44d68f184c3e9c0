import { describe, expect, it } from 'vitest';
import { changedFields } from './audit-diff';

describe('changedFields', () => {
  it('lists only the fields that changed, with readable values', () => {
    expect(
      changedFields(
        { name: 'Chain lube', stock: 3, tags: ['a'], hidden: false },
        { name: 'Chain lube', stock: 10, tags: ['a', 'b'], hidden: false },
      ),
    ).toEqual([
      { field: 'stock', before: '3', after: '10' },
      { field: 'tags', before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it('shows a creation and a deletion against nothing', () => {
    expect(changedFields(null, { name: 'Axor' })).toEqual([{ field: 'name', before: '—', after: 'Axor' }]);
    expect(changedFields({ name: 'Axor' }, null)).toEqual([{ field: 'name', before: 'Axor', after: '—' }]);
  });

  it('treats plain values as one field', () => {
    expect(changedFields('processing', 'shipped')).toEqual([
      { field: 'value', before: 'processing', after: 'shipped' },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
