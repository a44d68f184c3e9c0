import type { adminVariantResponse, VariantPatch } from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { adminQueryRoot } from '../../api/admin-keys';

type AdminVariantResponse = z.infer<typeof adminVariantResponse>;

/** PATCH /api/admin/variants/:id: a quick price or stock change without opening the product. */
export function patchVariant(id: string, body: VariantPatch): Promise<AdminVariantResponse> {
  return apiRequest<AdminVariantResponse>(`/admin/variants/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

export function usePatchVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: VariantPatch }) => patchVariant(id, body),
    // Stock shows on the dashboard, the product list and the product page: refresh them all.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryRoot }),
    meta: { errorTitle: 'Could not save' },
  });
}
