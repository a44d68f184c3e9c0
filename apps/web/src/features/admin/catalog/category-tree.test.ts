import type { AdminCategory } from '@store/contracts/admin';
import { describe, expect, it } from 'vitest';
import { branchOf, reorderedSiblings, visibleRows } from './category-tree';

function node(id: string, parentId: string | null, depth: number, path: string): AdminCategory {
  return {
    id,
    parentId,
    name: path.split(' › ').at(-1) ?? id,
    slug: id,
    kind: depth ? 'category' : 'root',
    image: null,
    position: 0,
    hidden: false,
    depth,
    path,
    productCount: 0,
    childCount: 0,
    yearFrom: null,
    yearTo: null,
  };
}

const tree = [
  node('spares', null, 0, 'Spares'),
  node('brakes', 'spares', 1, 'Spares › Brakes'),
  node('pads', 'brakes', 2, 'Spares › Brakes › Pads'),
  node('chains', 'spares', 1, 'Spares › Chains'),
  node('helmets', null, 0, 'Helmets'),
];

describe('category tree', () => {
  it('swaps a node with its neighbour among its own siblings only', () => {
    expect(reorderedSiblings(tree, 'chains', -1)).toEqual(['chains', 'brakes']);
    expect(reorderedSiblings(tree, 'helmets', -1)).toEqual(['helmets', 'spares']);
    expect(reorderedSiblings(tree, 'chains', 1)).toBeNull();
    expect(reorderedSiblings(tree, 'pads', -1)).toBeNull();
  });

  it('finds a whole branch, so it cannot be moved under itself', () => {
    expect([...branchOf(tree, 'spares')]).toEqual(['spares', 'brakes', 'pads', 'chains']);
    expect([...branchOf(tree, 'chains')]).toEqual(['chains']);
  });

  it('hides what is under a closed node, and a filter shows every match', () => {
    expect(visibleRows(tree, new Set(['spares']), '').map((c) => c.id)).toEqual(['spares', 'helmets']);
    expect(visibleRows(tree, new Set(['brakes']), '').map((c) => c.id)).toEqual([
      'spares',
      'brakes',
      'chains',
      'helmets',
    ]);
    expect(visibleRows(tree, new Set(['spares']), 'PAD').map((c) => c.id)).toEqual(['pads']);
  });
});
