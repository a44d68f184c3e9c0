// What the tests of the list pages with a bike share: the whole app mounted as main.tsx mounts it,
// whose providers hand the garage's bike (test-garage.ts) to every page (app/providers.tsx).
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Calls of the product list API made so far, each as its query. */
export function listCallsOf(fetchMock: { mock: { calls: unknown[][] } }): Record<string, string>[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('fetch_products_by_collection'))
    .map((url) => Object.fromEntries(new URL(url, 'http://x').searchParams));
}

export function renderApp(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}
