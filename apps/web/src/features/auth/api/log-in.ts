import type { LogIn, SessionResponse } from '@store/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/log_in: a wrong password is a 400 form error, never a lost session. */
export function logIn(body: LogIn): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/log_in', { method: 'POST', body, skipAuthRedirect: true });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
