import fc from 'fast-check';
import { address } from './shop';

/** The part of an OpenAPI (JSON Schema) node the fuzzer reads. */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
}

/** Known ids for a field, by its name (or, for a bare `id`, its operation's path). */
export type IdsFor = (field: string) => string[];

/** How much of a request is wrong: nothing, one field (or one field too many), or any number of fields. */
export type Mode = 'valid' | 'one' | 'many';

// The value tables below keep prettier off: one value a line would bury the code under them.
// prettier-ignore
const ODD_STRINGS = [
  '', ' ', '\u0000', 'a\u0000b', '\u0001\u0007\b\t\n\v\f\r\u001b\u007f', '\ud800', 'x\udfffy', '\ufeff', '\u202e',
  '😀🏍️', 'ത്ത', 'Ω≈ç√∫', "' OR 1=1 --", '"', '%', '_', '\\', '(', '[', '*', '.', '.*', '(?:', '[[:alpha:]',
  "%_\\'\"([*.", '$1', '<script>alert(1)</script>', '../../etc/passwd', 'null', 'NaN', '-1', '1e9', '1e999',
  '0x1F', '  padded  ', 'a'.repeat(81), 'a'.repeat(301), '{}', '__proto__', 'x'.repeat(100_000), '\u0000'.repeat(1000),
  '😀'.repeat(30_000),
];
/** NUL, which PostgreSQL cannot keep in text, alone, inside text and beside LIKE's wildcards. */
const NUL_STRINGS = ['\u0000', 'a\u0000b', '%\u0000_', '\u0000'.repeat(50)];
const ODD_NUMBERS = [-1, 0, 1.5, -0.5, 1e-9, 1e21, 1e308, -1e308, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2];
const ODD_SHAPES = [null, true, false, [], {}, [[]], { $gt: '' }, ['a', 1], [null], { '': '' }];
const EXTRA_KEYS = ['extra', 'role', 'isAdmin', 'id', '$where', 'a.b', '', 'constructor'];
const ABSENT = Symbol('absent');

/** Percent-encodes; a lone surrogate, which cannot be, goes as raw CESU-8 bytes instead. */
export function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** Strings matching a pattern fast-check cannot generate (lookaheads), else any strings. */
const PATTERN_FALLBACKS = ['Secret123', 'abc123', '/media/demo/brand.webp', '/media/uploads/a.webp'];
function patterned(pattern: string, max: number): fc.Arbitrary<string> {
  const re = new RegExp(pattern);
  try {
    const arb = fc.stringMatching(re).map((v) => v.slice(0, max));
    fc.sample(arb, { seed: 0, numRuns: 1 });
    return arb;
  } catch {
    const fits = PATTERN_FALLBACKS.filter((v) => re.test(v));
    return fits.length > 0 ? fc.constantFrom(...fits) : fc.string({ maxLength: max });
  }
}

/** A free-text field takes odd text within its length too: NUL, control characters, LIKE and regex characters. */
function freeText(min: number, max: number, schemaMax: number): fc.Arbitrary<string> {
  const fits = (v: string) => v.length >= min && v.length <= schemaMax;
  const odd = ODD_STRINGS.filter(fits);
  const nul = NUL_STRINGS.filter(fits);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: max }) },
    ...(odd.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom(...odd) }] : []),
    ...(nul.length > 0 ? [{ weight: 1, arbitrary: fc.constantFrom(...nul) }] : []),
  );
}

/** Values a client that read the document could send, so requests get past validation to the services. */
export function valid(s: Schema, ids: IdsFor, name = ''): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((b) => valid(b, ids, name)));
  if (Array.isArray(s.type)) return fc.oneof(...s.type.map((type) => valid({ ...s, type }, ids, name)));
  const lowest = s.minimum ?? (s.exclusiveMinimum === undefined ? 0 : s.exclusiveMinimum + 1);
  switch (s.type) {
    case 'string': {
      if (s.format === 'uuid') return fc.oneof(fc.constantFrom(...ids(name)), fc.uuid({ version: 4 }));
      if (s.format === 'date-time') {
        const range = { min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true };
        return fc.date(range).map((d) => d.toISOString());
      }
      const max = Math.max(s.minLength ?? 0, Math.min(s.maxLength ?? 40, 40));
      if (/email/i.test(name)) return fc.nat(9999).map((n) => `rider${n}@example.com`);
      if (s.pattern) return patterned(s.pattern, max);
      return freeText(s.minLength ?? 0, max, s.maxLength ?? Infinity);
    }
    case 'integer':
    case 'number': {
      const max = Math.min(s.maximum ?? lowest + 1000, 2 ** 31 - 1);
      return fc.oneof(fc.constantFrom(lowest, max), fc.integer({ min: Math.max(lowest, -(2 ** 31)), max }));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      return fc.array(valid(s.items ?? {}, ids), { minLength, maxLength: Math.max(minLength, 3) });
    }
    case 'object':
      return objectArb(s, ids, 'valid', 0);
  }
  return name === 'address' ? fc.constant(address) : fc.jsonValue({ maxDepth: 2 });
}

