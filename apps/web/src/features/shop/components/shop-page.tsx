import type { Crumb } from '@store/contracts/breadcrumbs';
import type { Category, Ref } from '@store/contracts/catalog';
import { SHOP_NAME } from '@store/contracts/constants';
import { ArrowLeft, FolderSearch, Home, Search } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { PageHeading } from '@/components/page-heading';
import { StatusState } from '@/components/status-state';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { paths } from '@/lib/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { useChildCategories } from '../api/list-child-categories';
import { useRootCategories } from '../api/list-root-categories';
import { useShopGroups } from '../api/list-shop-groups';
import { CategoryGrid } from './category-grid';
import { SubGroupMenu } from './sub-group-menu';

const levelHref = (id: string | undefined) =>
  id ? `${paths.shop()}?category=${encodeURIComponent(id)}` : paths.shop();

/** The shop's own trail: 'Shop', then each level down, leading back to that level of the shop. */
const shopCrumbs = (trail: Ref[]): Crumb[] => [
  { name: 'Shop', path: paths.shop() },
  ...trail.map((level) => ({ name: level.name, path: levelHref(level._id) })),
];

function GridSkeleton() {
  return (
    <div
      className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 lg:gap-6"
      aria-busy="true"
      aria-label="Loading categories"
    >
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="aspect-[4/3.9] rounded-xl" />
      ))}
    </div>
  );
}

/** 'Shop by Category' (docs/product.md, Shop): the drill-down level lives in `?category=`. */
export function ShopPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const categoryId = params.get('category');
  const [filter, setFilter] = useState('');
  const roots = useRootCategories(categoryId === null);
  const children = useChildCategories(categoryId);
  const groups = useShopGroups(categoryId);
  const level = categoryId === null ? roots : children;

  const trail = level.data?.trail ?? [];
  const current = trail.at(-1);
  const parent = trail.at(-2);
  const title = current?.name ?? 'Shop by Category';
  useDocumentMeta({
    title: current ? `${current.name} - Shop` : 'Shop by Category',
    description: current
      ? `Browse ${current.name} at ${SHOP_NAME}: genuine parts and gear, shipped across India.`
      : 'Shop motorcycle helmets, riding gear, spares and accessories by category.',
  });

  const needle = filter.trim().toLowerCase();
  const categories: Category[] = (level.data?.data ?? []).filter((c) => c.name.toLowerCase().includes(needle));
  const menuGroups = groups.data?.data.filter((g) => g.items.length > 0) ?? [];
  const notFound = level.error instanceof ApiError && (level.error.status === 404 || level.error.status === 400);

  return (
    <div className="container-page py-8 sm:py-10">
      <Breadcrumbs crumbs={shopCrumbs(trail)} className="mb-4" />
      <PageHeading title={categoryId ? title : 'Shop by Category'}>
        {categoryId
          ? 'Pick a category, or jump straight to its products below.'
          : 'Find parts, helmets and gear for your ride.'}
      </PageHeading>

      <div className="mb-6 flex flex-wrap items-center gap-2">
        {categoryId ? (
          <Button variant="outline" onClick={() => void navigate(levelHref(parent?._id))}>
            <ArrowLeft /> Back
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to={paths.home()}>
            <Home /> Home
          </Link>
        </Button>
        <div className="relative ml-auto w-full sm:w-72">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            type="search"
            aria-label="Filter categories by name"
            placeholder="Filter categories…"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>

      {level.isPending ? (
        <GridSkeleton />
      ) : notFound ? (
        <StatusState
          icon={FolderSearch}
          title="Category not found"
          actions={
            <Button asChild>
              <Link to={paths.shop()}>Back to Shop</Link>
            </Button>
          }
        >
          This category doesn't exist or has no products right now.
        </StatusState>
      ) : level.isError ? (
        <StatusState
          icon={FolderSearch}
          title="We couldn't load the categories"
          actions={<Button onClick={() => void level.refetch()}>Try again</Button>}
        >
          {level.error.message}
        </StatusState>
      ) : categories.length === 0 ? (
        <StatusState
          icon={FolderSearch}
          title={needle ? `No categories match "${filter.trim()}"` : 'Nothing here yet'}
          actions={
            current ? (
              <Button asChild>
                <Link to={paths.productList(current._id)}>See all {current.name}</Link>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <CategoryGrid categories={categories} />
      )}

      {current && !notFound ? (
        <div className="mt-6 flex justify-center">
          <Button asChild variant="secondary">
            <Link to={paths.productList(current._id)}>View all {current.name} products</Link>
          </Button>
        </div>
      ) : null}
      {current && menuGroups.length > 0 ? <SubGroupMenu groups={menuGroups} title={current.name} /> : null}
    </div>
  );
}
