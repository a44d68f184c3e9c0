import type { BannerInput, adminBannerResponse } from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { homeQueryKey } from './get-home';

type AdminBannerResponse = z.infer<typeof adminBannerResponse>;
const one = (id: string) => `/admin/banners/${encodeURIComponent(id)}`;

export type BannerChange =
  | { kind: 'create'; body: BannerInput }
  | { kind: 'update'; id: string; body: BannerInput }
  | { kind: 'order'; ids: string[] }
  | { kind: 'delete'; id: string };

/** POST /admin/banners, PUT /admin/banners/:id, PUT /admin/banners/order, DELETE /admin/banners/:id. */
export function changeBanner(change: BannerChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return apiRequest<AdminBannerResponse>('/admin/banners', { method: 'POST', body: change.body });
    case 'update':
      return apiRequest<AdminBannerResponse>(one(change.id), { method: 'PUT', body: change.body });
    case 'order':
      return apiRequest('/admin/banners/order', { method: 'PUT', body: { ids: change.ids } });
    case 'delete':
      return apiRequest(one(change.id), { method: 'DELETE' });
  }
}

export function useChangeBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeBanner,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeQueryKey }),
  });
}
