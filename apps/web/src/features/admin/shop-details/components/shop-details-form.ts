import type { PolicyId } from '@store/contracts/shop-details';

/** The Shop details form as staff edit it. */
export type ShopDetailsForm = {
  phone: string;
  whatsapp: string;
  email: string;
  directions: string;
  hours: { days: string; hours: string }[];
  policies: Record<PolicyId, string>;
};

export type SetShopDetailsForm = (update: (f: ShopDetailsForm) => ShopDetailsForm) => void;

/** '29 Nov 2026': when something was saved. */
export const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
