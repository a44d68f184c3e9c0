import type { AdminCategory } from '@store/contracts/admin';

/** The ids of a parent's children, in their order (null: the top level). */
export function siblingIds(all: readonly AdminCategory[], parentId: string | null): string[] {
  return all.filter((c) => c.parentId === parentId).map((c) => c.id);
}

/** The sibling order after moving `id` one place up (-1) or down (+1); null when it cannot move. */
export function reorderedSiblings(all: readonly AdminCategory[], id: string, step: -1 | 1): string[] | null {
  const node = all.find((c) => c.id === id);
  if (!node) return null;
  const ids = siblingIds(all, node.parentId);
  const from = ids.indexOf(id);
  const to = from + step;
  if (to < 0 || to >= ids.length) return null;
  [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
  return ids;
}

/** `id` and everything under it: where a branch may not be moved to. */
export function branchOf(all: readonly AdminCategory[], id: string): Set<string> {
  const branch = new Set([id]);
  // The list is parents first, so one pass finds every descendant.
  for (const c of all) if (c.parentId && branch.has(c.parentId)) branch.add(c.id);
  return branch;
}

/** The rows to draw: nodes whose ancestors are all open; a filter shows every match instead. */
export function visibleRows(
  all: readonly AdminCategory[],
  collapsed: ReadonlySet<string>,
  filter: string,
): AdminCategory[] {
  const needle = filter.trim().toLowerCase();
  if (needle) return all.filter((c) => c.path.toLowerCase().includes(needle));
  const hidden = new Set<string>();
  return all.filter((c) => {
    if (c.parentId && (hidden.has(c.parentId) || collapsed.has(c.parentId))) {
      hidden.add(c.id);
      return false;
    }
    return true;
  });
}
