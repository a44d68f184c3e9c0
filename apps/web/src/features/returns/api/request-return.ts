import type { requestReturnBody, returnResponse } from '@store/contracts/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryRoot } from '@/lib/query-keys';

export type ReturnResponse = z.infer<typeof returnResponse>;

/** The request as sent: `refund_to` only for an order paid in cash, where the refund is paid by the shop. */
export type RequestReturnInput = z.input<typeof requestReturnBody>;

/** POST /api/request_return: the buyer asks to return lines of a delivered order; their orders are fetched again. */
export function useRequestReturn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestReturnInput) => apiRequest<ReturnResponse>('/request_return', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
  });
}
