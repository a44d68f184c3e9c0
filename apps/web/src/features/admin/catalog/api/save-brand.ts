import type { adminBrandResponse, BrandInput } from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

type AdminBrandResponse = z.infer<typeof adminBrandResponse>;

/** POST /api/admin/brands, or PUT /api/admin/brands/:id with the whole brand. */
export function saveBrand(id: string | null, body: BrandInput): Promise<AdminBrandResponse> {
  return id
    ? apiRequest<AdminBrandResponse>(`/admin/brands/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<AdminBrandResponse>('/admin/brands', { method: 'POST', body });
}

export function useSaveBrand(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandInput) => saveBrand(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.brands }),
  });
}
