/**
 * What a product calls its variants (the option name) and how a variant's name is shown to
 * shoppers and staff, written once for every screen, mail and document (docs/decisions/072).
 */
import { z } from 'zod';

export * from './variant-stock';

/** The name a product without options gives its one variant: the product form, the CSV, the demo data. */
export const DEFAULT_VARIANT_NAME = 'Default';

/** What the product page calls the choice until staff name it ('Size', 'Length', 'Colour'…). */
export const DEFAULT_OPTION_NAME = 'Size';
export const OPTION_NAME_MAX_CHARS = 20;

export const OPTION_NAME_MESSAGES = {
  required: 'Option name is required',
  tooLong: `Option name must be at most ${OPTION_NAME_MAX_CHARS} characters`,
} as const;

export const optionNameField = z
  .string({ error: OPTION_NAME_MESSAGES.required })
  .trim()
  .min(1, { error: OPTION_NAME_MESSAGES.required, abort: true })
  .max(OPTION_NAME_MAX_CHARS, { error: OPTION_NAME_MESSAGES.tooLong });

/**
 * A variant's name as it is shown, or null when there is nothing worth showing: a blank name, or
 * the placeholder a product's only variant carries ('Default', in any case). Order lines keep the
 * name they were placed with, so the rule reads the name, not how many variants the product has now.
 */
export function shownVariantName(name: string | null | undefined): string | null {
  const trimmed = name?.trim() ?? '';
  return trimmed === '' || trimmed.toLowerCase() === DEFAULT_VARIANT_NAME.toLowerCase() ? null : trimmed;
}

/** 'Axor Apex Helmet (M)' for a line of one text (mails, invoices); the name alone when the variant is not shown. */
export function nameWithVariant(name: string, variantName: string | null | undefined): string {
  const shown = shownVariantName(variantName);
  return shown ? `${name} (${shown})` : name;
}
