import type { AdminReviewResponse } from '@store/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { reviewsKey } from './list-reviews';

/** POST /api/admin/reviews/:id/hide or /show; the product's rating is recomputed on the server. */
export function setReviewVisible(id: string, visible: boolean): Promise<AdminReviewResponse> {
  return apiRequest<AdminReviewResponse>(`/admin/reviews/${encodeURIComponent(id)}/${visible ? 'show' : 'hide'}`, {
    method: 'POST',
  });
}

export function useSetReviewVisible() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, visible }: { id: string; visible: boolean }) => setReviewVisible(id, visible),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey }),
    meta: { errorTitle: 'Review not changed' },
  });
}
