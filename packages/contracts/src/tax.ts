import { z } from 'zod';

/** The GST rates a product may carry, in percent (the slabs in force since 22 September 2025, and the older 12 and 28). */
export const GST_RATES = [0, 5, 12, 18, 28, 40] as const;
export type GstRate = (typeof GST_RATES)[number];

/** What a product has until staff set it: motorcycle parts and accessories (HSN 8714) at 18%. */
export const DEFAULT_HSN = '8714';
export const DEFAULT_GST_RATE: GstRate = 18;

export const TAX_MESSAGES = {
  hsn: 'HSN code must be 4, 6 or 8 digits',
  rate: `GST rate must be one of ${GST_RATES.join(', ')}`,
} as const;

export const hsnField = z
  .string({ error: TAX_MESSAGES.hsn })
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, TAX_MESSAGES.hsn);

export const gstRateField = z.coerce
  .number({ error: TAX_MESSAGES.rate })
  .refine((n): n is GstRate => (GST_RATES as readonly number[]).includes(n), TAX_MESSAGES.rate);

/** One line's tax, taken out of what the buyer paid for it (prices include GST). */
export interface LineTax {
  /** What the buyer paid for the line: taxable value plus tax, to the paisa. */
  totalPaise: number;
  taxablePaise: number;
  /** Intra-state: CGST and SGST, half the rate each; inter-state: IGST at the whole rate. */
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * Splits a tax-inclusive amount so that its parts add up to what was paid, to the paisa
 * (docs/india.md, Tax):
 * - outside the state, the taxable value is the amount × 100 / (100 + rate), rounded to the
 *   paisa, and IGST is the rest;
 * - inside the state, CGST and SGST are each the amount × (rate / 2) / (100 + rate), rounded to
 *   the paisa, so they are always equal, and the taxable value is the rest. Either way the tax is
 *   within a paisa of the rate of the taxable value.
 */
export function taxOfLine(totalPaise: number, ratePercent: number, intraState: boolean): LineTax {
  if (!intraState) {
    const taxablePaise = Math.round((totalPaise * 100) / (100 + ratePercent));
    return { totalPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: totalPaise - taxablePaise };
  }
  const halfPaise = Math.round((totalPaise * ratePercent) / (2 * (100 + ratePercent)));
  return {
    totalPaise,
    taxablePaise: totalPaise - 2 * halfPaise,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise: 0,
  };
}

/** The financial year a moment falls in (1 April to 31 March, India time) as `26-27`. */
export function financialYear(at: Date): string {
  const india = new Date(at.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Invoice and credit-note numbers are at most 16 characters (CGST Rule 46(b)). */
export const DOCUMENT_NUMBER_MAX = 16;

/**
 * `KMH/26-27/000123`: the series' prefix, the financial year and the sequence, zero-padded to
 * fill the 16 characters the rule allows (at least 4 digits).
 */
export function documentNumber(prefix: string, year: string, sequence: number): string {
  const head = `${prefix}/${year}/`;
  return `${head}${String(sequence).padStart(Math.max(4, DOCUMENT_NUMBER_MAX - head.length), '0')}`;
}
