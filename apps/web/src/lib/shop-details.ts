import { SHOP_NAME } from '@store/contracts/constants';
import { formatInr } from '@store/contracts/money';
import type { Policy, PolicyId, ShopDetails } from '@store/contracts/shop-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, placedAnswer } from '@/lib/api-client';
import { pageRenderedAt } from '@/lib/page-data';

/**
 * The shop's contact details and policy pages, as staff saved them in the back office
 * (docs/decisions/106). The server places the details in every page it renders, so the footer and
 * the contact page show them in the HTML; a page the browser renders asks for them once a visit.
 */

type DetailsEnvelope = { data: ShopDetails };
type PolicyEnvelope = { data: Policy };

/** Details change a few times a year: asked for once per visit, again after a long stay. */
const DETAILS_STALE_MS = 30 * 60_000;

/**
 * Whether an answer has the details' shape: a proxy's error page or an old server's answer leaves
 * them unknown (the footer shows none) rather than breaking every page that shows them.
 */
function isShopDetails(value: unknown): value is ShopDetails {
  const details = value as Partial<ShopDetails> | null | undefined;
  return (
    typeof details?.phone === 'string' &&
    typeof details.email === 'string' &&
    Array.isArray(details.address_lines) &&
    Array.isArray(details.hours)
  );
}

export function shopDetailsQueryOptions() {
  return queryOptions({
    queryKey: ['shop-details'],
    queryFn: ({ signal }) => apiRequest<DetailsEnvelope>('/shop_details', { signal }),
    initialData: () => placedAnswer<DetailsEnvelope>('/shop_details'),
    initialDataUpdatedAt: pageRenderedAt,
    staleTime: DETAILS_STALE_MS,
    select: (envelope) => (isShopDetails(envelope?.data) ? envelope.data : undefined),
  });
}

/** The shop's details; undefined until they arrive on a page the browser renders. */
export function useShopDetails(): ShopDetails | undefined {
  return useQuery(shopDetailsQueryOptions()).data;
}

export function policyQueryOptions(id: PolicyId) {
  return queryOptions({
    queryKey: ['policy', id],
    queryFn: ({ signal }) => apiRequest<PolicyEnvelope>('/policy', { query: { id }, signal }),
    initialData: () => placedAnswer<PolicyEnvelope>('/policy', { id }),
    initialDataUpdatedAt: pageRenderedAt,
    staleTime: DETAILS_STALE_MS,
    meta: { errorTitle: 'Page Failed' },
  });
}

export function usePolicy(id: PolicyId) {
  return useQuery(policyQueryOptions(id));
}

/** 'Monday – Friday 9:00 am – 6:00 pm, Saturday …': the opening hours on one line. */
export const hoursInOneLine = (shop: Pick<ShopDetails, 'hours'>) =>
  shop.hours.map((row) => `${row.days} ${row.hours}`).join(', ');

/**
 * What the placeholders of a policy's Markdown print: the shop's details, or, when they could not
 * be had, words that send the reader to the contact page.
 */
export function placeholderValues(
  shop: Pick<ShopDetails, 'name' | 'legal_name' | 'phone' | 'email' | 'address_lines' | 'hours'> | null,
): Record<string, string> {
  if (!shop) {
    return {
      shop_name: SHOP_NAME,
      legal_name: SHOP_NAME,
      phone: 'the number on our contact page',
      email: 'the address on our contact page',
      address: 'the address on our contact page',
      hours: 'during the hours on our contact page',
    };
  }
  return {
    shop_name: shop.name,
    legal_name: shop.legal_name,
    phone: shop.phone,
    email: shop.email,
    address: shop.address_lines.join(', '),
    hours: hoursInOneLine(shop),
  };
}

/** A mailto: link to the shop's address, with a subject and body filled in when given. */
export function mailto(email: string, subject?: string, body?: string): string {
  const query = new URLSearchParams();
  if (subject) query.set('subject', subject);
  if (body) query.set('body', body);
  // URLSearchParams writes spaces as '+', which mail clients show literally.
  const text = query.toString().replace(/\+/g, '%20');
  return `mailto:${email}${text ? `?${text}` : ''}`;
}

/**
 * What the storefront may promise of shipping, from the shop's charge settings (docs/decisions/111):
 * 'Free shipping' when every order ships free, 'Free shipping from ₹999' when orders from a value
 * do, and null when shipping is always charged or the details are not known yet (an answer from a
 * server before charges has no such field), so no page promises what the shop does not give.
 */
export function freeShippingClaim(shop: Pick<ShopDetails, 'free_shipping_from'> | undefined): string | null {
  const from = shop?.free_shipping_from;
  if (typeof from !== 'number') return null;
  return from === 0 ? 'Free shipping' : `Free shipping from ${formatInr(from)}`;
}

/** Whether the shop takes cash on delivery anywhere; false until its details are known. */
export const offersCashOnDelivery = (shop: Pick<ShopDetails, 'cash_on_delivery'> | undefined): boolean =>
  shop?.cash_on_delivery === true;
