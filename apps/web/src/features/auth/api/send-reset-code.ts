import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { CodeSentResponse } from '@store/contracts/auth';

/** POST /api/forgot_password_email_verify: answers the same whether or not the e-mail has an account. */
export function sendResetCode(body: { email: string }): Promise<CodeSentResponse> {
  return apiRequest<CodeSentResponse>('/forgot_password_email_verify', {
    method: 'POST',
    body,
    skipAuthRedirect: true,
  });
}

export function useSendResetCode() {
  return useMutation({ mutationFn: sendResetCode });
}
