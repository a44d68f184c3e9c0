import { productInputBody, type AdminProduct, type ProductInput } from '@store/contracts/admin';
import { DEFAULT_GST_RATE, DEFAULT_HSN } from '@store/contracts/tax';
import { DEFAULT_OPTION_NAME, DEFAULT_VARIANT_NAME } from '@store/contracts/variants';
import { validateForm, type FieldErrors } from '@/lib/form-errors';
import { RUPEES_FORMAT_MESSAGE, formatRupeesInput, parseRupees } from '../lib/money-input';
import { yearFromText, yearText } from './model-years';

/** One variant row as typed: prices in rupees and stock as text, until the form is sent. */
export type VariantRow = {
  /** React's key: the variant's id, or a made-up one for a new row. */
  key: string;
  id?: string;
  name: string;
  sku: string;
  price: string;
  mrp: string;
  stock: string;
  hidden: boolean;
};

/** A suitable bike as the form holds it: a make or model, and a model's years as typed (blank: open). */
export type FitmentRow = { id: string; from: string; to: string };

export type ProductForm = {
  name: string;
  slug: string;
  description: string;
  brandId: string;
  categoryIds: string[];
  fitment: FitmentRow[];
  /** Fits every bike; a universal product lists no suitable bikes. */
  universal: boolean;
  features: string[];
  hidden: boolean;
  hsnCode: string;
  /** The GST rate as the select holds it, e.g. '18'. */
  gstRate: string;
  /** What the product page calls the variants: 'Size', 'Length', 'Colour'… */
  optionName: string;
  /** False for custom-made or non-returnable parts. */
  returnable: boolean;
  /** The product's own low-stock level as typed; empty for the shop's. */
  lowStockLevel: string;
  /** The packed weight in grams as typed; empty when not weighed. */
  weightGrams: string;
  variants: VariantRow[];
};

let newRows = 0;
/** A blank variant row; a product without options still has this one. */
export function blankVariant(name = ''): VariantRow {
  newRows += 1;
  return { key: `new-${newRows}`, name, sku: '', price: '', mrp: '', stock: '0', hidden: false };
}

/** The form for an existing product, or the empty form for a new one. */
export function formFromProduct(product: AdminProduct | null): ProductForm {
  if (!product) {
    return {
      name: '',
      slug: '',
      description: '',
      brandId: '',
      categoryIds: [],
      fitment: [],
      universal: false,
      features: [],
      hidden: false,
      hsnCode: DEFAULT_HSN,
      gstRate: String(DEFAULT_GST_RATE),
      optionName: DEFAULT_OPTION_NAME,
      returnable: true,
      lowStockLevel: '',
      weightGrams: '',
      variants: [blankVariant(DEFAULT_VARIANT_NAME)],
    };
  }
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    brandId: product.brand.id,
    categoryIds: product.categories.map((c) => c.id),
    fitment: product.fitment.map((f) => ({ id: f.id, from: yearText(f.from), to: yearText(f.to) })),
    universal: product.universal,
    features: [...product.features],
    hidden: product.hidden,
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRate),
    optionName: product.optionName,
    returnable: product.returnable,
    lowStockLevel: product.lowStockLevel === null ? '' : String(product.lowStockLevel),
    weightGrams: product.weightGrams === null ? '' : String(product.weightGrams),
    variants: [...product.variants]
      .sort((a, b) => a.position - b.position)
      .map((v) => ({
        key: v.id,
        id: v.id,
        name: v.name,
        sku: v.sku,
        price: formatRupeesInput(v.pricePaise),
        mrp: formatRupeesInput(v.mrpPaise),
        stock: String(v.stock),
        hidden: v.hidden,
      })),
  };
}

// Empty text is not zero: it must fail the contract's own "whole number" rule.
const stockNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The body for POST/PUT /admin/products, checked with the contract's schema, or the errors keyed
 * as the server keys them (`variants.1.pricePaise`). A ₹ field that is not an amount gets its own
 * message first, since "a whole number of paise" would mean nothing to someone typing rupees.
 */
