import type { adminProductImagesResponse } from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { AdminProductResponse } from './get-product';
import { catalogKeys } from './catalog-keys';

type ImagesResponse = z.infer<typeof adminProductImagesResponse>;
const base = (productId: string) => `/admin/products/${encodeURIComponent(productId)}/images`;

/** POST /api/admin/products/:id/images (multipart `file`): added last; answers every image. */
export function uploadProductImage(productId: string, file: File): Promise<ImagesResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<ImagesResponse>(base(productId), { method: 'POST', body, timeoutMs: 60_000 });
}

/** DELETE /api/admin/products/:id/images/:imageId. */
export function deleteProductImage(productId: string, imageId: string): Promise<ImagesResponse> {
  return apiRequest<ImagesResponse>(`${base(productId)}/${encodeURIComponent(imageId)}`, { method: 'DELETE' });
}

/** PUT /api/admin/products/:id/images/order: every image once; the first is the card's. */
export function reorderProductImages(productId: string, imageIds: string[]): Promise<ImagesResponse> {
  return apiRequest<ImagesResponse>(`${base(productId)}/order`, { method: 'PUT', body: { imageIds } });
}

export type ImageChange =
  { kind: 'upload'; file: File } | { kind: 'delete'; imageId: string } | { kind: 'order'; imageIds: string[] };

/** The three image calls behind one hook; each answer replaces the product's image list in the cache. */
export function useChangeProductImages(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ImageChange) =>
      change.kind === 'upload'
        ? uploadProductImage(productId, change.file)
        : change.kind === 'delete'
          ? deleteProductImage(productId, change.imageId)
          : reorderProductImages(productId, change.imageIds),
    onSuccess: async (res) => {
      queryClient.setQueryData<AdminProductResponse>(catalogKeys.product(productId), (old) =>
        old ? { ...old, data: { ...old.data, images: res.data } } : old,
      );
      await queryClient.invalidateQueries({ queryKey: [...catalogKeys.products, 'list'] });
    },
    meta: { errorTitle: 'Image not saved' },
  });
}