/** A value just outside the schema: one past a bound, an enum value misspelt, a uuid reshaped. */
function nearMiss(s: Schema): fc.Arbitrary<unknown> {
  const misses: unknown[] = [null];
  if (s.enum) misses.push(...s.enum.map((v) => String(v).toUpperCase()), ` ${String(s.enum[0])}`);
  if (s.maxLength !== undefined) misses.push('x'.repeat(s.maxLength + 1));
  if (s.minLength) misses.push('x'.repeat(s.minLength - 1));
  if (s.maximum !== undefined) misses.push(s.maximum + 1, s.maximum + 0.5);
  if (s.minimum !== undefined) misses.push(s.minimum - 1);
  if (s.exclusiveMinimum !== undefined) misses.push(s.exclusiveMinimum);
  if (s.maxItems !== undefined) misses.push(Array.from({ length: s.maxItems + 1 }, () => 'x'));
  if (s.format === 'uuid') misses.push('00000000-0000-4000-8000-00000000000', '00000000000040008000000000000000');
  return fc.constantFrom(...misses);
}

/** Anything but what the schema asks for: wrong types, odd strings and numbers, shapes, near misses. */
export function hostile(s: Schema, ids: IdsFor): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
    { weight: 1, arbitrary: fc.constantFrom(...NUL_STRINGS) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_NUMBERS) },
    { weight: 2, arbitrary: fc.constantFrom(...ODD_SHAPES) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 3, arbitrary: nearMiss(s) },
    { weight: 1, arbitrary: fc.array(valid(s, ids), { minLength: 1, maxLength: 2 }) },
  );
}

/** A field made wrong: a hostile value, left out, or (in objects and arrays) wrong further down. */
function broken(s: Schema, ids: IdsFor, depth: number): fc.Arbitrary<unknown> {
  const options: Array<fc.WeightedArbitrary<unknown>> = [
    { weight: 4, arbitrary: hostile(s, ids) },
    { weight: 1, arbitrary: fc.constant(ABSENT) },
  ];
  if (depth < 2 && s.properties) options.push({ weight: 3, arbitrary: objectArb(s, ids, 'one', depth + 1) });
  if (depth < 2 && s.items) {
    const item = fc.tuple(fc.array(valid(s.items, ids), { maxLength: 2 }), broken(s.items, ids, depth + 1));
    options.push({ weight: 3, arbitrary: item.map(([ok, bad]) => (bad === ABSENT ? ok : [...ok, bad])) });
  }
  return fc.oneof(...options);
}

/** An object's fields, each well-formed (optional ones sometimes left out) unless `mode` breaks it. */
export function objectArb(s: Schema, ids: IdsFor, mode: Mode, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const field = (k: string, v: Schema, breakIt: boolean) =>
    breakIt ? broken(v, ids, depth) : required.has(k) ? valid(v, ids, k) : fc.option(valid(v, ids, k), { nil: ABSENT });
  const build = (target: number) =>
    fc.tuple(
      fc.tuple(
        ...entries.map(([k, v], i) =>
          (mode === 'many' ? fc.boolean() : fc.constant(i === target)).chain((b) => field(k, v, b)),
        ),
      ),
      target === entries.length
        ? fc.dictionary(fc.constantFrom(...EXTRA_KEYS), hostile({}, ids), { minKeys: 1, maxKeys: 2 })
        : fc.constant({}),
    );
  const fields = mode === 'valid' ? build(-1) : fc.nat(entries.length).chain(build);
  return fields.map(([values, extra]) => {
    const out: Record<string, unknown> = {};
    entries.forEach(([k], i) => values[i] !== ABSENT && (out[k] = values[i]));
    return Object.assign(out, extra);
  });
}

/** A value as text: strings as they are, anything else as its JSON. */
export const text = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));
