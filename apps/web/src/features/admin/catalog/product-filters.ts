import type { FilterSpec } from '../lib/list-params';

/** The product list's filters in the URL. */
export const PRODUCT_FILTERS: FilterSpec<'q' | 'brandId' | 'categoryId' | 'visibility' | 'stock' | 'sort'> = {
  q: { default: '' },
  brandId: { default: '' },
  categoryId: { default: '' },
  visibility: { default: 'all', values: ['all', 'visible', 'hidden'] },
  stock: { default: 'all', values: ['all', 'low', 'out'] },
  sort: { default: 'name', values: ['name', 'updated'] },
};
