/** Route builders for every route of docs/product.md, Route table, so links are written once. */
import { productListPath, productPath, searchPath, type ProductListPathParams } from '@store/contracts/store-paths';

export type ProductListParams = ProductListPathParams;

function withQuery(path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  return `${path}?${search.toString()}`;
}

export const paths = {
  home: () => '/',
  shop: () => '/shop',
  collections: () => '/products',
  /** The server writes these two in breadcrumbs and structured data too, so they live in the contracts. */
  productList: productListPath,
  /** A product's page; with `variant`, that variant chosen (a cart or order line links to its size). */
  product: productPath,
  /** The search results page for a text; the header's search box opens it (`/search` alone prompts). */
  search: searchPath,
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
  shipping: () => '/shipping',
  privacy: () => '/privacy',
  terms: () => '/terms',
} as const;
