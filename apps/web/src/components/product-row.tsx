import type { ProductCard as ProductCardData } from '@store/contracts/catalog';
import { ProductCard, type RenderCardActions } from '@/components/product-card';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';

type ProductRowProps = {
  /** Names the section's heading, e.g. 'related-products'. */
  id: string;
  title: string;
  /** The cards; undefined while they load, when the row keeps its place with grey cards. */
  products: ProductCardData[] | undefined;
  cardActions: RenderCardActions;
  className?: string;
};

const itemClass = 'flex w-40 shrink-0 snap-start sm:w-52';

/**
 * A titled row of product cards that scrolls sideways (related products, recently viewed); hidden
 * when it has nothing to show.
 */
export function ProductRow({ id, title, products, cardActions, className }: ProductRowProps) {
  if (products?.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} aria-busy={products ? undefined : true} className={cn('mt-12', className)}>
      <h2
        id={headingId}
        className="mb-4 font-display text-xl font-extrabold tracking-tight uppercase italic sm:text-2xl"
      >
        {title}
      </h2>
      <ul
        role="list"
        className="-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 pb-3 [scrollbar-width:thin] sm:mx-0 sm:gap-4 sm:px-0"
      >
        {products
          ? products.map((product) => (
              <li key={product._id} className={itemClass}>
                <ProductCard product={product} actions={cardActions(product)} className="w-full" />
              </li>
            ))
          : Array.from({ length: 4 }, (_, i) => (
              <li key={i} className={itemClass}>
                <Skeleton className="aspect-[3/5] w-full rounded-xl" />
              </li>
            ))}
      </ul>
    </section>
  );
}
