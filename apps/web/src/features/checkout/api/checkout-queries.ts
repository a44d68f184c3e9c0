import type { AddressListResponse } from '@store/contracts/address';
import type { checkoutSummaryResponse, OrderProductInput, orderProductQuery } from '@store/contracts/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { VisitorCartLine } from '@/lib/visitor-cart';
import { fetchCheckoutQuote } from './express-checkout';

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

/**
 * What /purchase buys, priced now: the account's Buy Now or cart, or for a visitor at express
 * checkout (`visitorLines`) the same summary quoted from the lines given, since the visitor has no
 * cart on the server yet. A visitor's cart lines are the browser cart's as the page opened:
 * signing in moves them into the account, and the page goes on with what it showed.
 */
export function checkoutSummaryOptions(source: CheckoutSource, visitorLines: OrderProductInput[] | null) {
  return queryOptions({
    queryKey: visitorLines ? (['checkout-quote', visitorLines] as const) : (['checkout-summary', source] as const),
    queryFn: ({ signal }) =>
      visitorLines ? fetchCheckoutQuote({ products: visitorLines }, signal) : fetchCheckoutSummary(source, signal),
    staleTime: 0,
    // A refused line (sold out, hidden) is shown on the page, not retried.
    retry: false,
  });
}

export function useCheckoutSummary(source: CheckoutSource | null, visitorLines: OrderProductInput[] | null) {
  return useQuery({
    ...checkoutSummaryOptions(source ?? { kind: 'cart' }, visitorLines),
    enabled: source !== null,
  });
}

/** The lines a visitor checks out: the one Buy Now names, or the browser cart's. */
export function visitorCheckoutLines(source: CheckoutSource, cart: readonly VisitorCartLine[]): OrderProductInput[] {
  if (source.kind === 'single') {
    return [{ product: source.productId, variant: source.variant, quantity: source.qty }];
  }
  return cart.map((line) => ({ product: line.product_id, variant: line.variant, quantity: line.quantity }));
}

export const orderAddressesKey = ['order-addresses'] as const;

/** GET /api/get_order_address: the saved addresses for the picker; none asked for a visitor. */
export function useOrderAddresses(enabled = true) {
  return useQuery({
    enabled,
    queryKey: orderAddressesKey,
    queryFn: ({ signal }) => apiRequest<AddressListResponse>('/get_order_address', { signal }),
    meta: { errorTitle: 'Address Failed' },
  });
}
