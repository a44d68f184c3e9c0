/** Model years as year fields hold them: text while typed, a number (null when blank) when sent. */

/**
 * The number a year field sends: null when blank (an open end), NaN when it is not a number, so
 * that the contract's own year message is what staff read.
 */
export function yearFromText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The text a year field starts with. */
export const yearText = (year: number | null) => (year === null ? '' : String(year));
