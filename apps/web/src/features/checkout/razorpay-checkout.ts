import { ORDER_MESSAGES, type Raz, type VerifyOrder } from '@store/contracts/orders';

/** Razorpay's Checkout script, loaded from its own site (docs/product.md, API calls) the first time it is needed. */
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** How one payment window ended. */
export type PaymentOutcome =
  | { status: 'paid'; result: VerifyOrder }
  /**
   * The window closed without a payment; `reason` is the last failure reported, if any, and
   * `recorded` says the server already holds it (the TEST MODE window's Fail).
   */
  | { status: 'closed'; reason: string; recorded?: boolean };

type RazorpayFailure = { error?: { description?: string; reason?: string } };
type RazorpayInstance = {
  open(): void;
  on(event: 'payment.failed', handler: (response: RazorpayFailure) => void): void;
};
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

/**
 * How the window lists the ways to pay: UPI first, in a block of its own, then Razorpay's usual
 * blocks (cards, net banking, wallets). Most Indian shoppers pay by UPI; opening on it saves them
 * a tap (Razorpay's Checkout `config.display`: blocks, sequence, preferences).
 */
export const PAYMENT_DISPLAY = {
  display: {
    blocks: { upi: { name: 'Pay by UPI', instruments: [{ method: 'upi' }] } },
    sequence: ['block.upi'],
    preferences: { show_default_blocks: true },
  },
} as const;

let loading: Promise<RazorpayConstructor> | null = null;

function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT_URL;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('The payment window could not be loaded. Check your connection and try again.'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens Razorpay Checkout for a payment order. A failed attempt keeps the window open so the
 * shopper can try another method; the promise settles when a payment succeeds or the window closes.
 */
export async function openRazorpay(raz: Raz, themeColor: string): Promise<PaymentOutcome> {
  const Razorpay = await loadRazorpay();
  return new Promise<PaymentOutcome>((resolve) => {
    let lastFailure = 'Payment cancelled';
    const checkout = new Razorpay({
      key: raz.key,
      order_id: raz.order_id,
      amount: raz.amount,
      currency: raz.currency,
      name: raz.name,
      description: raz.description,
      prefill: raz.prefill,
      config: PAYMENT_DISPLAY,
      theme: { color: themeColor },
      handler: (result: VerifyOrder) => resolve({ status: 'paid', result }),
      modal: { ondismiss: () => resolve({ status: 'closed', reason: lastFailure }) },
    });
    checkout.on('payment.failed', (response) => {
      lastFailure = response.error?.description || response.error?.reason || ORDER_MESSAGES.paymentFailed;
    });
    checkout.open();
  });
}
