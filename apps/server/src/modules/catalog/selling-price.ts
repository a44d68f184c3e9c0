/** When a quoted flash deal ends; null when the price quoted is not a deal's. */
export type DealEnd = Date | null;

/** The first of the given deal ends, or null when there is none. */
export function firstDealEnd(ends: DealEnd[]): Date | null {
  let first: Date | null = null;
  for (const end of ends) {
    if (end !== null && (!first || end < first)) first = end;
  }
  return first;
}
