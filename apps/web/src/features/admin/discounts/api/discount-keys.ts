import { adminQueryRoot } from '../../api/admin-keys';

/** Query keys of the discount code screens. */
export const discountKeys = {
  list: [...adminQueryRoot, 'discounts'] as const,
};
