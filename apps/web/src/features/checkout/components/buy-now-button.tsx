import { Zap } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/lib/paths';

/**
 * Buy Now (docs/product.md, Product detail): straight to /purchase?product_id={id}&qty={n}&variant={variant},
 * for a visitor too, who confirms the e-mail there (express checkout, docs/decisions/074).
 */
export function BuyNowButton({
  productId,
  variantId,
  quantity,
  inStock,
  className,
  size,
}: { productId: string; variantId: string; quantity: number; inStock: boolean } & Pick<
  ButtonProps,
  'className' | 'size'
>) {
  if (!inStock) {
    return (
      <Button variant="premium" size={size} className={className} disabled>
        <Zap aria-hidden="true" /> Buy Now
      </Button>
    );
  }
  return (
    <Button asChild variant="premium" size={size} className={className}>
      <Link to={paths.purchaseProduct(productId, quantity, variantId)}>
        <Zap aria-hidden="true" /> Buy Now
      </Link>
    </Button>
  );
}
