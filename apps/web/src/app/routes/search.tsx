import { productCardActions } from '@/app/product-card-actions';
import { NotFoundRoute } from '@/app/routes/not-found';
import { SearchPage } from '@/features/product-list/components/search-page';
import { useServerNotFound } from '@/lib/use-server-not-found';

export function Component() {
  const notFound = useServerNotFound();
  return notFound ? <NotFoundRoute /> : <SearchPage cardActions={productCardActions} />;
}
