import type { ProductCard as ProductCardData } from '@store/contracts/catalog';
import { ProductCard } from '@/components/product-card';
import { ProductGrid } from '@/components/product-grid';
import { paths } from '@/lib/paths';
import { SectionHeading } from './section-heading';

type ProductSectionProps = { id: string; title: string; subtitle?: string; products: ProductCardData[] };

/** One home section of product cards; the spec hides a section that has nothing to show. */
export function ProductSection({ id, title, subtitle, products }: ProductSectionProps) {
  if (products.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="container-page py-8 sm:py-12">
      <SectionHeading
        id={headingId}
        title={title}
        subtitle={subtitle}
        action={{ to: paths.shop(), label: 'Shop all' }}
      />
      <ProductGrid>
        {products.map((product) => (
          <li key={product._id} className="flex">
            <ProductCard product={product} className="w-full" />
          </li>
        ))}
      </ProductGrid>
    </section>
  );
}
