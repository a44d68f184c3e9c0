import type { adminShopDetailsResponse, ShopDetailsInput } from '@store/contracts/shop-details';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard';
import { goLiveQueryKey } from '../../go-live/api/get-go-live';

export type AdminShopDetailsResponse = z.infer<typeof adminShopDetailsResponse>;
const detailsKey = [...adminQueryRoot, 'shop-details'] as const;

/** GET /api/admin/shop_details: contact details, hours and policies, each policy with its default. */
export function useAdminShopDetails() {
  return useQuery({
    queryKey: detailsKey,
    queryFn: ({ signal }) => apiRequest<AdminShopDetailsResponse>('/admin/shop_details', { signal }),
  });
}

/** PUT /api/admin/shop_details (audited): the storefront shows them at once, on every server. */
export function useSaveShopDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopDetailsInput) =>
      apiRequest<AdminShopDetailsResponse>('/admin/shop_details', { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(detailsKey, saved);
      // The storefront's own copy, and the checklist's "reviewed" here and on the dashboard.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['shop-details'] }),
        queryClient.invalidateQueries({ queryKey: ['policy'] }),
        queryClient.invalidateQueries({ queryKey: goLiveQueryKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]);
    },
  });
}
