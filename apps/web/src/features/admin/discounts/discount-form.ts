import {
  DISCOUNT_MESSAGES,
  discountInputBody,
  type AdminDiscount,
  type DiscountInput,
} from '@store/contracts/discounts';
import type { FieldErrors } from '@/lib/form-errors';
import { validateForm } from '@/lib/form-errors';
import { formatRupeesInput, parseRupees, RUPEES_FORMAT_MESSAGE } from '../lib/money-input';
import { fromShopDateTimeInput, toShopDateTimeInput } from '../home/deal-time';

/** The discount dialog's fields as typed: money in rupees, dates in India time, limits as text. */
export type DiscountFormValues = {
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  percent: string;
  amount: string;
  minOrder: string;
  validFrom: string;
  validTo: string;
  products: Array<{ id: string; name: string }>;
  categoryIds: string[];
  brandIds: string[];
  maxUses: string;
  maxUsesPerBuyer: string;
  active: boolean;
};

/** A new code starts now and runs for a week; an existing one shows its terms. */
export function initialDiscountValues(discount: AdminDiscount | null, now = new Date()): DiscountFormValues {
  const weekLater = new Date(now.getTime() + 7 * 86_400_000);
  return {
    code: discount?.code ?? '',
    description: discount?.description ?? '',
    kind: discount?.kind ?? 'percent',
    percent: discount?.kind === 'percent' ? String(discount.value) : '',
    amount: discount?.kind === 'flat' ? formatRupeesInput(discount.value) : '',
    minOrder: discount && discount.minOrderPaise > 0 ? formatRupeesInput(discount.minOrderPaise) : '',
    validFrom: toShopDateTimeInput(discount?.validFrom ?? now.toISOString()),
    validTo: toShopDateTimeInput(discount?.validTo ?? weekLater.toISOString()),
    products: discount?.products ?? [],
    categoryIds: discount?.categoryIds ?? [],
    brandIds: discount?.brandIds ?? [],
    maxUses: discount?.maxUses ? String(discount.maxUses) : '',
    maxUsesPerBuyer: discount?.maxUsesPerBuyer ? String(discount.maxUsesPerBuyer) : '',
    active: discount?.active ?? true,
  };
}

/** A whole number typed in a limit field; empty means no limit; anything else goes to the contract as is. */
const limitOf = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()));

/**
 * The fields as the API's body, checked by the contract the server checks it with; a rupee field
 * that is not an amount is refused first in the money fields' own words.
 */
export function readDiscountForm(
  values: DiscountFormValues,
): { data: DiscountInput; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const money: FieldErrors = {};
  const percent = Number(values.percent.trim() || NaN);
  const amount = values.kind === 'flat' ? parseRupees(values.amount) : Number.isInteger(percent) ? percent : null;
  if (amount === null) money.value = values.kind === 'flat' ? RUPEES_FORMAT_MESSAGE : DISCOUNT_MESSAGES.percentRange;
  const minOrder = values.minOrder.trim() === '' ? 0 : parseRupees(values.minOrder);
  if (minOrder === null) money.minOrderPaise = RUPEES_FORMAT_MESSAGE;
  const checked = validateForm(discountInputBody, {
    code: values.code,
    description: values.description,
    kind: values.kind,
    value: amount ?? 0,
    minOrderPaise: minOrder ?? 0,
    validFrom: fromShopDateTimeInput(values.validFrom),
    validTo: fromShopDateTimeInput(values.validTo),
    productIds: values.products.map((p) => p.id),
    categoryIds: values.categoryIds,
    brandIds: values.brandIds,
    maxUses: limitOf(values.maxUses),
    maxUsesPerBuyer: limitOf(values.maxUsesPerBuyer),
    active: values.active,
  });
  const errors = { ...(checked.errors ?? {}), ...money };
  if (Object.keys(errors).length > 0) return { errors };
  return { data: checked.data! };
}
