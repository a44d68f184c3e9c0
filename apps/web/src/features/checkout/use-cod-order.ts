import { OTP_LENGTH, AUTH_MESSAGES } from '@store/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, FALLBACK_ERROR_MESSAGE } from '@/lib/api-client';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { paths } from '@/lib/paths';
import { cartQueryKey, ordersQueryRoot } from '@/lib/query-keys';
import { setCounts } from '@/lib/session-store';
import { confirmCodOrder, fetchCartCount, requestCodOrder, type CodCodeSent } from './api/cod-order';
import type { CreateOrderInput } from './api/create-order';

/** A cash order waiting for its code: what was asked for (and its key, to notice a change) and what the server answered. */
export type PendingCodOrder = { key: string; body: CreateOrderInput; sent: CodCodeSent['data'] };

/** The order as a key: the code was sent for exactly this order, so any change to it means asking again. */
export const codOrderKey = (body: CreateOrderInput) => JSON.stringify(body);

const messageOf = (error: unknown) => (error instanceof Error && error.message) || FALLBACK_ERROR_MESSAGE;

/**
 * Cash on delivery at checkout (docs/decisions/111): the order is sent to /cod_order, which mails
 * the buyer a 4-digit code; the code, entered on the page, places the order through
 * /confirm_cod_order, and the buyer goes to the order's success page as after an online payment.
 * A wrong code stays on the code; anything else (the total moved, an item sold out) leaves the
 * code step with the reason, and the summary is priced again. `onRefused` asks for that.
 */
export function useCodOrder({ type, onRefused }: { type: CreateOrderInput['type']; onRefused: () => void }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingCodOrder | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [resending, setResending] = useState(false);

  /** Mails the code for this order and opens its entry; errors are the caller's (the place-order notice). */
  const request = async (body: CreateOrderInput) => {
    const sent = await requestCodOrder(body);
    setPending({ key: codOrderKey(body), body, sent: sent.data });
    setCode('');
    setCodeError(null);
    notifyInfo(sent.message, 'Check your inbox');
  };

  /** A new code for the same order (the server allows one a minute and says how long to wait). */
  const resend = async (restart: () => void) => {
    if (!pending) return;
    setResending(true);
    try {
      const sent = await requestCodOrder(pending.body);
      setPending({ ...pending, sent: sent.data });
      setCode('');
      setCodeError(null);
      notifyInfo(sent.message, 'Check your inbox');
      restart();
    } catch (error) {
      notifyError(messageOf(error), 'Code Failed');
    } finally {
      setResending(false);
    }
  };

  const confirm = async () => {
    if (!pending || confirming) return;
    if (code.length !== OTP_LENGTH) return setCodeError(AUTH_MESSAGES.otpInvalid);
    setConfirming(true);
    try {
      const placed = await confirmCodOrder({ otp: code });
      if (type === 'cart') {
        // The order's lines left the cart as it was placed; the badge follows what is left.
        queryClient.removeQueries({ queryKey: cartQueryKey });
        await fetchCartCount()
          .then((count) => setCounts({ cart_count: count }))
          .catch(() => undefined);
      }
      void queryClient.invalidateQueries({ queryKey: ordersQueryRoot });
      notifySuccess(placed.message, 'Order placed');
      await navigate(paths.success(placed.data._id), { replace: true });
    } catch (error) {
      const onCode =
        error instanceof ApiError && (error.status === 429 || error.fieldErrors.some((e) => e.path === 'otp'));
      setCode('');
      if (onCode) {
        setCodeError(messageOf(error));
      } else {
        // The code is spent and nothing was placed: the page shows what changed, to place it again.
        setPending(null);
        notifyError(messageOf(error), 'Order Failed');
        onRefused();
      }
    } finally {
      setConfirming(false);
    }
  };

  return {
    pending,
    code,
    codeError,
    confirming,
    resending,
    changeCode: (next: string) => {
      setCode(next);
      setCodeError(null);
    },
    request,
    resend,
    confirm,
    /** Back to the page to change the order; the code sent stops mattering. */
    cancel: () => setPending(null),
  };
}

export type CodOrderFlow = ReturnType<typeof useCodOrder>;
