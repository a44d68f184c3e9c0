import { productListCrumbs } from '@store/contracts/breadcrumbs';
import { productListDescription, productListHeading, productListRequest } from '@store/contracts/pages';
import { use } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Breadcrumbs, BreadcrumbsSkeleton } from '@/components/breadcrumbs';
import { CardBikeContext, type RenderCardActions } from '@/components/product-card';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCategoryTrail } from '../api/get-category-trail';
import { useProductList } from '../api/list-products';
import { bikeFilterOf } from './fit-chip';
import { ListBody } from './list-body';
import { ListEmptyState } from './list-empty-states';
import { searchPagePath } from './list-params';
import { ListSearch } from './list-search';
import { useListParams } from './use-list-params';

type ProductListPageProps = {
  /** Each card's heart and Add to Cart (app/product-card-actions.tsx). */
  cardActions: RenderCardActions;
};

/**
 * The product list (docs/product.md, Product list; /products/{id}): filters, the bike filter
 * (docs/decisions/082), sort, views and pages, all in the URL. A search of every product is the
 * search page's (`/search?q=`): the list's search box goes there, and the server answers the old
 * `/products/all?search=` addresses with a 301 to it (docs/decisions/075). No link of the app leads
 * here with one; reached without that server (Vite's dev server), the list is searched as a
 * category's is.
 */
export function ProductListPage(props: ProductListPageProps) {
  const { id = 'all' } = useParams();
  return <ProductList {...props} id={id} />;
}

function ProductList({ cardActions, id }: ProductListPageProps & { id: string }) {
  const navigate = useNavigate();
  // The shopper's current bike, which the app hands every card (app/providers.tsx): the list keeps
  // to what fits it unless the shopper turns that off. Null on the server and while hydrating.
  const bike = use(CardBikeContext);
  const { params, change, clearFilters } = useListParams('list');
  const bikeFilter = bikeFilterOf(bike, params.fit);
  const fittedTo = bikeFilter ? bike : null;
  const list = useProductList(productListRequest(id, params), bikeFilter);

  const trail = useCategoryTrail(id);
  const heading = productListHeading(id, params.brand, trail.data?.at(-1)?.name);
  // 'all' needs no trail; an unknown category shows no trail, only the list's own message.
  const categoryTrail = id === 'all' ? [] : trail.data;
  const trailLoading = id !== 'all' && trail.isPending;
  // Each page of a list, and each search, is its own page with its own title (docs/decisions/075).
  const named = params.search ? `Search results for “${params.search}”` : heading;
  const title = params.page > 1 ? `${named} - Page ${params.page}` : named;
  useDocumentMeta({ title, description: productListDescription(title) });

  // Searching every product is the search page's; a category's list searches itself.
  const onSearch = (search: string) =>
    id === 'all' && search ? void navigate(searchPagePath({ ...params, search, page: 1 })) : change({ search });

  return (
    <div className="container-page py-6 sm:py-10">
      {categoryTrail ? (
        <Breadcrumbs crumbs={productListCrumbs(id, categoryTrail, params.brand)} className="mb-3" />
      ) : trailLoading ? (
        <BreadcrumbsSkeleton className="mb-3" />
      ) : null}
      <h1 className="font-display text-3xl font-extrabold tracking-tight wrap-break-word capitalize italic sm:text-4xl">
        {heading}
      </h1>
      <ListSearch search={params.search} onSearch={onSearch} />
      <ListBody
        list={list}
        params={params}
        bike={bike}
        onChange={change}
        cardActions={cardActions}
        empty={
          <ListEmptyState
            fittedTo={fittedTo}
            onClearFilters={clearFilters}
            onEveryBike={() => change({ fit: 'all' })}
          />
        }
      />
    </div>
  );
}
