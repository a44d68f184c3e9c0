import type { ProfileResponse } from '@store/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { profileQueryKey } from '@/lib/query-keys';

/** GET /api/get_profile: name, e-mail and saved addresses of the signed-in user. */
export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('/get_profile', { signal });
}

export const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => getProfile(signal),
  meta: { errorTitle: 'Profile Failed' },
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
