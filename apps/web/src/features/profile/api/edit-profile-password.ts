import type { ProfilePassword, TokenResponse } from '@store/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { setSessionToken } from '@/lib/session-store';
import { apiRequest } from '@/lib/api-client';

/** POST /api/profile_password_edit: a wrong current password is a 400, not a lost session. */
export function editProfilePassword(body: ProfilePassword): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/profile_password_edit', { method: 'POST', body });
}

/** Older tokens stop working after the change, so the fresh one replaces the stored one. */
export function useEditProfilePassword() {
  return useMutation({
    mutationFn: editProfilePassword,
    onSuccess: ({ data }) => setSessionToken(data.token),
  });
}
