import type { RouteObject } from 'react-router';
import { PageFallback } from '@/app/routes/page-fallback';
import { RENDERED } from '@/app/route-handles';

/**
 * The static pages of the route table (docs/product.md, Route table): about, contact, help and the policies.
 * Each is its own chunk, lazy-loaded like the other screens; spread into the router's children.
 * The server renders them (docs/decisions/075).
 */
export const staticRoutes: RouteObject[] = [
  {
    path: 'about',
    lazy: () => import('@/app/routes/static/about'),
    hydrateFallbackElement: <PageFallback />,
    handle: RENDERED,
  },
  {
    path: 'contact',
    lazy: () => import('@/app/routes/static/contact'),
    hydrateFallbackElement: <PageFallback />,
    handle: RENDERED,
  },
  {
    path: 'help',
    lazy: () => import('@/app/routes/static/help'),
    hydrateFallbackElement: <PageFallback />,
    handle: RENDERED,
  },
  {
    path: 'warranty',
    lazy: () => import('@/app/routes/static/warranty'),
    hydrateFallbackElement: <PageFallback />,
    handle: RENDERED,
  },
  {
    path: 'returns',
    lazy: () => import('@/app/routes/static/returns'),
    hydrateFallbackElement: <PageFallback />,
    handle: RENDERED,
  },
  {
    path: 'privacy',
    lazy: () => import('@/app/routes/static/privacy'),
    hydrateFallbackElement: <PageFallback />,
    handle: RENDERED,
  },
  {
    path: 'terms',
    lazy: () => import('@/app/routes/static/terms'),
    hydrateFallbackElement: <PageFallback />,
    handle: RENDERED,
  },
];
