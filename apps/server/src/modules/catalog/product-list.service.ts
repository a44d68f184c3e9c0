import type { ProductListQuery, ProductListResponse } from '@store/contracts/catalog';
import { PAGE_SIZE } from '@store/contracts/constants';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { bikeFitOf } from './bike-fit';
import { subtreeIds, type CatalogRefs, type CategoryNode } from './catalog-refs';
import { toCard } from './product-cards.repo';
import { countProducts, listBrandIdsOf, listProductPage, type ProductFilter } from './product-list.repo';
import { firstDealEnd } from './selling-price';
import { searchTerms } from './search-terms';

type ProductList = Omit<ProductListResponse, 'error' | 'status' | 'message'>;

const ALL = { _id: 'all', name: 'all' };

function findCategory(refs: CatalogRefs, id: string): CategoryNode | undefined {
  if (id === 'all') return undefined;
  const node = refs.categories.get(id);
  if (!node) throw notFound('Category');
  return node;
}

/**
 * A page of the product list for a category (or all), narrowed by chip, brand and search text, its
 * cards priced at `at`; with when the first flash deal it quotes ends (the answer's shelf life).
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
  const terms = searchTerms(query.search);
  // Text with no letters or digits (say '.*') matches no product name; it must not mean "everything".
  if (query.search && terms.length === 0) {
    return {
      list: { data: [], brands: [ALL], categories: [ALL], total_products: 0, page: query.page, page_size: PAGE_SIZE },
      pricesValidUntil: null,
    };
  }

  const narrowest = chip ?? scope;
  // The brand chips list every brand in scope, so they are read without the brand filter.
  const inScope: ProductFilter = {
    categoryIds: narrowest ? subtreeIds(narrowest) : undefined,
    terms,
    bike: bikeFitOf(refs, query.bike, query.year),
  };
  const filter: ProductFilter = { ...inScope, brandId };

  const offset = (query.page - 1) * PAGE_SIZE;
  // Without a brand, text or bike filter the total is the category's count, already in memory.
  const knownTotal =
    brandId || terms.length > 0 || inScope.bike ? undefined : (narrowest?.productCount ?? refs.productCount);
  const [cardRows, count, present] = await Promise.all([
    listProductPage(db, filter, { sort: query.sort, limit: PAGE_SIZE, offset, at }),
    knownTotal ?? countProducts(db, filter),
    listBrandIdsOf(db, inScope),
  ]);

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
