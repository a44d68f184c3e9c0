import type { AddressListResponse } from '@store/contracts/address';
import type { checkoutSummaryResponse, orderProductQuery } from '@store/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** What /purchase is buying: one product (Buy Now) or the whole cart. */
export type CheckoutSource = { kind: 'single'; productId: string; qty: number; variant?: string } | { kind: 'cart' };

type SummaryEnvelope = z.infer<typeof checkoutSummaryResponse>;

/** GET /api/get_order_product (Buy Now) or GET /api/get_order_cart, priced by the server now. */
export function fetchCheckoutSummary(source: CheckoutSource, signal?: AbortSignal): Promise<SummaryEnvelope> {
  return source.kind === 'cart'
    ? apiRequest<SummaryEnvelope>('/get_order_cart', { signal })
    : apiRequest<SummaryEnvelope>('/get_order_product', {
        signal,
        query: { id: source.productId, qty: source.qty, variant: source.variant } satisfies z.input<
          typeof orderProductQuery
        >,
      });
}

export function checkoutSummaryOptions(source: CheckoutSource) {
  return queryOptions({
    queryKey: ['checkout-summary', source] as const,
    queryFn: ({ signal }) => fetchCheckoutSummary(source, signal),
    staleTime: 0,
    // A refused line (sold out, hidden) is shown on the page, not retried.
    retry: false,
  });
}

export function useCheckoutSummary(source: CheckoutSource | null) {
  return useQuery({
    ...checkoutSummaryOptions(source ?? { kind: 'cart' }),
    enabled: source !== null,
  });
}

export const orderAddressesKey = ['order-addresses'] as const;

/** GET /api/get_order_address: the saved addresses for the picker. */
export function useOrderAddresses() {
  return useQuery({
    queryKey: orderAddressesKey,
    queryFn: ({ signal }) => apiRequest<AddressListResponse>('/get_order_address', { signal }),
    meta: { errorTitle: 'Address Failed' },
  });
}
