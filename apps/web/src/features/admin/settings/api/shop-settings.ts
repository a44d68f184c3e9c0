import type { ShopSettingsInput, shopSettingsResponse } from '@store/contracts/shop-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard';
import { goLiveQueryKey } from '../../go-live/api/get-go-live';

export type ShopSettingsResponse = z.infer<typeof shopSettingsResponse>;
const settingsKey = [...adminQueryRoot, 'shop-settings'] as const;

/** GET /api/admin/shop_settings: the seller's particulars and the delivery zones. */
export function useShopSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest<ShopSettingsResponse>('/admin/shop_settings', { signal }),
  });
}

/** PUT /api/admin/shop_settings (audited). */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsInput) =>
      apiRequest<ShopSettingsResponse>('/admin/shop_settings', { method: 'PUT', body }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      // A new GSTIN may close a go-live item and issue the invoices that waited for it.
      await queryClient.invalidateQueries({ queryKey: goLiveQueryKey });
      await queryClient.invalidateQueries({ queryKey: dashboardQueryKey });
    },
  });
}
