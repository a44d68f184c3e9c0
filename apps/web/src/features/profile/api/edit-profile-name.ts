import type { ProfileNameResponse } from '@store/contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSessionName } from '@/lib/session-store';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/query-keys';

/** POST /api/profile_name_edit. */
export function editProfileName(body: { name: string }): Promise<ProfileNameResponse> {
  return apiRequest<ProfileNameResponse>('/profile_name_edit', { method: 'POST', body });
}

/** Saves the name, then shows it in the profile and the header's greeting. */
export function useEditProfileName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editProfileName,
    onSuccess: ({ data }) => {
      setSessionName(data.name);
      return queryClient.invalidateQueries({ queryKey: profileQueryKey });
    },
  });
}
