import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { RootLayout } from '@/app/root-layout';
import { HomeRoute } from '@/app/routes/home';
import { NotFoundRoute } from '@/app/routes/not-found';
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
