import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';
import type { AdminProductResponse } from './get-product';

/** POST /api/admin/products/:id/hide or /unhide: off the storefront at once, or back on it. */
export function setProductHidden(id: string, hidden: boolean): Promise<AdminProductResponse> {
  return apiRequest<AdminProductResponse>(`/admin/products/${encodeURIComponent(id)}/${hidden ? 'hide' : 'unhide'}`, {
    method: 'POST',
  });
}

export function useSetProductHidden() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, hidden }: { id: string; hidden: boolean }) => setProductHidden(id, hidden),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
    meta: { errorTitle: 'Could not change visibility' },
  });
}
