/*
 * How a variant's stock reads, without the variant schemas: the product card's size chooser is
 * in the storefront's first JavaScript, which must not bring zod along (docs/decisions/086).
 */

/** A variant with this much stock or less reads as running out (docs/product.md, Product detail: 5 or fewer). */
export const FEW_LEFT_AT_MOST = 5;

/** A variant's stock as a size chooser lists it: 'In stock', 'Only 3 left' or 'Out of stock'. */
export function variantStockText(quantity: number): string {
  if (quantity <= 0) return 'Out of stock';
  return quantity <= FEW_LEFT_AT_MOST ? `Only ${quantity} left` : 'In stock';
}
