import { ShoppingCart } from 'lucide-react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { useAddToEitherCart } from '../use-add-to-either-cart';

type AddToCartButtonProps = {
  productId: string;
  variantId?: string;
  quantity?: number;
  inStock: boolean;
  /** The variant's stock when known, so a visitor's add past it is refused at once. */
  stock?: number;
  /** The product's name, so each card's button has its own accessible name. */
  productName?: string;
} & Pick<ButtonProps, 'className' | 'size'>;

/**
 * Add to Cart: into the account's cart when signed in, else into the visitor's browser cart,
 * which joins the account's at sign-in (docs/decisions/015-visitor-cart.md).
 */
export function AddToCartButton({
  productId,
  variantId,
  quantity,
  inStock,
  stock,
  productName,
  className,
  size,
}: AddToCartButtonProps) {
  const cart = useAddToEitherCart();

  return (
    <Button
      type="button"
      size={size}
      className={className}
      disabled={!inStock || cart.isPending}
      onClick={() => cart.add({ productId, variantId, quantity, stock })}
    >
      <ShoppingCart aria-hidden="true" />
      Add to Cart
      {/* Names the product for screen readers while keeping the visible words first in the name. */}
      {productName ? <span className="sr-only">{`: ${productName}`}</span> : null}
    </Button>
  );
}
