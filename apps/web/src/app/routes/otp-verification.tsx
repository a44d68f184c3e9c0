import { signInSteps } from '@/app/sign-in-steps';
import { OtpVerificationPage } from '@/features/auth/components/otp-verification-page';

export function Component() {
  return <OtpVerificationPage signInSteps={signInSteps} />;
}
