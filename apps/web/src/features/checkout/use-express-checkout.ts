import { OTP_LENGTH, AUTH_MESSAGES, type Session } from '@store/contracts/auth';
import { expressCodeBody } from '@store/contracts/express-checkout';
import { useState } from 'react';
import { FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { validateForm } from '@/lib/form-errors';
import { notifyError, notifyInfo } from '@/lib/notify';
import { sendExpressCode, verifyExpressCode } from './api/express-checkout';

/**
 * Signs the buyer in with the session express checkout answered, carrying the visitor's cart and a
 * pending like into the account on the way: the sign-in screens' own finish, handed in by the route.
 */
export type SignInWithSession = (session: Session, welcome: string, title: string) => Promise<unknown>;

/** Where the buyer is: giving the e-mail, entering the code mailed to it, or signed in. */
export type ExpressStage = 'email' | 'code' | 'verified';

const messageOf = (error: unknown) => (error instanceof Error && error.message) || FALLBACK_ERROR_MESSAGE;

/**
 * Express checkout's confirmation of the buyer (docs/decisions/074): the e-mail, a 4-digit code
 * mailed to it and entered on the checkout page, then the sign-in into the e-mail's account, made
 * without a password when it is new. The page places the order once the stage is 'verified'.
 */
export function useExpressCheckout(signIn: SignInWithSession) {
  const [stage, setStage] = useState<ExpressStage>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);

  /** The e-mail as the server takes it, or undefined with its error shown. */
  const checkedEmail = (): string | undefined => {
    const result = validateForm(expressCodeBody, { email });
    setEmailError(result.errors?.email);
    return result.data?.email;
  };

  /** Mails the code and opens its entry; false when the e-mail is refused or the mail could not be asked for. */
  const requestCode = async (): Promise<boolean> => {
    const address = checkedEmail();
    if (!address) return false;
    try {
      const { message } = await sendExpressCode(address);
      setEmail(address);
      setCode('');
      setCodeError(null);
      setStage('code');
      notifyInfo(message, 'Check your inbox');
      return true;
    } catch (error) {
      setEmailError(messageOf(error));
      return false;
    }
  };

  /** Checks the code entered and signs in; the account made now takes `name` (the delivery address's). */
  const confirm = async (name: string): Promise<boolean> => {
    if (code.length !== OTP_LENGTH) {
      setCodeError(AUTH_MESSAGES.otpInvalid);
      return false;
    }
    try {
      const { data } = await verifyExpressCode({ email, otp: code, name });
      const welcome = data.new_account ? `Welcome to the ride, ${data.name}` : `Welcome back, ${data.name}`;
      await signIn(data, welcome, data.new_account ? 'Account created' : 'Signed in');
      setStage('verified');
      return true;
    } catch (error) {
      // A failed code clears what was entered, as on the sign-up code screen.
      setCode('');
      setCodeError(messageOf(error));
      return false;
    }
  };

  const resend = async (restart: () => void) => {
    setResending(true);
    try {
      const { message } = await sendExpressCode(email);
      setCode('');
      setCodeError(null);
      notifyInfo(message, 'Check your inbox');
      restart();
    } catch (error) {
      notifyError(messageOf(error), 'Code Failed');
    } finally {
      setResending(false);
    }
  };

  return {
    stage,
    email,
    emailError,
    code,
    codeError,
    resending,
    changeEmail: (next: string) => {
      setEmail(next);
      setEmailError(undefined);
    },
    changeCode: (next: string) => {
      setCode(next);
      setCodeError(null);
    },
    /** Back to the e-mail, to correct it; the code sent stops mattering. */
    editEmail: () => setStage('email'),
    /** Shows the e-mail's error, if any; true when it is fine. */
    validateEmail: () => checkedEmail() !== undefined,
    requestCode,
    confirm,
    resend,
  };
}

export type ExpressCheckout = ReturnType<typeof useExpressCheckout>;
