import { useSession } from '@/lib/session-store';
import { useAddToCart } from './api/add-to-cart';
import { useAddToVisitorCart } from './api/add-to-visitor-cart';

export type AddLine = {
  productId: string;
  /** The variant to add; the server takes the product's default without one. */
  variantId?: string;
  quantity?: number;
  /** The variant's stock when known, so a visitor's add past it is refused at once. */
  stock?: number;
};

/**
 * Adds a line to the account's cart when signed in, else to the visitor's browser cart, which
 * joins the account's at sign-in (docs/decisions/015-visitor-cart.md).
 */
export function useAddToEitherCart() {
  const user = useSession();
  const add = useAddToCart();
  const addForVisitor = useAddToVisitorCart();
  return {
    add: ({ productId, variantId, quantity, stock }: AddLine) => {
      const variant = variantId || undefined;
      if (user) add.mutate({ product_id: productId, variant, quantity });
      else addForVisitor.add({ product_id: productId, variant, quantity, stock });
    },
    isPending: add.isPending || addForVisitor.isPending,
  };
}
