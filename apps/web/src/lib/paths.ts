/** Route builders for every route of docs/product.md, Route table, so links are written once. */

export type ProductListParams = {
  /** A brand name as the brand tiles link it, or 'all'. */
  brand?: string;
  /** A category id, or 'all'. */
  collection?: string;
  page?: number;
};

function withQuery(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return `${path}?${search.toString()}`;
}

export const paths = {
  home: () => '/',
  shop: () => '/shop',
  collections: () => '/products',
  productList: (id: string, { brand = 'all', collection = 'all', page = 1 }: ProductListParams = {}) =>
    withQuery(`/products/${encodeURIComponent(id)}`, { brand, collection, page }),
  /** A product's page; with `variant`, that variant chosen (a cart or order line links to its size). */
  product: (id: string, variant?: string | null) =>
    variant ? withQuery(`/product/${encodeURIComponent(id)}`, { variant }) : `/product/${encodeURIComponent(id)}`,
  purchaseProduct: (productId: string, qty: number, variant = '') =>
    withQuery('/purchase', { product_id: productId, qty, variant }),
  purchaseCart: () => '/purchase?cart',
  success: (orderId: string) => `/success/${encodeURIComponent(orderId)}`,
  orders: () => '/orders',
  orderDetails: (id: string) => `/orderDetails/${encodeURIComponent(id)}`,
  profile: () => '/profile',
  cart: () => '/cart',
  liked: () => '/liked',
  signIn: () => '/signin',
  signUp: () => '/signup',
  forgotPassword: () => '/forgot-password',
  otpVerification: () => '/otp-verification',
  about: () => '/about',
  contact: () => '/contact',
  help: () => '/help',
  warranty: () => '/warranty',
  returns: () => '/returns',
  privacy: () => '/privacy',
  terms: () => '/terms',
} as const;
