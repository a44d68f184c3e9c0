import type { HomeSection, HomeSectionInput } from '@store/contracts/admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { homeQueryKey, type AdminHomeResponse } from './get-home';

/** PUT /api/admin/home/sections/:section: the section's products in order (flash deals with price and end). */
export function saveHomeSection(section: HomeSection, body: HomeSectionInput): Promise<AdminHomeResponse> {
  return apiRequest<AdminHomeResponse>(`/admin/home/sections/${section}`, { method: 'PUT', body });
}

export function useSaveHomeSection(section: HomeSection) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeSectionInput) => saveHomeSection(section, body),
    onSuccess: (res) => queryClient.setQueryData(homeQueryKey, res),
  });
}
