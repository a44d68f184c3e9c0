import { NotFoundRoute } from '@/app/routes/not-found';
import { ShopPage } from '@/features/shop/components/shop-page';
import { useServerNotFound } from '@/lib/use-server-not-found';

export function Component() {
  // An unknown level (`?category=`) answers 404 with the store's 404 page, as a list's unknown category does.
  const notFound = useServerNotFound();
  return notFound ? <NotFoundRoute /> : <ShopPage />;
}
