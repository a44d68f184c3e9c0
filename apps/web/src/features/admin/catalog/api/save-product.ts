import type { ProductInput } from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';
import type { AdminProductResponse } from './get-product';
import { catalogKeys } from './catalog-keys';

/** POST /api/admin/products (new) or PUT /api/admin/products/:id: the whole form at once. */
export function saveProduct(id: string | null, body: ProductInput): Promise<AdminProductResponse> {
  return id
    ? apiRequest<AdminProductResponse>(`/admin/products/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<AdminProductResponse>('/admin/products', { method: 'POST', body });
}

export function useSaveProduct(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductInput) => saveProduct(id, body),
    onSuccess: async (res) => {
      queryClient.setQueryData(catalogKeys.product(res.data.id), res);
      // Prices and stock show on the dashboard and the home sections too.
      await queryClient.invalidateQueries({ queryKey: adminQueryRoot, predicate: (q) => q.queryKey[2] !== 'one' });
    },
  });
}
