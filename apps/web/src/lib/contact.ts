import { SHOP_NAME } from '@store/contracts/constants';

/** The shop's contact details: the footer and the static pages show the same ones. */
export const CONTACT = {
  email: 'support@keralamotohub.in',
  phoneDisplay: '+91 484 123 4567',
  phoneHref: 'tel:+914841234567',
  addressLines: [SHOP_NAME, 'NH 66 Bypass, near Vyttila Hub', 'Kochi, Ernakulam, Kerala 682019'],
} as const;
