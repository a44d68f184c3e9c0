import { Skeleton } from '@/components/ui/skeleton';

function CardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border bg-card">
      <Skeleton className="aspect-square rounded-none" />
      <div className="space-y-2 p-3 sm:p-4">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-3 h-5 w-20" />
      </div>
    </div>
  );
}

/** The home page's shape while it loads, so nothing jumps when the data lands. */
export function HomeSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading the store…</span>
      <Skeleton className="min-h-[26rem] rounded-none sm:min-h-[30rem] lg:min-h-[34rem]" />
      <div className="container-page py-10">
        <Skeleton className="mb-6 h-8 w-56" />
        <div className="flex gap-3 overflow-hidden sm:grid sm:grid-cols-4 lg:grid-cols-6">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-32 w-32 shrink-0 rounded-xl sm:w-auto" />
          ))}
        </div>
      </div>
      <ProductSectionSkeleton />
    </div>
  );
}

/** One product section's shape: a heading and a row of cards. */
export function ProductSectionSkeleton() {
  return (
    <div className="container-page py-10">
      <Skeleton className="mb-6 h-8 w-64" />
      <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:gap-6">
        {Array.from({ length: 4 }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
