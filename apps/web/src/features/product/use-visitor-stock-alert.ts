import { OTP_LENGTH } from '@store/contracts/auth';
import { useState } from 'react';
import { FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { validateForm, type ContractSchema } from '@/lib/form-errors';
import { notifyInfo } from '@/lib/notify';
import { sendStockAlertCode, verifyStockAlertCode } from './api/visitor-stock-alert';

/** Where a visitor is: giving the e-mail, or entering the code mailed to it. */
export type VisitorAlertStage = 'email' | 'code';

/**
 * The e-mail's rule, loaded (with zod) the first time a visitor asks for a code: the product page's
 * first load, which most shoppers never go past, does without it (docs/decisions/086). A load
 * that fails (the connection, or a redeploy that removed the old chunk) is tried again next time.
 */
let emailRuleLoad: Promise<ContractSchema<{ email: string }>> | undefined;
const emailRule = () =>
  (emailRuleLoad ??= import('@store/contracts/stock-alerts').then(
    ({ stockAlertCodeBody }) => stockAlertCodeBody.pick({ email: true }),
    () => {
      emailRuleLoad = undefined;
      throw new Error(FALLBACK_ERROR_MESSAGE);
    },
  ));
const messageOf = (error: unknown) => (error instanceof Error && error.message) || FALLBACK_ERROR_MESSAGE;

/**
 * A visitor's 'Notify me' (docs/decisions/079): the e-mail, then the 4-digit code mailed to it; the
 * right code turns the alert on (for the option the code was asked for) and hands `onOn` the token
 * that can stop it again.
 */
export function useVisitorStockAlert(
  target: { productId: string; variantId: string | null },
  onOn: (alert: { variantId: string | null; stopToken: string }, message: string) => void,
) {
  const [stage, setStage] = useState<VisitorAlertStage>('email');
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const body = () => ({ email, product_id: target.productId, variant_id: target.variantId });

  /** Mails the code for the e-mail typed (or sends a new one); true when it went. */
  const requestCode = async (): Promise<boolean> => {
    // Busy from the first moment: the rule may still be loading, and the form must not be sent twice.
    setBusy(true);
    try {
      // Only the e-mail is the shopper's to fix; the ids come from the page and the server checks them.
      const checked = validateForm(await emailRule(), { email });
      setEmailError(checked.errors?.email);
      if (!checked.data) return false;
      const { message } = await sendStockAlertCode({ ...body(), email: checked.data.email });
      setEmail(checked.data.email);
      setCode('');
      setCodeError(null);
      setStage('code');
      notifyInfo(message, 'Check your inbox');
      return true;
    } catch (error) {
      if (stage === 'code') setCodeError(messageOf(error));
      else setEmailError(messageOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (): Promise<void> => {
    if (code.length !== OTP_LENGTH || busy) return;
    setBusy(true);
    try {
      const answer = await verifyStockAlertCode({ email, otp: code });
      setStage('email');
      setCode('');
      onOn({ variantId: answer.data.variant_id, stopToken: answer.data.stop_token ?? '' }, answer.message);
    } catch (error) {
      setCodeError(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return {
    stage,
    email,
    emailError,
    code,
    codeError,
    busy,
    changeEmail: (value: string) => {
      setEmail(value);
      setEmailError(undefined);
    },
    changeCode: (value: string) => {
      setCode(value);
      setCodeError(null);
    },
    editEmail: () => setStage('email'),
    requestCode,
    confirm,
  };
}
export type VisitorStockAlert = ReturnType<typeof useVisitorStockAlert>;
