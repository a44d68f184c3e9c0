import type { ProductCard, ProductResponse } from '@store/contracts/catalog';
import type { ProductCardActions } from '@/components/product-card';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { ChooseVariantButton, type VariantChoices } from '@/features/cart/components/choose-variant-button';
import { LikeButton } from '@/features/likes/components/like-button';
import { productQueryOptions } from '@/features/product/api/get-product';

/** The chooser's list from the product page's query, so that opening the page afterwards needs no call. */
function variantChoices(productId: string) {
  return {
    ...productQueryOptions(productId),
    select: ({ data }: ProductResponse): VariantChoices => ({ optionName: data.option_name, variants: data.variants }),
  };
}

/**
 * A product card's heart and Add to Cart. Lists (home sections, product list, liked) are features
 * of their own, so their routes hand them this to give each card its buttons.
 */
export function productCardActions(product: ProductCard): ProductCardActions {
  const common = { productName: product.name, inStock: product.quantity > 0, size: 'sm', className: 'w-full' } as const;
  return {
    like: <LikeButton productId={product._id} productName={product.name} />,
    addToCart:
      // Several variants: the shopper picks one (docs/decisions/072). One: it is added at once,
      // and its stock is the product's.
      product.variant_count > 1 ? (
        <ChooseVariantButton productId={product._id} choices={variantChoices(product._id)} {...common} />
      ) : (
        <AddToCartButton
          productId={product._id}
          variantId={product.default_variant}
          stock={product.quantity}
          {...common}
        />
      ),
  };
}
