import { productCrumbs } from '@store/contracts/breadcrumbs';
import type { ProductResponse } from '@store/contracts/catalog';
import { descriptionPreview } from '@store/contracts/pages';
import { SHOP_NAME } from '@store/contracts/constants';
import { Check, PackageX } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Breadcrumbs, BreadcrumbsSkeleton } from '@/components/breadcrumbs';
import type { RenderCardActions } from '@/components/product-card';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { recordProductView } from '@/lib/recently-viewed';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCurrentBike } from '@/features/garage/use-current-bike';
import { useProduct } from '../api/get-product';
import { useProductReviews } from '../api/list-product-reviews';
import { ProductBackButton } from './product-back-button';
import { ProductBuyBox, type PurchaseSelection } from './product-buy-box';
import { ProductGallery } from './product-gallery';
import { ProductReviews } from './product-reviews';
import { RelatedProducts } from './related-products';
import { SuitableBikes } from './suitable-bikes';

function Details({ product, bikes }: { product: ProductResponse['data']; bikes: ProductResponse['categories'] }) {
  const bike = useCurrentBike();
  return (
    <div className="mt-12 grid gap-6 md:grid-cols-2">
      {product.features.length > 0 ? (
        <section aria-labelledby="features-heading" className="rounded-2xl border bg-card p-5">
          <h2 id="features-heading" className="mb-3 text-lg font-bold">
            Features
          </h2>
          <ul className="space-y-2 text-sm">
            {product.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {bikes.length > 0 ? <SuitableBikes bikes={bikes} bike={bike} /> : null}
    </div>
  );
}

function ProductSkeleton() {
  return (
    <div className="grid gap-8 md:grid-cols-2" aria-busy="true" aria-label="Loading product">
      <Skeleton className="aspect-square rounded-2xl" />
      <div className="space-y-4">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-9 w-4/5" />
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-8 w-36" />
        <Skeleton className="h-24" />
        <Skeleton className="h-12 w-56" />
      </div>
    </div>
  );
}

type ProductPageProps = {
  purchaseActions: (selection: PurchaseSelection) => ReactNode;
  /** The heart and Add to Cart of each related product's card. */
  cardActions: RenderCardActions;
  /** The 'Recently viewed' row, leaving out the product on screen. */
  recentlyViewed?: (productId: string) => ReactNode;
};

/**
 * The product page (docs/product.md, Product detail; /product/{id}). Add to Cart, Buy Now, the
 * heart and the recently viewed row belong to other features; the route renders them through
 * `purchaseActions`, `cardActions` and `recentlyViewed`.
 */
export function ProductPage({ purchaseActions, cardActions, recentlyViewed }: ProductPageProps) {
  const { id = '' } = useParams();
  const product = useProduct(id);
  const reviews = useProductReviews(id);
  const data = product.data?.data;
  const shownId = data?._id;

  // Remembered once the product is really there: an unknown id is never kept.
  useEffect(() => {
    if (shownId) recordProductView(shownId);
  }, [shownId]);

  useDocumentMeta({
    title: data?.name ?? (product.isError ? 'Product not found' : 'Product'),
    description: data ? (descriptionPreview(data.description) ?? data.description) : `Product details at ${SHOP_NAME}.`,
    openGraph: data ? { type: 'product', image: data.front_image } : undefined,
  });

  if (product.isError) {
    const missing = product.error instanceof ApiError && (product.error.status === 404 || product.error.status === 400);
    return (
      <div className="container-page py-16">
        <StatusState
          icon={PackageX}
          headingLevel={1}
          title={missing ? 'Product not found' : "We couldn't load this product"}
          actions={
            <>
              <Button asChild>
                <Link to={paths.shop()}>Browse the Shop</Link>
              </Button>
              {missing ? null : (
                <Button variant="outline" onClick={() => void product.refetch()}>
                  Try again
                </Button>
              )}
            </>
          }
        >
          {missing ? "This product doesn't exist or is no longer sold." : product.error.message}
        </StatusState>
      </div>
    );
  }

  return (
    <div className="container-page py-6 sm:py-10">
      <div className="mb-4 flex items-center gap-x-3">
        <ProductBackButton categoryId={data?.category[0]?._id} />
        <span className="h-5 w-px shrink-0 bg-border" aria-hidden="true" />
        {data ? (
          // An answer from a server older than the trail (during a rolling update) has none.
          <Breadcrumbs crumbs={productCrumbs(data, product.data?.trail ?? [])} className="flex-1" />
        ) : (
          <BreadcrumbsSkeleton className="flex-1" />
        )}
      </div>
      {!data ? (
        <ProductSkeleton />
      ) : (
        <>
          <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
            {/* Keyed on the product: its picture and zoom start fresh on another product. */}
            <ProductGallery
              key={`gallery-${data._id}`}
              images={data.images.length ? data.images : [data.front_image]}
              name={data.name}
            />
            {/* Keyed on the product so variant and quantity start fresh on another product. */}
            <ProductBuyBox key={data._id} product={data} actions={purchaseActions} />
          </div>
          <Details product={data} bikes={product.data?.categories ?? []} />
          <RelatedProducts productId={data._id} cardActions={cardActions} />
          <ProductReviews reviews={reviews} />
          {recentlyViewed?.(data._id)}
        </>
      )}
    </div>
  );
}
