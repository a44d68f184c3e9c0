/**
 * India's 28 states and 8 union territories with their GST state codes (the first two digits of
 * every GSTIN registered there), and the GSTIN's own check (docs/india.md).
 */
export const STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const;

export type StateName = (typeof STATES)[number]['name'];
export type StateCode = (typeof STATES)[number]['code'];

/** The states' names in alphabetical order, as every list a shopper or staff choose from shows them. */
export const STATE_NAMES = STATES.map((s) => s.name).sort((a, b) => a.localeCompare(b, 'en')) as [
  StateName,
  ...StateName[],
];

const byName = new Map<string, StateCode>(STATES.map((s) => [s.name.toLowerCase(), s.code]));
const byCode = new Map<string, StateName>(STATES.map((s) => [s.code, s.name]));

/**
 * Names shoppers and older addresses use for the same state: the directory's spellings, the
 * names before 2020's merger and 2006's renaming.
 */
const ALIASES: Record<string, StateCode> = {
  'jammu & kashmir': '01',
  'andaman & nicobar': '35',
  'andaman & nicobar islands': '35',
  'andaman and nicobar': '35',
  pondicherry: '34',
  orissa: '21',
  chattisgarh: '22',
  'dadra & nagar haveli': '26',
  'dadra and nagar haveli': '26',
  'daman & diu': '26',
  'daman and diu': '26',
  'new delhi': '07',
  'nct of delhi': '07',
};

/** The GST code of a state named as the list names it (any case), or as it is commonly spelled. */
export function stateCode(name: string): StateCode | undefined {
  const key = name.trim().replace(/\s+/g, ' ').toLowerCase();
  return byName.get(key) ?? ALIASES[key];
}

/** The state's name for its GST code. */
export function stateName(code: string): StateName | undefined {
  return byCode.get(code);
}

/** The store's own state: a supply to it is intra-state (CGST + SGST). */
export const HOME_STATE_CODE: StateCode = '32';

export const GSTIN_MESSAGES = {
  format: 'GSTIN must be 15 characters: 2-digit state code, 10-character PAN, entity number, Z and a check character',
  state: 'GSTIN does not start with a valid state code',
  checksum: 'GSTIN check character does not match: please check for a typing mistake',
  stateMismatch: (state: string) =>
    `This GSTIN is registered outside ${state}: its state code must match the billing state`,
} as const;

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character: over the first 14, each character's value (0-9, A-Z as 10-35)
 * times 1 and 2 in turn, each product's base-36 digits added; the check is what brings the
 * sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '0';
}

/** Why a GSTIN is not valid, or undefined when it is: shape, state code and check character. */
export function gstinProblem(value: string): string | undefined {
  const gstin = value.trim().toUpperCase();
  if (!GSTIN_SHAPE.test(gstin)) return GSTIN_MESSAGES.format;
  if (!stateName(gstin.slice(0, 2))) return GSTIN_MESSAGES.state;
  if (gstinCheckCharacter(gstin) !== gstin[14]) return GSTIN_MESSAGES.checksum;
  return undefined;
}
