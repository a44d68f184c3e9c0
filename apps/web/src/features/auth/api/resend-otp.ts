import type { ResendPurpose, CodeSentResponse } from '@store/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/resend_otp: a fresh code for a pending sign-up or password reset (once a minute). */
export function resendOtp(body: { email: string; purpose: ResendPurpose }): Promise<CodeSentResponse> {
  return apiRequest<CodeSentResponse>('/resend_otp', { method: 'POST', body, skipAuthRedirect: true });
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp });
}
