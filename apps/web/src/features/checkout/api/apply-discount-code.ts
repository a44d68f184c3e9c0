import type { CheckoutSummary, OrderProductInput } from '@store/contracts/orders';
import { useMutation } from '@tanstack/react-query';
import { fetchCheckoutQuote } from './express-checkout';

/** A code the server accepted, with the checkout priced with it. */
export interface AppliedCode {
  code: string;
  summary: CheckoutSummary;
}

/**
 * POST /api/checkout_quote with the code: the server checks it against these lines and answers
 * the summary with its amount taken off, or refuses it in words the field shows.
 */
export function useApplyDiscountCode() {
  return useMutation({
    mutationFn: async (input: { code: string; products: OrderProductInput[] }): Promise<AppliedCode> => {
      const res = await fetchCheckoutQuote({ products: input.products, discount_code: input.code });
      return { code: res.data.discount?.code ?? input.code, summary: res.data };
    },
  });
}
