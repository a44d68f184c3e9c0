import type { DeletedAddressResponse } from '@store/contracts/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/query-keys';

/** DELETE /api/delete_address?id=. */
export function deleteAddress(id: string): Promise<DeletedAddressResponse> {
  return apiRequest<DeletedAddressResponse>('/delete_address', { method: 'DELETE', query: { id } });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    meta: { errorTitle: 'Address Failed' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
