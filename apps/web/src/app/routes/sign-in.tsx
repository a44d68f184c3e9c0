import { signInSteps } from '@/app/sign-in-steps';
import { SignInPage } from '@/features/auth/components/sign-in-page';

export function Component() {
  return <SignInPage signInSteps={signInSteps} />;
}
