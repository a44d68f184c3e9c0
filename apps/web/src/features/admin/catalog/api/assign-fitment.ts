import type { BulkFitment, bulkFitmentResponse } from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

export type BulkFitmentResponse = z.infer<typeof bulkFitmentResponse>;

/** POST /api/admin/products/fitment: one make or model added to (or taken off) many products at once. */
export function assignFitment(body: BulkFitment): Promise<BulkFitmentResponse> {
  return apiRequest<BulkFitmentResponse>('/admin/products/fitment', { method: 'POST', body });
}

export function useAssignFitment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignFitment,
    // The products' own pages and the list's 'last updated' change; the tree's counts too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.products }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.categories }),
      ]),
  });
}
