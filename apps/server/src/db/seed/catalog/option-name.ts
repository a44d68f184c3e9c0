/**
 * What a demo product calls its variants, read from their names: oils and sprays come in volumes
 * ('1L', '400ml'), chains and cables in lengths ('120 links', '1.2 m'), paint and grips in colours,
 * the intercom as a single or a dual pack, and everything else (helmets, gear, boots, tyres,
 * covers) in sizes. A product with one variant never shows it (docs/decisions/072).
 */
import { DEFAULT_OPTION_NAME } from '@store/contracts/variants';

const KINDS: readonly { optionName: string; pattern: RegExp }[] = [
  { optionName: 'Volume', pattern: /^\d+(\.\d+)?\s?(ml|l|litres?)$/i },
  { optionName: 'Length', pattern: /^\d+(\.\d+)?\s?(mm|cm|m|links)$/i },
  { optionName: 'Colour', pattern: /^(matte |gloss )?(black|white|red|blue|green|yellow|orange|grey|silver|chrome)$/i },
  { optionName: 'Pack', pattern: /^(single|dual pack|pack of \d+)$/i },
];

/** The option name whose pattern every variant name matches, else Size. */
export function demoOptionName(variantNames: readonly string[]): string {
  const kind = KINDS.find(({ pattern }) => variantNames.every((name) => pattern.test(name)));
  return kind?.optionName ?? DEFAULT_OPTION_NAME;
}
