import type { Brand } from '@store/contracts/catalog';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { SectionHeading } from './section-heading';

/** Brand tiles, each opening the product list filtered to that brand (docs/product.md, Home). */
export function BrandsStrip({ brands }: { brands: Brand[] }) {
  if (brands.length === 0) return null;
  return (
    <section aria-labelledby="brands-heading" className="container-page py-8 sm:py-12">
      <SectionHeading id="brands-heading" title="Shop by Brand" subtitle="The names riders trust, all genuine." />
      <ul
        role="list"
        className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:grid sm:grid-cols-4 sm:overflow-visible sm:px-0 lg:grid-cols-6"
      >
        {brands.map((brand) => (
          <li key={brand._id} className="w-32 shrink-0 snap-start sm:w-auto">
            <Link
              to={paths.productList('all', { brand: brand.name })}
              className="group flex h-full flex-col items-center gap-2 rounded-xl border bg-card p-4 text-center transition-[border-color,box-shadow] hover:border-primary/60 hover:shadow-md"
            >
              <span className="grid aspect-[3/2] w-full place-items-center rounded-lg bg-white p-2 dark:bg-white/95">
                <img
                  src={brand.image}
                  alt=""
                  width={120}
                  height={80}
                  loading="lazy"
                  decoding="async"
                  className="max-h-full max-w-full object-contain transition-transform group-hover:scale-105"
                />
              </span>
              <span className="text-sm font-semibold group-hover:text-brand">{brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
