import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { NOT_FOUND, RENDERED } from '@/app/route-handles';
import { RootLayout } from '@/app/root-layout';
import { HomeRoute } from '@/app/routes/home';
import { NotFoundRoute } from '@/app/routes/not-found';
import { PageFallback } from '@/app/routes/page-fallback';
import { RouteError } from '@/app/routes/route-error';
import { staticRoutes } from '@/app/static-routes';
import { GuestOnly, RequireUser } from '@/features/auth/components/route-guards';
import { paths } from '@/lib/paths';

/** The route table; exported apart from the router so tests can mount it in memory. */
export const routes: RouteObject[] = [
  // The back office: its own frame and its own chunk, loaded only under /admin (docs/decisions/017).
  { path: 'admin/*', lazy: () => import('@/app/routes/admin/admin-app'), hydrateFallbackElement: <PageFallback /> },
  {
    element: <RootLayout />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute />, handle: RENDERED },
          // Each screen is its own chunk; React Router loads it before rendering the route. The
          // storefront's pages are rendered on the server too (RENDERED, docs/decisions/075).
          {
            path: 'shop',
            lazy: () => import('@/app/routes/shop'),
            hydrateFallbackElement: <PageFallback />,
            handle: RENDERED,
          },
          {
            path: 'products',
            lazy: () => import('@/app/routes/collections'),
            hydrateFallbackElement: <PageFallback />,
            handle: RENDERED,
          },
          {
            path: 'products/:id',
            lazy: () => import('@/app/routes/product-list'),
            hydrateFallbackElement: <PageFallback />,
            handle: RENDERED,
          },
          {
            // The whole catalog searched for `?q=` (the header's search box); out of search engines.
            path: 'search',
            lazy: () => import('@/app/routes/search'),
            hydrateFallbackElement: <PageFallback />,
            handle: RENDERED,
          },
          {
            path: 'product/:id',
            lazy: () => import('@/app/routes/product'),
            hydrateFallbackElement: <PageFallback />,
            handle: RENDERED,
          },
          {
            // The authentication screens are for guests; a signed-in user goes on (docs/product.md, Route table).
            element: <GuestOnly />,
            children: [
              { path: 'signin', lazy: () => import('@/app/routes/sign-in'), hydrateFallbackElement: <PageFallback /> },
              { path: 'signup', lazy: () => import('@/app/routes/sign-up'), hydrateFallbackElement: <PageFallback /> },
              {
                path: 'otp-verification',
                lazy: () => import('@/app/routes/otp-verification'),
                hydrateFallbackElement: <PageFallback />,
              },
              {
                path: 'forgot-password',
                lazy: () => import('@/app/routes/forgot-password'),
                hydrateFallbackElement: <PageFallback />,
              },
            ],
          },
          {
            // A visitor is sent to /signin and brought back after signing in (docs/architecture.md,
            // Choices the product description leaves open).
            element: <RequireUser />,
            children: [
              { path: 'profile', lazy: () => import('@/app/routes/profile'), hydrateFallbackElement: <PageFallback /> },
              { path: 'liked', lazy: () => import('@/app/routes/liked'), hydrateFallbackElement: <PageFallback /> },
              {
                path: 'success/:id',
                lazy: () => import('@/app/routes/success'),
                hydrateFallbackElement: <PageFallback />,
              },
              { path: 'orders', lazy: () => import('@/app/routes/orders'), hydrateFallbackElement: <PageFallback /> },
              {
                path: 'orderDetails/:id',
                lazy: () => import('@/app/routes/order-details'),
                hydrateFallbackElement: <PageFallback />,
              },
            ],
          },
          // Open to visitors: express checkout signs them in on the page (docs/decisions/074).
          { path: 'purchase', lazy: () => import('@/app/routes/purchase'), hydrateFallbackElement: <PageFallback /> },
          // A visitor's cart is kept in the browser until they sign in (docs/decisions/015-visitor-cart.md).
          { path: 'cart', lazy: () => import('@/app/routes/cart'), hydrateFallbackElement: <PageFallback /> },
          // A stock alert mail's 'Stop this alert' link: its token is the key, no sign-in (decision 079).
          {
            path: 'stock-alert/stop',
            lazy: () => import('@/app/routes/stock-alert-stop'),
            hydrateFallbackElement: <PageFallback />,
          },
          // The OTP screen's Back to Login used to point here (docs/product.md, Route table).
          { path: 'login', loader: () => redirect(paths.signIn()) },
          ...staticRoutes,
          { path: '*', element: <NotFoundRoute />, handle: NOT_FOUND },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
