import type { returnResponse } from '@store/contracts/returns';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { dashboardQueryKey } from '../../dashboard/api/get-dashboard';
import { adminOrdersKey } from '../../orders/api/list-orders';
import { adminReturnsKey } from './list-returns';

type ReturnResponse = z.infer<typeof returnResponse>;

export type ReturnStep =
  | { step: 'approve'; note: string }
  | { step: 'reject'; note: string }
  | { step: 'receive' }
  | { step: 'refund'; amount_paise: number; reference?: string | undefined };

/**
 * POST /api/admin/returns/:id/approve | reject | receive | refund. The server checks the step
 * against the return's status machine (409 otherwise), mails the buyer, restocks at receipt and
 * refunds once; the returns, the order (its payment status and history) and the dashboard are
 * fetched again.
 */
export function useReturnStep(returnId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, ...body }: ReturnStep) =>
      apiRequest<ReturnResponse>(`/admin/returns/${encodeURIComponent(returnId)}/${step}`, { method: 'POST', body }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminReturnsKey }),
        queryClient.invalidateQueries({ queryKey: adminOrdersKey }),
        queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
      ]),
  });
}
