import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

/** DELETE /api/admin/brands/:id: refused while a product still uses the brand. */
export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/admin/brands/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.brands }),
    meta: { errorTitle: 'Brand not deleted' },
  });
}
