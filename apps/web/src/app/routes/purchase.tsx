import { signInSteps } from '@/app/sign-in-steps';
import { useFinishSignIn } from '@/features/auth/use-finish-sign-in';
import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { createAddress } from '@/features/profile/api/save-address';

/**
 * /purchase, open to visitors too (express checkout): a visitor who confirms the e-mail is signed
 * in as the sign-in screens sign in, the browser cart and a pending like carried over.
 */
export function Component() {
  const finish = useFinishSignIn(signInSteps);
  return (
    <CheckoutPage
      saveAddress={createAddress}
      signIn={(session, welcome, title) => finish.mutateAsync({ session, welcome, title })}
    />
  );
}
