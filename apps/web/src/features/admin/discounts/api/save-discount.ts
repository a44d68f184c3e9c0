import type { adminDiscountResponse, DiscountInput } from '@store/contracts/discounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { discountKeys } from './discount-keys';

type AdminDiscountResponse = z.infer<typeof adminDiscountResponse>;

/** POST /api/admin/discounts, or PUT /api/admin/discounts/:id with the whole code. */
export function saveDiscount(id: string | null, body: DiscountInput): Promise<AdminDiscountResponse> {
  return id
    ? apiRequest<AdminDiscountResponse>(`/admin/discounts/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<AdminDiscountResponse>('/admin/discounts', { method: 'POST', body });
}

export function useSaveDiscount(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountInput) => saveDiscount(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.list }),
  });
}
