import type { SessionResponse, VerifyOtp } from '@store/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/verify_otp: checks the sign-up code, creates the account and signs it in. */
export function verifyOtp(body: VerifyOtp): Promise<SessionResponse> {
  return apiRequest<SessionResponse>('/verify_otp', { method: 'POST', body, skipAuthRedirect: true });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
