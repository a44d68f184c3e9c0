import { SEARCH_MAX_CHARS } from '@store/contracts/constants';
import { productListDescription, productListRequest } from '@store/contracts/pages';
import { searchTextCut } from '@store/contracts/store-paths';
import { use } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CardBikeContext, type RenderCardActions } from '@/components/product-card';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useProductList } from '../api/list-products';
import { bikeFilterOf } from './fit-chip';
import { ListBody } from './list-body';
import { SearchEmptyState } from './list-empty-states';
import { ListSearch } from './list-search';
import { useListParams } from './use-list-params';

type SearchPageProps = {
  /** Each card's heart and Add to Cart (app/product-card-actions.tsx). */
  cardActions: RenderCardActions;
};

const SEARCH_LABEL = 'Search the store';
const headingClass = 'font-display text-3xl font-extrabold tracking-tight wrap-break-word italic sm:text-4xl';

/**
 * The search results page (`/search?q=`): the whole catalog searched for the text, with the
 * product list's chips, bike filter, sort, views and pages, all in the URL. Without a text it asks
 * for one. The header's search box opens it with Enter.
 */
export function SearchPage(props: SearchPageProps) {
  const { params } = useListParams('search');
  return params.search ? <SearchResultsList {...props} /> : <SearchPrompt />;
}

function SearchPrompt() {
  const navigate = useNavigate();
  useDocumentMeta({ title: 'Search', description: productListDescription('every part and piece of gear') });
  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className={headingClass}>Search the store</h1>
      <p className="mt-2 text-muted-foreground">
        Type a part, a brand or your bike’s model: ‘chain’, ‘Motul’, ‘Classic 350 mirror’.
      </p>
      <ListSearch search="" label={SEARCH_LABEL} autoFocus onSearch={(search) => void navigate(paths.search(search))} />
      <p className="mt-6 text-sm text-muted-foreground">
        Or browse the{' '}
        <Link to={paths.shop()} className="font-medium text-brand underline-offset-4 hover:underline">
          Shop by category
        </Link>
        .
      </p>
    </div>
  );
}

function SearchResultsList({ cardActions }: SearchPageProps) {
  const { params, change, clearFilters } = useListParams('search');
  // A text longer than a search takes (pasted, or an address cut short) is searched by its start.
  const [query] = useSearchParams();
  const cut = searchTextCut(query);
  // The current bike, as the cards have it (app/providers.tsx): results keep to what fits it unless turned off.
  const bike = use(CardBikeContext);
  const bikeFilter = bikeFilterOf(bike, params.fit);
  const fittedTo = bikeFilter ? bike : null;
  const list = useProductList(productListRequest('all', params), bikeFilter);

  const heading = `Results for “${params.search}”`;
  const title = params.page > 1 ? `${heading} - Page ${params.page}` : heading;
  useDocumentMeta({ title, description: productListDescription(`“${params.search}”`) });

  return (
    <div className="container-page py-6 sm:py-10">
      <h1 className={headingClass}>{heading}</h1>
      {cut ? (
        <p role="status" className="mt-2 text-sm text-muted-foreground" data-testid="search-shortened">
          Your search was longer than {SEARCH_MAX_CHARS} characters, so we searched for its first words.
        </p>
      ) : null}
      <ListSearch search={params.search} label={SEARCH_LABEL} onSearch={(search) => change({ search })} />
      <ListBody
        list={list}
        params={params}
        bike={bike}
        onChange={change}
        cardActions={cardActions}
        empty={
          <SearchEmptyState
            search={params.search}
            filtered={params.brand !== 'all' || params.collection !== 'all'}
            fittedTo={fittedTo}
            onClearFilters={clearFilters}
            onEveryBike={() => change({ fit: 'all' })}
          />
        }
      />
    </div>
  );
}
