import type { adminCollectionResponse, CollectionInput } from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

type AdminCollectionResponse = z.infer<typeof adminCollectionResponse>;

/** POST /api/admin/collections, or PUT /api/admin/collections/:id with the whole card. */
export function saveCollection(id: string | null, body: CollectionInput): Promise<AdminCollectionResponse> {
  return id
    ? apiRequest<AdminCollectionResponse>(`/admin/collections/${encodeURIComponent(id)}`, { method: 'PUT', body })
    : apiRequest<AdminCollectionResponse>('/admin/collections', { method: 'POST', body });
}

export function useSaveCollection(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CollectionInput) => saveCollection(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.collections }),
  });
}
