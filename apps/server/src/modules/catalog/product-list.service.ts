import type { ProductListQuery, ProductListResponse } from '@store/contracts/catalog';
import { PAGE_SIZE } from '@store/contracts/constants';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { bikeFitOf } from './bike-fit';
import { sortKeyOf } from './catalog-cache';
import { subtreeIds, type CatalogRefs, type CategoryNode } from './catalog-refs';
import { walkStart, type ListMarks, type SharedMarks } from './list-marks';
import { knownSize, marksOf, sharedMarksOf, type KnownSize } from './list-size.service';
import { toCard } from './product-cards.repo';
import {
  countProducts,
  listBrandIdsOf,
  listProductPage,
  probesFit,
  readsByGathering,
  type ListCardRow,
  type ProductFilter,
} from './product-list.repo';
import { planSearch, readingsOf, searchesNothing } from './search-plan';
import { firstDealEnd } from './selling-price';

type ProductList = Omit<ProductListResponse, 'error' | 'status' | 'message'>;

const ALL = { _id: 'all', name: 'all' };

function findCategory(refs: CatalogRefs, id: string): CategoryNode | undefined {
  if (id === 'all') return undefined;
  const node = refs.categories.get(id);
  if (!node) throw notFound('Category');
  return node;
}

/**
 * Whether the list's categories hold a bike part, as the catalog refs count them. Where they hold
 * none (helmets, riding gear), 'Fits my bike' keeps every product, so such a list is read as the
 * list without a bike: it has its size at once and shares its marks with every bike and with
 * shoppers who chose none (docs/decisions/100). Whatever its brand: the brand chips are those of
 * the list without one.
 */
function holdsBikeParts(refs: CatalogRefs, scope: CategoryNode | undefined): boolean {
  for (const counts of (scope ?? refs).brandCounts.values()) if (counts.bikeParts > 0) return true;
  return false;
}

/**
 * Rows of one page, the total and the brands present, for products in `inScope` narrowed to
 * `brandId`; `known`, the list's size when it can be had without counting its rows.
 */
async function readList(
  db: Db,
  inScope: ProductFilter,
  page: {
    brandId: string | undefined;
    known: KnownSize | undefined;
    /** The list's marks in this sort, when its size is known and it is long enough. */
    marks: Promise<ListMarks | undefined> | undefined;
    /** With a bike, the shared marks of its products that need no bike, when it has them. */
    shared: Promise<SharedMarks | undefined> | undefined;
    /** Visible products in the whole catalog. */
    catalogSize: number;
    sort: ProductListQuery['sort'];
    number: number;
    at: Date;
  },
) {
  const filter: ProductFilter = { ...inScope, brandId: page.brandId };
  const window = { sort: page.sort, limit: PAGE_SIZE, offset: (page.number - 1) * PAGE_SIZE, at: page.at };
  if (page.known) {
    const { atLeast, size, scopeProducts } = page.known;
    const forBike = inScope.garage !== undefined;
    // A page in the first half of what is surely there does not wait for the total, unless the
    // list is for a bike: its parts that fit, counted once for the list, weigh how it is read.
    const total = window.offset * 2 < atLeast && !forBike ? undefined : (await size).total;
    const [marks, shared] = await Promise.all([page.marks, page.shared]);
    const start = walkStart(marks, window.offset, window.limit, total, shared);
    const listSize = total ?? atLeast;
    const fitting = listSize - atLeast;
    // With a bike, gathering passes the products of the categories that need no bike (if any do)
    // and the bike parts that fit (product-list.repo's gatheredRows).
    const bikePartsOnly = forBike && atLeast === 0;
    const shape = {
      walk: start.skip + start.take,
      listSize,
      catalogSize: page.catalogSize,
      gathered: forBike && !bikePartsOnly ? scopeProducts + fitting : listSize,
    };
    const gather = readsByGathering(shape);
    const probeFit = forBike && probesFit(shape, fitting);
    const [read, known] = await Promise.all([
      listProductPage(db, filter, {
        ...window,
        total,
        gather,
        marks,
        start,
        bikePartsOnly,
        probeFit,
        shared,
      }),
      size,
    ]);
    return { cardRows: read.rows, markKey: read.markKey, count: known.total, present: known.brandIds };
  }
  const [read, count, present] = await Promise.all([
    listProductPage(db, filter, window),
    countProducts(db, filter),
    // The brand chips list every brand in scope, so they are read without the brand filter.
    listBrandIdsOf(db, inScope),
  ]);
  return { cardRows: read.rows, markKey: read.markKey, count, present };
}

