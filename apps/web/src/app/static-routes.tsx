import type { RouteObject } from 'react-router';
import { PageFallback } from '@/app/routes/page-fallback';

/**
 * The static pages of the route table (docs/product.md, Route table): about, contact, help and the policies.
 * Each is its own chunk, lazy-loaded like the other screens; spread into the router's children.
 */
export const staticRoutes: RouteObject[] = [
  { path: 'about', lazy: () => import('@/app/routes/static/about'), hydrateFallbackElement: <PageFallback /> },
  { path: 'contact', lazy: () => import('@/app/routes/static/contact'), hydrateFallbackElement: <PageFallback /> },
  { path: 'help', lazy: () => import('@/app/routes/static/help'), hydrateFallbackElement: <PageFallback /> },
  { path: 'warranty', lazy: () => import('@/app/routes/static/warranty'), hydrateFallbackElement: <PageFallback /> },
  { path: 'returns', lazy: () => import('@/app/routes/static/returns'), hydrateFallbackElement: <PageFallback /> },
  { path: 'privacy', lazy: () => import('@/app/routes/static/privacy'), hydrateFallbackElement: <PageFallback /> },
  { path: 'terms', lazy: () => import('@/app/routes/static/terms'), hydrateFallbackElement: <PageFallback /> },
];
