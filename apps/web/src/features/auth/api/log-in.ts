import type { LogIn, LogInResponse } from '@store/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /api/log_in: a wrong password is a 400 form error, never a lost session. A sign-up whose
 * code was never entered answers `confirm_email` instead of a session: a new code is on its way.
 */
export function logIn(body: LogIn): Promise<LogInResponse> {
  return apiRequest<LogInResponse>('/log_in', { method: 'POST', body, skipAuthRedirect: true });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
