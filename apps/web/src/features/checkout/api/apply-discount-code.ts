import type { CheckoutSummary, OrderProductInput } from '@store/contracts/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { checkoutQuoteKey } from './checkout-queries';
import { fetchCheckoutQuote } from './express-checkout';

/** A code the server accepted, with the checkout priced with it. */
export interface AppliedCode {
  code: string;
  summary: CheckoutSummary;
}

/**
 * POST /api/checkout_quote with the code and the delivery PIN: the server checks it against these
 * lines and answers the summary with its amount taken off (and shipping for the goods left), or
 * refuses it in words the field shows. The answer is kept as the code's quote for this PIN.
 */
export function useApplyDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      code: string;
      products: OrderProductInput[];
      pin: string | undefined;
    }): Promise<AppliedCode> => {
      const res = await fetchCheckoutQuote({ products: input.products, discount_code: input.code, pin: input.pin });
      const code = res.data.discount?.code ?? input.code;
      queryClient.setQueryData(checkoutQuoteKey(input.products, code, input.pin), res);
      return { code, summary: res.data };
    },
  });
}
