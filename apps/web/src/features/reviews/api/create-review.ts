import { REVIEW_MESSAGES, type CreateReviewInput, type CreateReviewResponse } from '@store/contracts/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { ordersQueryRoot, productQueryKey } from '@/lib/query-keys';
import { myReviewQueryKey } from './find-my-review';

/** POST /api/create_review_rating: writes the review, or edits the shopper's earlier one. */
export function createReview(input: CreateReviewInput): Promise<CreateReviewResponse> {
  return apiRequest<CreateReviewResponse>('/create_review_rating', { method: 'POST', body: input });
}

/** The review form's submit; the product page's rating and reviews, and My Orders, reload after it. */
export function useCreateReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    meta: { errorTitle: REVIEW_MESSAGES.reviewFailedTitle },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: productQueryKey(productId) }),
        queryClient.invalidateQueries({ queryKey: myReviewQueryKey(productId) }),
        // My Orders turns 'Add Review & Rating' into 'Edit your review'.
        queryClient.invalidateQueries({ queryKey: ordersQueryRoot }),
      ]);
    },
  });
}
