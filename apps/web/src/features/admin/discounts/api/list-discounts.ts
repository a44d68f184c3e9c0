import type { adminDiscountListResponse } from '@store/contracts/discounts';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { discountKeys } from './discount-keys';

type AdminDiscountListResponse = z.infer<typeof adminDiscountListResponse>;

/** GET /api/admin/discounts: every code, newest first, with its uses. */
export function useAdminDiscounts() {
  return useQuery({
    queryKey: discountKeys.list,
    queryFn: ({ signal }) => apiRequest<AdminDiscountListResponse>('/admin/discounts', { signal }),
  });
}
