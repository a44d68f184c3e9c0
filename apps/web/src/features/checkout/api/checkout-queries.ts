import type { AddressListResponse } from '@store/contracts/address';
import type {
  cartSummaryQuery,
  checkoutSummaryResponse,
  OrderProductInput,
  orderProductQuery,
} from '@store/contracts/orders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { VisitorCartLine } from '@/lib/visitor-cart';
import { fetchCheckoutQuote } from './express-checkout';

/** What /purchase is buying: one product (Buy Now) or the whole cart. */
export type CheckoutSource = { kind: 'single'; productId: string; qty: number; variant?: string } | { kind: 'cart' };

type SummaryEnvelope = z.infer<typeof checkoutSummaryResponse>;

/** A PIN the server can price shipping for: 6 digits, not starting with 0; anything else is left out. */
export function deliveryPinOf(text: string | undefined): string | undefined {
  const pin = text?.trim();
  return pin && /^[1-9]\d{5}$/.test(pin) ? pin : undefined;
}

/**
 * GET /api/get_order_product (Buy Now) or GET /api/get_order_cart, priced by the server now; with
 * the delivery PIN, shipping and cash on delivery are priced for it too (docs/decisions/111).
 */
export function fetchCheckoutSummary(
  source: CheckoutSource,
  pin: string | undefined,
  signal?: AbortSignal,
): Promise<SummaryEnvelope> {
  return source.kind === 'cart'
    ? apiRequest<SummaryEnvelope>('/get_order_cart', {
        signal,
        query: { pin } satisfies z.input<typeof cartSummaryQuery>,
      })
    : apiRequest<SummaryEnvelope>('/get_order_product', {
        signal,
        query: { id: source.productId, qty: source.qty, variant: source.variant, pin } satisfies z.input<
          typeof orderProductQuery
        >,
      });
}

/** The key of a quote: its lines, the discount code (null for none) and the delivery PIN. */
export const checkoutQuoteKey = (products: OrderProductInput[], code: string | null, pin: string | undefined) =>
  ['checkout-quote', products, code, pin ?? null] as const;

/**
 * What /purchase buys, priced now for the delivery PIN when it is known: the account's Buy Now or
 * cart, or for a visitor at express checkout (`visitorLines`) the same summary quoted from the
 * lines given, since the visitor has no cart on the server yet. A visitor's cart lines are the
 * browser cart's as the page opened: signing in moves them into the account, and the page goes on
 * with what it showed.
 */
export function checkoutSummaryOptions(
  source: CheckoutSource,
  visitorLines: OrderProductInput[] | null,
  pin: string | undefined,
) {
  return queryOptions({
    queryKey: visitorLines
      ? checkoutQuoteKey(visitorLines, null, pin)
      : (['checkout-summary', source, pin ?? null] as const),
    queryFn: ({ signal }) =>
      visitorLines
        ? fetchCheckoutQuote({ products: visitorLines, pin }, signal)
        : fetchCheckoutSummary(source, pin, signal),
    staleTime: 0,
    // A refused line (sold out, hidden) is shown on the page, not retried.
    retry: false,
  });
}

/**
 * The checkout's summary. A new PIN keeps the last summary on screen while its own is fetched, so
 * the totals change once rather than blinking to a skeleton; `enabled` holds the first call until
 * the PIN can be known (the saved addresses are in), so the page is priced once, for its address.
 */
export function useCheckoutSummary(
  source: CheckoutSource | null,
  visitorLines: OrderProductInput[] | null,
  pin: string | undefined,
  enabled = true,
) {
  return useQuery({
    ...checkoutSummaryOptions(source ?? { kind: 'cart' }, visitorLines, pin),
    enabled: source !== null && enabled,
    placeholderData: keepPreviousData,
  });
}

/**
 * The checkout priced with an accepted discount code (POST /api/checkout_quote), again for each
 * delivery PIN: shipping is measured against the goods after the code. The code field's apply puts
 * its answer under this key, so accepting a code costs one call; nothing is asked without a code.
 */
export function useCodeQuote(code: string | null, products: OrderProductInput[], pin: string | undefined) {
  return useQuery({
    queryKey: checkoutQuoteKey(products, code, pin),
    queryFn: ({ signal }) => fetchCheckoutQuote({ products, discount_code: code, pin }, signal),
    enabled: code !== null && products.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
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
