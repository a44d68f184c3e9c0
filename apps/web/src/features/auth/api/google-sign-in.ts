import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SessionResponse } from '@store/contracts/auth';

/** POST /api/google_sign_in_login: the ID token from Google Identity Services. */
export function googleSignIn(body: { credential: string }): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/google_sign_in_login', { method: 'POST', body, skipAuthRedirect: true });
}

export function useGoogleSignIn() {
  return useMutation({ mutationFn: googleSignIn });
}
