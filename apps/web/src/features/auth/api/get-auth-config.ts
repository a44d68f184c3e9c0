import type { AuthConfigResponse } from '@store/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/auth_config: the Google client id, or null when Google sign-in is off. */
export function getAuthConfig(signal?: AbortSignal): Promise<AuthConfigResponse> {
  return apiRequest<AuthConfigResponse>('/auth_config', { signal });
}

export const authConfigQueryOptions = queryOptions({
  queryKey: ['auth-config'],
  queryFn: ({ signal }) => getAuthConfig(signal),
  staleTime: Infinity,
});

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions);
}
