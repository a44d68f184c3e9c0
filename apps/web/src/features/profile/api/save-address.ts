import type { AddressInput, AddressResponse } from '@store/contracts/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/query-keys';

/** POST /api/create_address. */
export function createAddress(body: AddressInput): Promise<AddressResponse> {
  return apiRequest<AddressResponse>('/create_address', { method: 'POST', body });
}

/** POST /api/edit_address: the id plus every field. */
export function editAddress(body: AddressInput & { id: string }): Promise<AddressResponse> {
  return apiRequest<AddressResponse>('/edit_address', { method: 'POST', body });
}

/** Creates the address, or edits it when an id is given; the profile's list is refreshed. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, address }: { id?: string; address: AddressInput }) =>
      id ? editAddress({ id, ...address }) : createAddress(address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
