import type { Category } from '@store/contracts/catalog';
import { ChevronRight, ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';

/** Where a category tile leads: one level deeper while there is one, else its product list. */
export function categoryHref(category: Category): string {
  return category.has_children
    ? `${paths.shop()}?category=${encodeURIComponent(category._id)}`
    : paths.productList(category._id);
}

/** The drill-down grid of 'Shop by Category'. */
export function CategoryGrid({ categories }: { categories: Category[] }) {
  return (
    <ul role="list" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-6">
      {categories.map((category) => (
        <li key={category._id}>
          <Link
            to={categoryHref(category)}
            className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-[box-shadow,border-color] outline-none hover:border-primary/50 hover:shadow-lg hover:shadow-primary/10 focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="relative block aspect-[4/3] overflow-hidden bg-muted">
              {category.image ? (
                <img
                  // Category pictures are stored at one size only (no -w400 copy).
                  src={category.image}
                  alt=""
                  width={400}
                  height={300}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                />
              ) : (
                <ImageOff className="absolute inset-0 m-auto size-8 text-muted-foreground" aria-hidden="true" />
              )}
              <span
                className="absolute inset-x-0 bottom-0 h-1/2 bg-linear-to-t from-black/60 to-transparent"
                aria-hidden="true"
              />
            </span>
            <span className="flex flex-1 items-center justify-between gap-2 p-3 sm:p-4">
              <span className="min-w-0">
                <span className="block font-semibold wrap-break-word group-hover:text-brand">{category.name}</span>
                <span className="text-xs text-muted-foreground">
                  {category.product_count} {category.product_count === 1 ? 'product' : 'products'}
                </span>
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
