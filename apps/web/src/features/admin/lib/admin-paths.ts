/** Route builders for the back office, so its links are written once. */

function withSearch(path: string, query: Record<string, string | undefined> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const adminPaths = {
  dashboard: () => '/admin',
  orders: (query?: { status?: string; q?: string }) => withSearch('/admin/orders', query),
  order: (id: string) => `/admin/orders/${encodeURIComponent(id)}`,
  packingSlip: (id: string) => `/admin/orders/${encodeURIComponent(id)}/packing-slip`,
  returns: () => '/admin/returns',
  products: (query?: { stock?: string; q?: string; brandId?: string; categoryId?: string }) =>
    withSearch('/admin/products', query),
  newProduct: () => '/admin/products/new',
  product: (id: string) => `/admin/products/${encodeURIComponent(id)}`,
  brands: () => '/admin/brands',
  categories: () => '/admin/categories',
  collections: () => '/admin/collections',
  home: () => '/admin/home',
  reviews: () => '/admin/reviews',
  shopSettings: () => '/admin/settings',
  chargeSettings: () => '/admin/shipping',
  goLive: () => '/admin/go-live',
  staffNotices: () => '/admin/notices',
  shopDetails: () => '/admin/shop-details',
  taxReports: () => '/admin/tax-reports',
  discounts: () => '/admin/discounts',
  customers: (query?: { q?: string }) => withSearch('/admin/customers', query),
  customer: (id: string) => `/admin/customers/${encodeURIComponent(id)}`,
  importExport: () => '/admin/import',
  stockAlerts: () => '/admin/stock-alerts',
  outbox: (query?: { status?: string }) => withSearch('/admin/outbox', query),
  audit: (query?: { entity?: string; entityId?: string; actorId?: string }) => withSearch('/admin/audit', query),
} as const;
