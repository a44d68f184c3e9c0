import type { EmptyResponse, ForgotPassword } from '@store/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/forgot_password: the reset code and the new password; every session ends. */
export function resetPassword(body: ForgotPassword): Promise<EmptyResponse> {
  return apiRequest('/forgot_password', { method: 'POST', body, skipAuthRedirect: true });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
