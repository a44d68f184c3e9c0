import { type likeToggleResponse } from '@store/contracts/likes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { findStoredUser } from '@/lib/session';
import { setLiked, toggleLiked } from '@/lib/session-store';
import { likedProductsQueryKey } from '@/lib/query-keys';

export type LikeToggleResponse = z.infer<typeof likeToggleResponse>;

/** POST /api/liked_product: toggles the like of one product; `token` signs it for a sign-in being finished. */
export function toggleLike(id: string, token?: string): Promise<LikeToggleResponse> {
  return apiRequest<LikeToggleResponse>('/liked_product', {
    method: 'POST',
    body: { id },
    ...(token ? { token, skipAuthRedirect: true } : {}),
  });
}

type Snapshot = { previous: string[] };

/**
 * The heart: the liked list and the badge change at once, the server's answer then replaces them,
 * and a refusal restores the old list with 'Like product Failed'.
 */
export function useToggleLike() {
  const queryClient = useQueryClient();
  return useMutation<LikeToggleResponse, Error, string, Snapshot>({
    mutationFn: (id) => toggleLike(id),
    meta: { errorTitle: 'Like product Failed' },
    onMutate: (id) => {
      const previous = findStoredUser()?.liked_products ?? [];
      toggleLiked(id);
      return { previous };
    },
    onError: (_error, _id, context) => {
      if (context) setLiked(context.previous);
    },
    onSuccess: (response) => setLiked(response.data.liked_products),
    onSettled: () => queryClient.invalidateQueries({ queryKey: likedProductsQueryKey }),
  });
}
