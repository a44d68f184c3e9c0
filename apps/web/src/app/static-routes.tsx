import { POLICY_IDS } from '@store/contracts/shop-details';
import type { RouteObject } from 'react-router';
import { PageFallback } from '@/app/routes/page-fallback';
import { RENDERED } from '@/app/route-handles';

/**
 * The static pages of the route table (docs/product.md, Route table): about, contact, help and the policies.
 * Each is its own chunk, lazy-loaded like the other screens; spread into the router's children.
 * The server renders them (docs/decisions/075).
 */
export const staticRoutes: RouteObject[] = [
  // The policy pages, one module for all: their text comes from the back office (docs/decisions/106).
  ...POLICY_IDS.map((id): RouteObject => ({
    path: id,
    lazy: () => import('@/app/routes/static/policy'),
    hydrateFallbackElement: <PageFallback />,
    handle: RENDERED,
  })),
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
];
