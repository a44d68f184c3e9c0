import type { CodeSentResponse, SignUp } from '@store/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/sign_up without `otp`: validates and mails a 4-digit code; nothing is created yet. */
export function signUp(body: Omit<SignUp, 'otp'>): Promise<CodeSentResponse> {
  return apiRequest<CodeSentResponse>('/sign_up', { method: 'POST', body, skipAuthRedirect: true });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