export function toProductInput(
  form: ProductForm,
): { data: ProductInput; errors?: undefined } | { data?: undefined; errors: FieldErrors } {
  const local: FieldErrors = {};
  const variants = form.variants.map((row, i) => {
    const pricePaise = parseRupees(row.price);
    const mrpPaise = parseRupees(row.mrp);
    if (pricePaise === null) local[`variants.${i}.pricePaise`] = RUPEES_FORMAT_MESSAGE;
    if (mrpPaise === null) local[`variants.${i}.mrpPaise`] = RUPEES_FORMAT_MESSAGE;
    return {
      ...(row.id ? { id: row.id } : {}),
      name: row.name,
      sku: row.sku,
      pricePaise: pricePaise ?? Number.NaN,
      mrpPaise: mrpPaise ?? Number.NaN,
      stock: stockNumber(row.stock),
      hidden: row.hidden,
    };
  });
  const checked = validateForm(productInputBody, {
    name: form.name,
    ...(form.slug.trim() ? { slug: form.slug } : {}),
    description: form.description,
    brandId: form.brandId || undefined,
    categoryIds: form.categoryIds,
    fitment: form.fitment.map((row) => ({ id: row.id, from: yearFromText(row.from), to: yearFromText(row.to) })),
    universal: form.universal,
    features: form.features.filter((f) => f.trim() !== ''),
    hidden: form.hidden,
    hsnCode: form.hsnCode,
    gstRate: Number(form.gstRate),
    optionName: form.optionName,
    returnable: form.returnable,
    lowStockLevel: form.lowStockLevel.trim() === '' ? null : Number(form.lowStockLevel),
    weightGrams: form.weightGrams.trim() === '' ? null : Number(form.weightGrams),
    variants,
  });
  if (checked.errors || Object.keys(local).length > 0) return { errors: { ...checked.errors, ...local } };
  return { data: checked.data };
}

/** Which error keys a variant row's fields answer to (prices are sent as paise). */
const VARIANT_ERROR_KEYS: Record<keyof VariantRow, string | null> = {
  key: null,
  id: null,
  name: 'name',
  sku: 'sku',
  price: 'pricePaise',
  mrp: 'mrpPaise',
  stock: 'stock',
  hidden: null,
};

/**
 * The errors still worth showing after an edit: a field's message goes once the field changes.
 * Removing or reordering variants renumbers them, so their messages all go then.
 */
export function errorsAfterEdit(errors: FieldErrors, before: ProductForm, after: ProductForm): FieldErrors {
  const next: FieldErrors = { ...errors };
  const drop = (key: string) => delete next[key];
  for (const field of Object.keys(after) as (keyof ProductForm)[]) {
    if (field === 'variants' || before[field] === after[field]) continue;
    drop(field);
    if (field === 'features') for (const key of Object.keys(next)) if (key.startsWith('features.')) drop(key);
    if (field === 'fitment') {
      for (const key of Object.keys(next)) if (key.startsWith('fitment.')) drop(key);
      // "Universal with bikes" is answered by removing the bikes too.
      drop('universal');
    }
  }
  if (before.variants === after.variants) return next;
  const sameRows =
    before.variants.length <= after.variants.length &&
    before.variants.every((row, i) => row.key === after.variants[i]?.key);
  if (!sameRows) {
    for (const key of Object.keys(next)) if (key.startsWith('variants')) drop(key);
    return next;
  }
  drop('variants');
  after.variants.forEach((row, i) => {
    const old = before.variants[i];
    if (!old) return;
    for (const field of Object.keys(VARIANT_ERROR_KEYS) as (keyof VariantRow)[]) {
      const key = VARIANT_ERROR_KEYS[field];
      if (key && old[field] !== row[field]) drop(`variants.${i}.${key}`);
    }
  });
  return next;
}
