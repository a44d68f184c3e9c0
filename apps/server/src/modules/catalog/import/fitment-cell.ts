import {
  ADMIN_MESSAGES,
  fitmentYearField,
  fitmentYearsProblem,
  type FitmentInput,
  type ModelYears,
  type YearRange,
} from '@store/contracts/admin';
import { isFitmentKind, type CategoryInfo } from '../category-index';
import { LIST_SEPARATOR, splitList, type CsvRow } from './catalog-csv';
import type { RowErrors } from './row-fields';

/*
 * The fitment cell (docs/decisions/083): makes and models by category slug, separated by "|", a
 * model's years after a colon: `royal-enfield-classic-350:2021-|ktm-390-duke:2017-2023|bajaj`.
 * `:2021-` is 2021 on, `:-2020` up to 2020, `:2021` that year only; no colon is every year, which
 * is how every file from before the years reads.
 */

/** A spreadsheet may turn the hyphen of "2017-2023" into a dash; either reads the same. */
const RANGE = /^(\d{4})?\s*[-–—]\s*(\d{4})?$/;
const ONE_YEAR = /^\d{4}$/;

/** A part of the cell as its slug and years, or null when the years are not written as above. */
export function parseFitmentPart(part: string): ({ slug: string } & YearRange) | null {
  const colon = part.indexOf(':');
  if (colon < 0) return { slug: part, from: null, to: null };
  const slug = part.slice(0, colon).trim();
  const years = part.slice(colon + 1).trim();
  if (ONE_YEAR.test(years)) return { slug, from: Number(years), to: Number(years) };
  const range = RANGE.exec(years);
  if (!range || (!range[1] && !range[2])) return null;
  return { slug, from: range[1] ? Number(range[1]) : null, to: range[2] ? Number(range[2]) : null };
}

/** The cell as the export writes it. */
export function fitmentCellText(rows: Array<{ slug: string } & YearRange>): string {
  return rows
    .map(({ slug, from, to }) => {
      if (from === null && to === null) return slug;
      return `${slug}:${from !== null && from === to ? from : `${from ?? ''}-${to ?? ''}`}`;
    })
    .join(LIST_SEPARATOR);
}

interface BikeLookups {
  categoriesBySlug: Map<string, CategoryInfo>;
  modelYears: Map<string, ModelYears>;
}

/** One part of the cell as a suitable bike, or what is wrong with it. */
function checkPart(part: string, seen: Set<string>, lookups: BikeLookups): FitmentInput | string {
  const parsed = parseFitmentPart(part);
  if (!parsed) return ADMIN_MESSAGES.csvFitmentYears(part);
  const node = lookups.categoriesBySlug.get(parsed.slug.toLowerCase());
  if (!node) return ADMIN_MESSAGES.csvUnknownCategory(parsed.slug);
  if (!isFitmentKind(node.kind)) return ADMIN_MESSAGES.csvNotFitment(parsed.slug);
  if (seen.has(node.id)) return ADMIN_MESSAGES.csvFitmentPart(part, ADMIN_MESSAGES.fitmentRepeated);
  seen.add(node.id);
  for (const year of [parsed.from, parsed.to]) {
    const checked = fitmentYearField.safeParse(year);
    if (!checked.success) return ADMIN_MESSAGES.csvFitmentPart(part, checked.error.issues[0]!.message);
  }
  const years = lookups.modelYears.get(node.id) ?? { yearFrom: null, yearTo: null };
  const problem = fitmentYearsProblem(parsed, { kind: node.kind, name: node.name, ...years });
  if (problem) return ADMIN_MESSAGES.csvFitmentPart(part, problem);
  return { id: node.id, from: parsed.from, to: parsed.to };
}

/**
 * The suitable bikes of a row's fitment cell, checked as the product form checks them; each
 * problem names the part of the cell it is in.
 */
export function fitmentCell(errors: RowErrors, row: CsvRow, lookups: BikeLookups): FitmentInput[] {
  const seen = new Set<string>();
  return splitList(row.cells.fitment).flatMap((part) => {
    const checked = checkPart(part, seen, lookups);
    if (typeof checked !== 'string') return [checked];
    errors.add(row.row, 'fitment', checked);
    return [];
  });
}
