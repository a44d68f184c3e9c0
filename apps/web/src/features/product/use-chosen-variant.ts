import type { ProductDetail } from '@store/contracts/catalog';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The first pick: the default variant if in stock, else the first in stock, else the first. */
function initialVariant(product: ProductDetail): string {
  const preferred = product.variants.find((v) => v._id === product.default_variant && v.quantity > 0);
  return (preferred ?? product.variants.find((v) => v.quantity > 0) ?? product.variants[0])?._id ?? '';
}

/**
 * The variant chosen on a product page, kept in its address (`?variant={id}`) so that a copied
 * link opens with the same size. An id the product does not list falls back to the first pick
 * without a word: links outlive variants. A new choice replaces the history entry, so Back leaves
 * the page instead of stepping back through every size tried, and keeps the scroll where it is.
 */
export function useChosenVariant(product: ProductDetail): [variantId: string, choose: (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('variant');
  const variantId = asked && product.variants.some((v) => v._id === asked) ? asked : initialVariant(product);
  const choose = useCallback(
    (id: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('variant', id);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [variantId, choose];
}
