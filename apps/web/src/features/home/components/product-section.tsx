import type { ProductCard as ProductCardData } from '@store/contracts/catalog';
import { ProductCard, type RenderCardActions } from '@/components/product-card';
import { ProductGrid } from '@/components/product-grid';
import { paths } from '@/lib/paths';
import { SectionHeading } from './section-heading';

type ProductSectionProps = {
  id: string;
  title: string;
  subtitle?: string;
  products: ProductCardData[];
  cardActions: RenderCardActions;
  /** The link beside the heading: Shop all when not given. */
  action?: { to: string; label: string };
};

/** One home section of product cards, hidden when it has nothing to show (docs/product.md, Home). */
export function ProductSection({ id, title, subtitle, products, cardActions, action }: ProductSectionProps) {
  if (products.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="container-page py-8 sm:py-12">
      <SectionHeading
        id={headingId}
        title={title}
        subtitle={subtitle}
        action={action ?? { to: paths.shop(), label: 'Shop all' }}
      />
      <ProductGrid>
        {products.map((product) => (
          <li key={product._id} className="flex">
            <ProductCard product={product} className="w-full" actions={cardActions(product)} />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}
