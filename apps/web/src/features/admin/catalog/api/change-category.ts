import type { CategoryUpdate, adminCategoryResponse, categoryCreateBody } from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { catalogKeys } from './catalog-keys';

type AdminCategoryResponse = z.infer<typeof adminCategoryResponse>;
/** What the add form sends: image and visibility may be left out. */
export type CategoryCreateInput = z.input<typeof categoryCreateBody>;
const one = (id: string) => `/admin/categories/${encodeURIComponent(id)}`;

/** POST /api/admin/categories: a new node under a parent (null: top level), placed last. */
export const createCategory = (body: CategoryCreateInput) =>
  apiRequest<AdminCategoryResponse>('/admin/categories', { method: 'POST', body });

/** PATCH /api/admin/categories/:id: rename, slug, kind, image, visibility. */
export const updateCategory = (id: string, body: CategoryUpdate) =>
  apiRequest<AdminCategoryResponse>(one(id), { method: 'PATCH', body });

/** POST /api/admin/categories/:id/move: under another parent, with its whole branch. */
export const moveCategory = (id: string, parentId: string) =>
  apiRequest<AdminCategoryResponse>(`${one(id)}/move`, { method: 'POST', body: { parentId } });

/** PUT /api/admin/categories/order: one parent's children in their new order. */
export const reorderCategories = (parentId: string | null, ids: string[]) =>
  apiRequest('/admin/categories/order', { method: 'PUT', body: { parentId, ids } });

/** DELETE /api/admin/categories/:id: only an empty leaf nobody uses. */
export const deleteCategory = (id: string) => apiRequest(one(id), { method: 'DELETE' });

export type CategoryChange =
  | { kind: 'create'; body: CategoryCreateInput }
  | { kind: 'update'; id: string; body: CategoryUpdate }
  | { kind: 'move'; id: string; parentId: string }
  | { kind: 'order'; parentId: string | null; ids: string[] }
  | { kind: 'delete'; id: string };

function run(change: CategoryChange): Promise<unknown> {
  switch (change.kind) {
    case 'create':
      return createCategory(change.body);
    case 'update':
      return updateCategory(change.id, change.body);
    case 'move':
      return moveCategory(change.id, change.parentId);
    case 'order':
      return reorderCategories(change.parentId, change.ids);
    case 'delete':
      return deleteCategory(change.id);
  }
}

/** Every change to the tree through one hook; the tree (and the product filters using it) reload after. */
export function useChangeCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.categories }),
  });
}
