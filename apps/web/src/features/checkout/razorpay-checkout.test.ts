import type { Raz } from '@store/contracts/orders';
import { afterEach, describe, expect, it } from 'vitest';
import { openRazorpay, RAZORPAY_SCRIPT_URL } from './razorpay-checkout';

const raz: Raz = {
  key: 'rzp_live_key',
  order_id: 'order_R1',
  amount: 123_400,
  currency: 'INR',
  name: 'Kerala Moto Hub',
  description: 'Order KMH100002',
  prefill: { name: 'Anjali', email: 'a@example.com', contact: '9847012345' },
  test_mode: false,
};

type Options = {
  key: string;
  order_id: string;
  amount: number;
  handler: (result: unknown) => void;
  modal: { ondismiss: () => void };
};

/** Stands in for Razorpay's Checkout constructor and remembers the last window opened. */
function fakeRazorpay() {
  const opened: { options?: Options; failed?: (r: unknown) => void; open: boolean } = { open: false };
  window.Razorpay = class {
    constructor(options: Record<string, unknown>) {
      opened.options = options as unknown as Options;
    }
    on(_event: string, handler: (r: unknown) => void) {
      opened.failed = handler;
    }
    open() {
      opened.open = true;
    }
  } as unknown as NonNullable<typeof window.Razorpay>;
  return opened;
}

afterEach(() => {
  delete window.Razorpay;
});

describe('openRazorpay', () => {
  it('opens the window for our order and amount and resolves with what the handler gets', async () => {
    const fake = fakeRazorpay();
    const outcome = openRazorpay(raz, '#E8621C');
    await Promise.resolve();
    expect(fake.open).toBe(true);
    expect(fake.options).toMatchObject({
      key: 'rzp_live_key',
      order_id: 'order_R1',
      amount: 123_400,
      // UPI first, then Razorpay's own blocks.
      config: {
        display: {
          blocks: { upi: { instruments: [{ method: 'upi' }] } },
          sequence: ['block.upi'],
          preferences: { show_default_blocks: true },
        },
      },
    });
    const result = { razorpay_order_id: 'order_R1', razorpay_payment_id: 'pay_1', razorpay_signature: 's' };
    fake.options?.handler(result);
    await expect(outcome).resolves.toEqual({ status: 'paid', result });
  });

  it("keeps the window open after a failed attempt and reports the failure's reason when it closes", async () => {
    const fake = fakeRazorpay();
    const outcome = openRazorpay(raz, '#E8621C');
    await Promise.resolve();
    fake.failed?.({ error: { description: 'Your card was declined', reason: 'payment_failed' } });
    fake.options?.modal.ondismiss();
    await expect(outcome).resolves.toEqual({ status: 'closed', reason: 'Your card was declined' });
  });

  it('reports a window closed without trying as cancelled', async () => {
    const fake = fakeRazorpay();
    const outcome = openRazorpay(raz, '#E8621C');
    await Promise.resolve();
    fake.options?.modal.ondismiss();
    await expect(outcome).resolves.toEqual({ status: 'closed', reason: 'Payment cancelled' });
  });

  it("loads Checkout from Razorpay's own site when it is not there yet, and says so when it cannot", async () => {
    const outcome = openRazorpay(raz, '#E8621C');
    const script = document.head.querySelector<HTMLScriptElement>(`script[src="${RAZORPAY_SCRIPT_URL}"]`);
    expect(script?.src).toBe('https://checkout.razorpay.com/v1/checkout.js');
    script?.dispatchEvent(new Event('error'));
    await expect(outcome).rejects.toThrow('The payment window could not be loaded');
    expect(document.head.querySelector(`script[src="${RAZORPAY_SCRIPT_URL}"]`)).toBeNull();
  });
});
