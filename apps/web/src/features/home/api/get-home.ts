import type { HomeResponse } from '@store/contracts/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';

/** GET /api/home: banners, the home sections and the brands strip in one call. */
export function getHome(signal?: AbortSignal): Promise<HomeResponse> {
  return apiRequest<HomeResponse>('/home', { signal });
}

/** The home answer's key: a flash deal ending asks for it again. */
export const homeQueryKey = ['home'] as const;

export function homeQueryOptions() {
  return queryOptions({
    queryKey: homeQueryKey,
    queryFn: ({ signal }) => getHome(signal),
    initialData: () => placedAnswer<HomeResponse>('/home'),
    initialDataUpdatedAt: pageRenderedAt,
    meta: { errorTitle: 'Home Failed' },
  });
}

export function useHome() {
  return useQuery(homeQueryOptions());
}
