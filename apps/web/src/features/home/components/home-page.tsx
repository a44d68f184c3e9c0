import { SHOP_NAME } from '@store/contracts/constants';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Button } from '@/components/ui/button';
import { useHome } from '../api/get-home';
import { BannerCarousel } from './banner-carousel';
import { BrandsStrip } from './brands-strip';
import { HomeSkeleton, ProductSectionSkeleton } from './home-skeleton';
import { WhyChoose } from './why-choose';

// The product sections sit below the first screen, so their cards (with the cart and like buttons)
// are a chunk of their own rather than part of the script every page loads first.
const HomeSections = lazy(() => import('./home-sections').then((module) => ({ default: module.HomeSections })));

function HomeError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return (
    <div className="container-page py-20">
      <div className="mx-auto max-w-md rounded-2xl border bg-card p-8 text-center">
        <TriangleAlert className="mx-auto size-10 text-destructive" aria-hidden="true" />
        <h2 className="mt-4 text-lg font-semibold">We couldn't load the store</h2>
        <p className="mt-1 text-sm text-muted-foreground">{message}</p>
        <Button className="mt-6" onClick={onRetry} disabled={retrying}>
          <RefreshCw className={retrying ? 'animate-spin' : undefined} /> Try again
        </Button>
      </div>
    </div>
  );
}

/** The home page (spec section 2, Home): banners, brands, the product sections and why-choose. */
export function HomePage() {
  const home = useHome();
  // The sections follow in a second, interruptible render: the first banner (the largest image)
  // is asked for and painted before their chunk and their cards compete with it.
  const sectionsHome = useDeferredValue(home.data ?? null, null);

  return (
    <>
      <h1 className="sr-only">{SHOP_NAME}: motorcycle parts, helmets and riding gear</h1>
      {home.isPending ? (
        <HomeSkeleton />
      ) : home.isError ? (
        <HomeError message={home.error.message} onRetry={() => void home.refetch()} retrying={home.isFetching} />
      ) : (
        <>
          <BannerCarousel banners={home.data.data.banners.map((entry) => entry.BannerId)} />
          <BrandsStrip brands={home.data.brands} />
          {sectionsHome ? (
            <Suspense fallback={<ProductSectionSkeleton />}>
              <HomeSections home={sectionsHome} />
            </Suspense>
          ) : (
            <ProductSectionSkeleton />
          )}
        </>
      )}
      <WhyChoose />
    </>
  );
}
