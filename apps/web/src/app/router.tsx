import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RootLayout } from '@/app/root-layout';
import { HomeRoute } from '@/app/routes/home';
import { NotFoundRoute } from '@/app/routes/not-found';
import { PageFallback } from '@/app/routes/page-fallback';
import { RouteError } from '@/app/routes/route-error';
import { paths } from '@/lib/paths';

/** The route table; exported apart from the router so tests can mount it in memory. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          // Each screen is its own chunk; React Router loads it before rendering the route.
          { path: 'shop', lazy: () => import('@/app/routes/shop'), hydrateFallbackElement: <PageFallback /> },
          {
            path: 'products',
            lazy: () => import('@/app/routes/collections'),
            hydrateFallbackElement: <PageFallback />,
          },
          {
            path: 'products/:id',
            lazy: () => import('@/app/routes/product-list'),
            hydrateFallbackElement: <PageFallback />,
          },
          { path: 'product/:id', lazy: () => import('@/app/routes/product'), hydrateFallbackElement: <PageFallback /> },
          // The OTP screen's Back to Login points here (spec section 2).
          { path: 'login', loader: () => redirect(paths.signIn()) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
