import type { adminCustomerListQuery, adminCustomerListResponse } from '@store/contracts/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export type AdminCustomerListResponse = z.infer<typeof adminCustomerListResponse>;
export const customersKey = [...adminQueryRoot, 'customers'] as const;
/** The list as the page holds it in its URL: an empty search is no search. */
export type CustomerListRequest = {
  q: string;
  status: NonNullable<z.input<typeof adminCustomerListQuery>['status']>;
  page: number;
};

/** GET /api/admin/customers: newest first, with order count and total spent. */
export function useAdminCustomers(request: CustomerListRequest) {
  return useQuery({
    queryKey: [...customersKey, 'list', request],
    queryFn: ({ signal }) =>
      apiRequest<AdminCustomerListResponse>('/admin/customers', {
        signal,
        query: { ...request, q: request.q || undefined } satisfies z.input<typeof adminCustomerListQuery>,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
