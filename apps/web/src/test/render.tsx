import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { shopDetailsQueryOptions } from '@/lib/shop-details';
import { SHOP_DETAILS } from './fixtures';

/**
 * Renders routes in memory with a fresh query client that does not retry. The shop's details are
 * known from the start, as the server places them in every page, unless `askForShop` leaves the
 * page to ask for them.
 */
export function renderRoutes(routes: RouteObject[], initialPath = '/', { askForShop = false } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  if (!askForShop) {
    queryClient.setQueryData(shopDetailsQueryOptions().queryKey, { data: SHOP_DETAILS });
  }
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** Renders one element under a router, for components that contain links. */
export function renderWithRouter(element: ReactNode, initialPath = '/') {
  return renderRoutes([{ path: '*', element }], initialPath);
}
