/**
 * A list's size and marks, worked out before its page is read (product-list.service.ts): the size
 * from the catalog refs' counts and a bike's parts, the marks of the list in its sort, and a bike's
 * list's shared marks of what needs no bike (docs/decisions/100).
 */
import type { ProductListQuery } from '@store/contracts/catalog';
import type { Db } from '../../db/client';
import type { BikeFit } from './bike-fit';
import { rememberWithRefs, type BrandCount, type CatalogRefs, type CategoryNode } from './catalog-refs';
import { FittingParts } from './fitting-parts';
import { ListMarks, type SharedMarks } from './list-marks';
import { sortIndex } from './list-walk.repo';
import { listFittingBikeParts, type ProductFilter } from './product-list.repo';

/** What the refs remember for lists (rememberWithRefs), by the start of its key; a list's sort ends it. */
const FITTING = 'fitting';
const MARKS = 'marks';
const SHARED_MARKS = 'shared marks';

/**
 * Which of what the refs remember a change to the order of these sorts leaves out of date: the
 * lists' marks in them (positions in the old order), and every bike's parts with their sort keys,
 * which place the shared marks.
 */
export function rememberedInSorts(sorts: readonly string[]): (key: string) => boolean {
  return (key) => {
    if (key.startsWith(`${FITTING} `)) return true;
    const inMarks = key.startsWith(`${MARKS} `) || key.startsWith(`${SHARED_MARKS} `);
    return inMarks && sorts.includes(key.slice(key.lastIndexOf(' ') + 1));
  };
}

/**
 * Gives back to the refs' budgets what a forgotten entry was charged: a list's marks (which then
 * learn no more), a bike's parts' keys.
 */
export function releaseRemembered(refs: CatalogRefs, value: unknown): void {
  if (value instanceof ListMarks) refs.markBudget.left += value.retire();
  else if (value instanceof FittingParts) refs.partKeyBudget.left += value.keptParts;
}

/** A list's total and the brands its chips offer (those of the list without its brand filter). */
interface ListSize {
  total: number;
  brandIds: ReadonlySet<string>;
}

/** How big a list is, when known without reading its rows; `atLeast` is known at once. */
export interface KnownSize {
  atLeast: number;
  size: Promise<ListSize>;
  /** The products of the list's categories and brand, whether they need a bike or not. */
  scopeProducts: number;
  /** With a bike, its parts in the list's categories (fitting-parts.ts). */
  parts?: Promise<FittingParts> | undefined;
}

/**
 * The size of a list narrowed by categories only (their counts in the catalog refs), a brand and a
 * bike. Without a bike it is in memory. With one, it is the scope's products less its bike parts
 * (which the filter may hide), known at once, plus the bike parts that fit: one query driven by
 * the bike's links rather than a count of the whole scope, made once per list and bike while the
 * refs last (every page and sort of it has the same size).
 */
export function knownSize(
  db: Db,
  refs: CatalogRefs,
  scope: CategoryNode | undefined,
  filter: Pick<ProductFilter, 'categoryIds' | 'brandId' | 'garage'>,
): KnownSize {
  const counts = (scope ?? refs).brandCounts;
  const garage = filter.garage;
  const shown = (c: BrandCount) => (garage ? c.products - c.bikeParts : c.products);
  const inList = [...counts].filter(([id]) => !filter.brandId || id === filter.brandId);
  const atLeast = inList.reduce((n, [, c]) => n + shown(c), 0);
  const scopeProducts = inList.reduce((n, [, c]) => n + c.products, 0);
  if (!garage) {
    return { atLeast, scopeProducts, size: Promise.resolve({ total: atLeast, brandIds: new Set(counts.keys()) }) };
  }
  const key = `${FITTING} ${scope?.id ?? 'all'} ${garage.modelId} ${garage.year}`;
  const parts = rememberWithRefs(refs, key, async () => {
    // Their keys place the shared marks of what needs no bike, when the categories hold any.
    const budget = refs.partKeyBudget;
    const keys = budget.left > 0 && [...counts.values()].some((c) => c.products > c.bikeParts);
    const found = await listFittingBikeParts(db, filter.categoryIds, garage, keys);
    // Lists read at once all see room before any is charged: those past it keep their counts only.
    if (found.keptParts > budget.left) return new FittingParts(found.counts);
    budget.left -= found.keptParts;
    return found;
  });
  const size = parts.then(({ counts: fitting }) => {
    const brandIds = new Set([...counts].filter(([, c]) => shown(c) > 0).map(([id]) => id));
    for (const id of fitting.keys()) brandIds.add(id);
    const fits = [...fitting].filter(([id]) => !filter.brandId || id === filter.brandId);
    return { total: atLeast + fits.reduce((n, [, count]) => n + count, 0), brandIds };
  });
  return { atLeast, scopeProducts, size, parts };
}

/** What the marks of a list in a sort are remembered under. */
export function listMarksKey(list: {
  scope: CategoryNode | undefined;
  brandId: string | undefined;
  garage: BikeFit | undefined;
  sort: string;
}): string {
  const bike = list.garage ? `${list.garage.modelId} ${list.garage.year}` : '';
  return `${MARKS} ${list.scope?.id ?? 'all'} ${list.brandId ?? ''} ${bike} ${list.sort}`;
}

/**
 * The marks of a list in a sort (list-marks.ts), kept with the catalog refs: every page read of it
 * adds those it passes, until the refs are reloaded.
 */
export function marksOf(
  refs: CatalogRefs,
  list: { scope: CategoryNode | undefined; brandId: string | undefined; garage: BikeFit | undefined; sort: string },
  known: KnownSize,
): Promise<ListMarks | undefined> {
  const key = listMarksKey(list);
  const marksFor = (size: number) =>
    // A short list is read from its ends: no entry for it among what the refs remember.
    ListMarks.worthHaving(size)
      ? rememberWithRefs(refs, key, () => Promise.resolve(ListMarks.forList(size, refs.markBudget)))
      : undefined;
  if (ListMarks.worthHaving(known.atLeast)) return Promise.resolve(marksFor(known.atLeast));
  // A bike's list of mostly bike parts: its length is known once the parts that fit are counted.
  // A count that fails fails the page through `size`; its marks only go without.
  if (!list.garage) return Promise.resolve(undefined);
  return known.size.then((s) => marksFor(s.total)).catch(() => undefined);
}

/**
 * A bike's list's marks of its products that need no bike (list-marks.ts's SharedMarks): one
 * list for every bike, so one set of marks, each placed in this bike's list by its parts before
 * it (docs/decisions/100). None for a list of bike parts only, or while the parts' keys are not held.
 */
export async function sharedMarksOf(
  refs: CatalogRefs,
  list: { scope: CategoryNode | undefined; brandId: string | undefined; sort: ProductListQuery['sort'] },
  known: KnownSize,
): Promise<SharedMarks | undefined> {
  if (!known.parts || !ListMarks.worthHaving(known.atLeast)) return undefined;
  const parts = await known.parts.catch(() => undefined);
  if (!parts?.keyed) return undefined;
  const key = `${SHARED_MARKS} ${list.scope?.id ?? 'all'} ${list.brandId ?? ''} ${list.sort}`;
  const marks = await rememberWithRefs(refs, key, () =>
    Promise.resolve(ListMarks.forList(known.atLeast, refs.markBudget)),
  );
  if (!marks) return undefined;
  const sort = sortIndex(list.sort);
  return { marks, size: known.atLeast, partsBefore: (keys) => parts.before(sort, keys, list.brandId) };
}
