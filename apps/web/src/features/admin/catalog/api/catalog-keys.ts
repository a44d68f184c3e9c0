import { adminQueryRoot } from '../../api/admin-keys';

/** Query keys of the catalog screens. */
export const catalogKeys = {
  products: [...adminQueryRoot, 'products'] as const,
  product: (id: string) => [...adminQueryRoot, 'products', 'one', id] as const,
  brands: [...adminQueryRoot, 'brands'] as const,
  categories: [...adminQueryRoot, 'categories'] as const,
  collections: [...adminQueryRoot, 'collections'] as const,
};
