import type { HomeResponse } from '@store/contracts/catalog';
import { SHOP_NAME } from '@store/contracts/constants';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Suspense, useDeferredValue, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useIsHydrating } from '@/lib/use-hydrating';
import { useHome } from '../api/get-home';
import { BannerCarousel } from './banner-carousel';
import { BrandsStrip } from './brands-strip';
import { HomeSkeleton, ProductSectionSkeleton } from './home-skeleton';
import { WhyChoose } from './why-choose';

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

/**
 * The home page (docs/product.md, Home): banners, brands, the product sections and why-choose.
 * The route renders the product sections (`sections`, lazily, with each card's buttons); they may
 * suspend, and wait here behind their skeleton.
 */
export function HomePage({ sections }: { sections: (home: HomeResponse) => ReactNode }) {
  const home = useHome();
  // The sections follow in a second, interruptible render: the first banner (the largest image)
  // is asked for and painted before their chunk and their cards compete with it. A page the server
  // rendered has them in its HTML already, so its first render has them too (docs/decisions/075).
  const hydrating = useIsHydrating();
  const sectionsHome = useDeferredValue(home.data ?? null, hydrating ? (home.data ?? null) : null);

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
            <Suspense fallback={<ProductSectionSkeleton />}>{sections(sectionsHome)}</Suspense>
          ) : (
            <ProductSectionSkeleton />
          )}
        </>
      )}
      <WhyChoose />
    </>
  );
}
