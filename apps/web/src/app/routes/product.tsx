import { productCardActions } from '@/app/product-card-actions';
import { NotFoundRoute } from '@/app/routes/not-found';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { BuyNowButton } from '@/features/checkout/components/buy-now-button';
import { LikeButton } from '@/features/likes/components/like-button';
import type { PurchaseSelection } from '@/features/product/components/product-buy-box';
import { ProductPage } from '@/features/product/components/product-page';
import { RecentlyViewedRow } from '@/features/recently-viewed/components/recently-viewed-row';
import { useServerNotFound } from '@/lib/use-server-not-found';

/** Add to Cart, Buy Now and the heart beside the quantity, for the variant and quantity chosen. */
function PurchaseActions({ productId, productName, variantId, quantity, inStock }: PurchaseSelection) {
  return (
    <>
      <AddToCartButton
        productId={productId}
        variantId={variantId}
        quantity={quantity}
        inStock={inStock}
        size="lg"
        className="flex-1 sm:flex-none"
      />
      <BuyNowButton
        productId={productId}
        variantId={variantId}
        quantity={quantity}
        inStock={inStock}
        size="lg"
        className="flex-1 sm:flex-none"
      />
      <LikeButton productId={productId} productName={productName} className="size-12" />
    </>
  );
}

export function Component() {
  const notFound = useServerNotFound();
  if (notFound) return <NotFoundRoute />;
  return (
    <ProductPage
      purchaseActions={(selection) => <PurchaseActions {...selection} />}
      cardActions={productCardActions}
      recentlyViewed={(productId) => <RecentlyViewedRow excludeId={productId} cardActions={productCardActions} />}
    />
  );
}
