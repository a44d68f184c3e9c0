import { SHOP_NAME } from '@store/contracts/constants';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useHome } from '../api/get-home';
import { BannerCarousel } from './banner-carousel';
import { BrandsStrip } from './brands-strip';
import { FlashDeals } from './flash-deals';
import { HomeSkeleton } from './home-skeleton';
import { ProductSection } from './product-section';
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

/** The home page (spec section 2, Home): banners, brands, the product sections and why-choose. */
export function HomePage() {
  const home = useHome();

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
          <ProductSection
            id="featured"
            title="Featured Products"
            subtitle="Hand-picked by our workshop."
            products={home.data.data.featuredCategories.map((entry) => entry.productId)}
          />
          <FlashDeals flashDeals={home.data.data.flashDeals} />
          <ProductSection
            id="trending"
            title="Trending Products"
            subtitle="What riders are buying this week."
            products={home.data.data.trendingProducts.map((entry) => entry.productId)}
          />
          <ProductSection
            id="new-arrivals"
            title="New Arrivals"
            subtitle="Fresh in at the Kochi store."
            products={home.data.data.newArrivals.map((entry) => entry.productId)}
          />
        </>
      )}
      <WhyChoose />
    </>
  );
}
