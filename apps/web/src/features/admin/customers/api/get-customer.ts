import type { adminCustomerDetailResponse, customerCodBody, customerCodResponse } from '@store/contracts/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { customersKey } from './list-customers';

export type AdminCustomerDetailResponse = z.infer<typeof adminCustomerDetailResponse>;
const customerKey = (id: string) => [...customersKey, 'one', id] as const;

/** GET /api/admin/customers/:id: the account, saved addresses and latest orders. */
export function useAdminCustomer(id: string) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: ({ signal }) =>
      apiRequest<AdminCustomerDetailResponse>(`/admin/customers/${encodeURIComponent(id)}`, { signal }),
    staleTime: 0,
  });
}

/** POST /api/admin/customers/:id/block or /unblock: a block ends every session at once. */
export function useSetCustomerBlocked(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) =>
      apiRequest<AdminCustomerDetailResponse>(
        `/admin/customers/${encodeURIComponent(id)}/${blocked ? 'block' : 'unblock'}`,
        {
          method: 'POST',
        },
      ),
    onSuccess: async (res) => {
      queryClient.setQueryData(customerKey(id), res);
      await queryClient.invalidateQueries({ queryKey: [...customersKey, 'list'] });
    },
    meta: { errorTitle: 'Customer not changed' },
  });
}

export type CustomerCodResponse = z.infer<typeof customerCodResponse>;

/**
 * PATCH /api/admin/customers/:id/cod: reset the customer's refused deliveries, or block or allow
 * cash on delivery for them; the page shows the standing the server answers.
 */
export function useSetCustomerCod(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof customerCodBody>) =>
      apiRequest<CustomerCodResponse>(`/admin/customers/${encodeURIComponent(id)}/cod`, { method: 'PATCH', body }),
    onSuccess: (res) =>
      queryClient.setQueryData<AdminCustomerDetailResponse>(customerKey(id), (old) =>
        old ? { ...old, data: { ...old.data, cod: res.data } } : old,
      ),
    meta: { errorTitle: 'Customer not changed' },
  });
}
