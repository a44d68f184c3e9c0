import type { ProductCard } from '@store/contracts/catalog';
import type { ProductCardActions } from '@/components/product-card';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { LikeButton } from '@/features/likes/components/like-button';

/**
 * A product card's heart and Add to Cart. Lists (home sections, product list, liked) are features
 * of their own, so their routes hand them this to give each card its buttons.
 */
export function productCardActions(product: ProductCard): ProductCardActions {
  return {
    like: <LikeButton productId={product._id} productName={product.name} />,
    addToCart: (
      <AddToCartButton
        productId={product._id}
        // The card adds the default variant; with one variant its stock is the product's.
        variantId={product.default_variant}
        stock={product.variant_count === 1 ? product.quantity : undefined}
        inStock={product.quantity > 0}
        productName={product.name}
        size="sm"
        className="w-full"
      />
    ),
  };
}
