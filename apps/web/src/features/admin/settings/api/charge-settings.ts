import type { ChargeSettings, chargeSettingsResponse } from '@store/contracts/charges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

export type ChargeSettingsResponse = z.infer<typeof chargeSettingsResponse>;
const chargeSettingsKey = [...adminQueryRoot, 'charge-settings'] as const;

/** GET /api/admin/charge_settings: shipping by zone and weight, and the cash on delivery rules. */
export function useChargeSettings() {
  return useQuery({
    queryKey: chargeSettingsKey,
    queryFn: ({ signal }) => apiRequest<ChargeSettingsResponse>('/admin/charge_settings', { signal }),
  });
}

/** PUT /api/admin/charge_settings (audited): checkouts price with them from the next summary. */
export function useSaveChargeSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChargeSettings) =>
      apiRequest<ChargeSettingsResponse>('/admin/charge_settings', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(chargeSettingsKey, saved),
  });
}
