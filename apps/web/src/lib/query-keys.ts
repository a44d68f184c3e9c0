/**
 * Query keys that more than one feature reads, fills or clears: signing in, paying or signing out
 * changes what another feature shows, and features do not import each other
 * (docs/decisions/023-web-feature-boundaries.md).
 */

/** The signed-in shopper's cart (find_cart); a sign-in fills it, a paid cart order drops it. */
export const cartQueryKey = ['cart'] as const;

/** The liked products' cards; a sign-in drops the last shopper's. */
export const likedProductsQueryKey = ['liked-products'] as const;

/** Every order query starts with this key, so a payment can refresh them all. */
export const ordersQueryRoot = ['orders'] as const;

/** The profile with its saved addresses; signing out drops it, saving an address at checkout refreshes it. */
export const profileQueryKey = ['profile'] as const;

/** One product's page; its reviews sit under it, so a new review refreshes both. */
export const productQueryKey = (id: string) => ['product', id] as const;

/** One category's children and trail: the shop's menus and the product list's heading read one answer. */
export const categoryLevelQueryKey = (id: string) => ['shop', 'children', id] as const;
