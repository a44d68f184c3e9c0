import type { ShopDetails } from '@store/contracts/shop-details';
import type { HomeResponse, ProductCard } from '@store/contracts/catalog';
import type { Order } from '@store/contracts/orders';
import { PAGE_DATA_ELEMENT_ID } from '@store/contracts/pages';
import type { Return } from '@store/contracts/returns';

let seq = 0;

/** A product card as the API sends it; override what the test is about. */
export function makeProduct(overrides: Partial<ProductCard> = {}): ProductCard {
  seq += 1;
  return {
    _id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    name: `Test Product ${seq}`,
    slug: `test-product-${seq}`,
    price: 200_000,
    discount_price: 150_000,
    front_image: `/media/demo/p/product-${seq}.webp`,
    brand: { _id: 'b1', name: 'Motul' },
    category: [{ _id: 'c1', name: 'Oils' }],
    quantity: 10,
    rating: 4.5,
    reviewCount: 12,
    default_variant: 'v1',
    variant_count: 1,
    fitment: { universal: false, bikes: [] },
    ...overrides,
  };
}

export function makeHome(data: Partial<HomeResponse['data']> = {}, brands: HomeResponse['brands'] = []): HomeResponse {
  return {
    error: false,
    status: 200,
    message: 'Home data',
    data: {
      banners: [],
      featuredCategories: [],
      trendingProducts: [],
      newArrivals: [],
      flashDeals: { ends_at: null, products: [] },
      ...data,
    },
    brands,
  };
}

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Puts API answers in the page as the server does (apps/server/src/plugins/web-pages.ts). */
export function placeAnswers(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ELEMENT_ID;
  script.textContent = text;
  document.body.append(script);
}

/** A delivery address in Kochi as checkout and orders name its fields. */
export const KOCHI_ADDRESS = {
  name: 'Anjali Nair',
  phone: '9847012345',
  pinCode: '682019',
  address: '12/450, Thykoodam Road',
  locality: 'Vyttila',
  town: 'Kochi',
  state: 'Kerala',
  landMark: 'Near Vyttila Hub',
};

/** A paid order delivered to Kochi by Delhivery, with no lines: tests give it theirs. */
export const DELIVERED_ORDER: Order = {
  _id: 'o1',
  id: 'KMH100001',
  razorpay_order_id: 'order_1',
  type: 'cart',
  totalAmount: 500_000,
  paidAt: '2026-11-20T10:00:00.000Z',
  orderStatus: 'delivered',
  paymentStatus: 'paid',
  failureReason: null,
  canRetry: false,
  canCancel: false,
  trackingNumber: 'DL1',
  carrier: 'Delhivery',
  trackingUrl: 'https://www.delhivery.com/track-v2/package/DL1',
  hasInvoice: true,
  paymentMethod: 'online',
  shipping: 0,
  codFee: 0,
  estimatedDelivery: '2026-11-23T10:00:00.000Z',
  createdAt: '2026-11-20T09:50:00.000Z',
  products: [],
  address: KOCHI_ADDRESS,
};

/**
 * matchMedia as jsdom lacks it: a list that matches the queries `matches` says yes to and never
 * changes. Tests of what the screen or the system settings decide spy on window.matchMedia with it.
 */
export function mediaMatching(matches: (query: string) => boolean) {
  return (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** The shop's details as GET /api/shop_details answers them in the demo. */
export const SHOP_DETAILS: ShopDetails = {
  name: 'Kerala Moto Hub',
  legal_name: 'Kerala Moto Hub',
  gstin: '32AABCK1234M1ZT',
  address_lines: ['NH 66 Bypass, near Vyttila Hub', 'Kochi, Ernakulam, Kerala 682019'],
  map_url: 'https://www.google.com/maps/search/?api=1&query=NH%2066%20Bypass',
  phone: '+91 484 123 4567',
  phone_href: 'tel:+914841234567',
  whatsapp: null,
  whatsapp_href: null,
  email: 'support@keralamotohub.in',
  hours: [
    { days: 'Monday – Friday', hours: '9:00 am – 6:00 pm' },
    { days: 'Saturday', hours: '10:00 am – 4:00 pm' },
    { days: 'Sunday', hours: 'Closed' },
  ],
  directions: 'We are on the NH 66 Bypass, a few minutes from the Vyttila Mobility Hub.',
  free_shipping_from: 99_900,
  cash_on_delivery: true,
};

/** A return of one helmet, approved with no courier booked unless `overrides` say otherwise. */
export function makeReturn(overrides: Partial<Return> = {}): Return {
  return {
    id: 'r7',
    number: 'RET10007',
    orderId: 'o1',
    orderNumber: 'KMH100600',
    status: 'approved',
    reason: 'Too small',
    images: [],
    staffNote: null,
    valuePaise: 149_900,
    refundablePaise: 149_900,
    refundPaise: null,
    refundTo: null,
    refundReference: null,
    creditNote: null,
    pickup: null,
    lines: [
      {
        orderLineId: 'l1',
        name: 'Axor Apex Helmet',
        variantName: 'M',
        sku: 'AXOR-APEX-M',
        image: '/a.webp',
        quantity: 1,
      },
    ],
    events: [],
    createdAt: '2026-11-20T06:30:00.000Z',
    ...overrides,
  };
}

/** A courier booked to collect a return, the parcel picked up. */
export const BOOKED_PICKUP: NonNullable<Return['pickup']> = {
  booked: true,
  courierId: 142,
  courier: 'Amazon Surface',
  awb: '700000001011',
  trackingUrl: 'https://shiprocket.co/tracking/700000001011',
  scheduledFor: '2026-12-01 14:00:00',
  status: 'Picked up',
  statusAt: '2026-12-01T09:40:00.000Z',
  problem: null,
};