/**
 * The keys a page in an order a price or a rating decides depends on (docs/decisions/113): its
 * rows', and the mark's it was walked from, if any. A mark's rating is PostgreSQL's `real` written
 * out as a double, a hair off the card's: a hundredth of a star either side keeps its band in.
 */
export function sortKeysOf(sort: ProductListQuery['sort'], rows: ListCardRow[], markKey: string | undefined): number[] {
  const key = sortKeyOf(sort);
  const mark = markKey === undefined ? Number.NaN : Number(markKey);
  const marked = Number.isFinite(mark);
  if (key === 'price') return [...rows.map((r) => r.sort_price_paise), ...(marked ? [mark] : [])];
  if (key === 'rating') return [...rows.map((r) => r.rating), ...(marked ? [mark - 0.01, mark + 0.01] : [])];
  return [];
}

/**
 * A page of the product list for a category (or all), narrowed by chip, brand, search text and
 * bike, its cards priced at `at`; with when the first flash deal it quotes ends (the answer's
 * shelf life). The search is read as search suggestions read it (search-plan.ts).
 */
export async function listProducts(
  db: Db,
  refs: CatalogRefs,
  query: ProductListQuery,
  at: Date,
): Promise<{
  list: ProductList;
  pricesValidUntil: Date | null;
  /** In price or rating order, the page's keys in that order (docs/decisions/113); else none. */
  sortKeys: number[];
}> {
  const scope = findCategory(refs, query.collection);
  const chip = findCategory(refs, query.category);
  let brandId: string | undefined;
  if (query.brand.toLowerCase() !== 'all') {
    const brand = refs.brandsByName.get(query.brand.toLowerCase());
    if (!brand) throw notFound('Brand');
    brandId = brand.id;
  }
  const search = query.search ? planSearch(refs, query.search) : undefined;
  // Text with no letters or digits (say '.*') matches no product name; it must not mean "everything".
  if (search && searchesNothing(search)) {
    return {
      list: { data: [], brands: [ALL], categories: [ALL], total_products: 0, page: query.page, page_size: PAGE_SIZE },
      pricesValidUntil: null,
      sortKeys: [],
    };
  }

  const narrowest = chip ?? scope;
  const garage = bikeFitOf(refs, query.bike, query.year);
  const inScope: ProductFilter = {
    categoryIds: narrowest ? subtreeIds(narrowest) : undefined,
    search,
    garage: garage && (search || holdsBikeParts(refs, narrowest)) ? garage : undefined,
  };
  // Without a search, a list's size comes from the catalog refs' counts (and the bike's links).
  const known = search ? undefined : knownSize(db, refs, narrowest, { ...inScope, brandId });
  const list = { scope: narrowest, brandId, garage: inScope.garage, sort: query.sort };
  const marks = known && marksOf(refs, list, known);
  const shared = known && sharedMarksOf(refs, list, known);
  const page = {
    brandId,
    known,
    marks,
    shared,
    catalogSize: refs.productCount,
    sort: query.sort,
    number: query.page,
    at,
  };
  // The words as typed, then with typos allowed (decision 088); a bike reading that finds nothing
  // gives way to the words read literally, as suggestions do.
  let found = await readList(db, inScope, page);
  for (const reading of search ? readingsOf(search).slice(1) : []) {
    if (found.count > 0) break;
    // With a bike, typos are read only if the words as typed are nowhere in the list without it
    // (decision 088): otherwise nothing was found because nothing there fits the bike.
    const bike = inScope.garage || reading.named;
    const asTyped = { ...reading, fuzzy: false, named: null };
    if (
      reading.fuzzy &&
      bike &&
      (await countProducts(db, { ...inScope, brandId, garage: undefined, search: asTyped })) > 0
    ) {
      continue;
    }
    found = await readList(db, { ...inScope, search: reading }, page);
  }
  const { cardRows, markKey, count, present } = found;

  const brands = refs.brands.filter((b) => present.has(b.id)).map((b) => ({ _id: b.id, name: b.name }));
  const chipsFrom = scope ? scope.children : refs.roots;
  const categories = chipsFrom.filter((c) => c.productCount > 0).map((c) => ({ _id: c.id, name: c.name }));

  return {
    list: {
      data: cardRows.map((r) => toCard(r, refs)),
      brands: [ALL, ...brands],
      categories: [ALL, ...categories],
      total_products: count,
      page: query.page,
      page_size: PAGE_SIZE,
    },
    pricesValidUntil: firstDealEnd(cardRows.map((r) => r.deal_ends_at)),
    sortKeys: sortKeysOf(query.sort, cardRows, markKey),
  };
}
