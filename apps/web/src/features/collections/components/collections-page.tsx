import { ArrowRight, LayoutGrid } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeading } from '@/components/page-heading';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useCollections } from '../api/list-collections';

/** 'Choose your Collection' (docs/product.md, Collections). */
export function CollectionsPage() {
  const collections = useCollections();
  useDocumentMeta({
    title: 'Collections',
    description: 'Choose a collection: full face helmets, riding jackets, engine oils, chains and more.',
  });

  return (
    <div className="container-page py-8 sm:py-10">
      <PageHeading title="Choose your Collection">Curated ranges for every kind of ride.</PageHeading>
      {collections.isPending ? (
        <div
          className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-6"
          aria-busy="true"
          aria-label="Loading collections"
        >
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4] rounded-xl" />
          ))}
        </div>
      ) : collections.isError ? (
        <StatusState
          icon={LayoutGrid}
          title="We couldn't load the collections"
          actions={<Button onClick={() => void collections.refetch()}>Try again</Button>}
        >
          {collections.error.message}
        </StatusState>
      ) : collections.data.data.length === 0 ? (
        <StatusState icon={LayoutGrid} title="No collections yet" />
      ) : (
        <ul role="list" className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 lg:gap-6">
          {collections.data.data.map((item) => (
            <li key={item._id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border bg-card shadow-xs transition-[box-shadow,border-color] hover:border-primary/50 hover:shadow-lg hover:shadow-primary/10">
                <div className="aspect-square overflow-hidden bg-muted">
                  <img
                    // Collection pictures are stored at one size only (no -w400 copy).
                    src={item.image}
                    alt=""
                    width={400}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
                  />
                </div>
                <div className="flex flex-1 flex-col gap-3 p-3 sm:p-4">
                  <h2 className="font-semibold leading-tight wrap-break-word sm:text-lg">{item.collection}</h2>
                  <Link
                    to={paths.productList(item.category_id)}
                    className="mt-auto inline-flex items-center gap-1 text-sm font-semibold text-brand after:absolute after:inset-0 after:content-[''] hover:underline"
                  >
                    See Products<span className="sr-only">: {item.collection}</span>
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
