/** Business constants (docs/product.md, Constants and limits). */
export const PAGE_SIZE = 9;
/** Pagination is shown from this many results. */
export const PAGINATION_FROM = 9;
/**
 * Deepest page a list call accepts: past the last page of any list up to 9 million products, so the
 * pagination never offers a page the API refuses. A page past a list's end costs what its last
 * page costs (the scan stops where the list does), so this bounds nonsense, not cost (docs/decisions/024).
 */
export const MAX_PAGE = 1_000_000;
export const REQUEST_TIMEOUT_MS = 100_000;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const LOADER_HINT_AFTER_MS = 4_000;
export const DESCRIPTION_PREVIEW_CHARS = 150;
export const ESTIMATED_DELIVERY_DAYS = 5;
export const SEARCH_MAX_CHARS = 100;
export const SEARCH_PRODUCT_LIMIT = 8;
export const SEARCH_SUGGESTION_LIMIT = 6;
export const SEARCH_DEBOUNCE_MS = 150;
export const SHOP_NAME = 'Kerala Moto Hub';
export const STATIC_CLAIMS = {
  warrantyYears: 2,
  returnDays: 30,
  shippingDays: '3-5 business days',
} as const;
