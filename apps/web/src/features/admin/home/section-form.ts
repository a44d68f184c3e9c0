import {
  ADMIN_MESSAGES,
  homeSectionBody,
  type AdminHome,
  type HomeSection,
  type HomeSectionInput,
} from '@store/contracts/admin';
import { validateForm, type FieldErrors } from '@/lib/form-errors';
import { RUPEES_FORMAT_MESSAGE, formatRupeesInput, parseRupees } from '../lib/money-input';
import { fromShopDateTimeInput, toShopDateTimeInput } from './deal-time';

type HomeItem = AdminHome['sections']['featured'][number];

/** One product of a section as the editor holds it; a flash deal's price and end as typed. */
export type SectionRow = Omit<HomeItem, 'dealPricePaise' | 'endsAt'> & { dealPrice: string; endsAt: string };

export function rowsFromSection(items: readonly HomeItem[]): SectionRow[] {
  return items.map(({ dealPricePaise, endsAt, ...item }) => ({
    ...item,
    dealPrice: dealPricePaise === null ? '' : formatRupeesInput(dealPricePaise),
    endsAt: toShopDateTimeInput(endsAt),
  }));
}

/** A product picked from the search, added at the end of the section. */
export function rowFromProduct(
  product: Omit<HomeItem, 'dealPricePaise' | 'endsAt' | 'productId'> & { id: string },
): SectionRow {
  const { id, ...rest } = product;
  return { ...rest, productId: id, dealPrice: '', endsAt: '' };
}

/**
 * The body for PUT /admin/home/sections/:section. Only flash deals carry a price and an end; a
 * deal's ₹ text that is not an amount, or a missing end, is named on its own row.
 */
export function toSectionInput(
  section: HomeSection,
  rows: readonly SectionRow[],
): { data: HomeSectionInput; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const local: FieldErrors = {};
  const items = rows.map((row, i) => {
    if (section !== 'flash_deals') return { productId: row.productId };
    const dealPricePaise = parseRupees(row.dealPrice);
    const endsAt = fromShopDateTimeInput(row.endsAt);
    if (dealPricePaise === null)
      local[`items.${i}.dealPricePaise`] = row.dealPrice.trim() ? RUPEES_FORMAT_MESSAGE : ADMIN_MESSAGES.dealFields;
    if (!endsAt) local[`items.${i}.endsAt`] = ADMIN_MESSAGES.dealFields;
    return { productId: row.productId, dealPricePaise: dealPricePaise ?? Number.NaN, endsAt };
  });
  if (Object.keys(local).length > 0) return { errors: local };
  return validateForm(homeSectionBody, { items });
}
