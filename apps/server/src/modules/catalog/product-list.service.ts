import type { ProductListQuery, ProductListResponse } from '@store/contracts/catalog';
import { PAGE_SIZE } from '@store/contracts/constants';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { bikeFitOf } from './bike-fit.repo';
import { subtreeIds, type CatalogRefs, type CategoryNode } from './catalog-refs';
import { toCard } from './product-cards.repo';
import { countProducts, listBrandIdsOf, listProductPage, type ProductFilter } from './product-list.repo';
import { planSearch, searchesNothing } from './search-plan';
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
 * Rows of one page, the total and the brands present, for products in `inScope` narrowed to
 * `brandId`. `known` is what the catalog refs already say of the scope when only categories
 * narrow it: how many products it has of each brand.
 */
async function readList(
  db: Db,
  inScope: ProductFilter,
  page: {
    brandId: string | undefined;
    known: { total: number; brandCounts: ReadonlyMap<string, number> } | undefined;
    sort: ProductListQuery['sort'];
    number: number;
    at: Date;
  },
) {
  const filter: ProductFilter = { ...inScope, brandId: page.brandId };
  const offset = (page.number - 1) * PAGE_SIZE;
  const total = page.known?.total;
  const [cardRows, count, present] = await Promise.all([
    listProductPage(db, filter, { sort: page.sort, limit: PAGE_SIZE, offset, at: page.at, total }),
    total ?? countProducts(db, filter),
    // The brand chips list every brand in scope, so they are read without the brand filter.
    page.known ? new Set(page.known.brandCounts.keys()) : listBrandIdsOf(db, inScope),
  ]);
  return { cardRows, count, present };
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
): Promise<{ list: ProductList; pricesValidUntil: Date | null }> {
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
    };
  }

  const narrowest = chip ?? scope;
  const inScope: ProductFilter = {
    categoryIds: narrowest ? subtreeIds(narrowest) : undefined,
    search,
    garage: bikeFitOf(refs, query.bike, query.year),
  };
  // With only categories narrowing the list, its total and its brands are in memory.
  const scopeRefs = narrowest ?? refs;
  const known =
    search || inScope.garage
      ? undefined
      : {
          total: brandId ? (scopeRefs.brandCounts.get(brandId) ?? 0) : scopeRefs.productCount,
          brandCounts: scopeRefs.brandCounts,
        };
  const page = { brandId, known, sort: query.sort, number: query.page, at };
  let found = await readList(db, inScope, page);
  // A bike reading that finds nothing gives way to the words as typed, as suggestions do.
  if (found.count === 0 && search?.literal) found = await readList(db, { ...inScope, search: search.literal }, page);
  const { cardRows, count, present } = found;

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
  };
}
