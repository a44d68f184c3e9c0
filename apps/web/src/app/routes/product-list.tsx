import { productCardActions } from '@/app/product-card-actions';
import { NotFoundRoute } from '@/app/routes/not-found';
import { ProductListPage } from '@/features/product-list/components/product-list-page';
import { useServerNotFound } from '@/lib/use-server-not-found';

export function Component() {
  const notFound = useServerNotFound();
  return notFound ? <NotFoundRoute /> : <ProductListPage cardActions={productCardActions} />;
}
