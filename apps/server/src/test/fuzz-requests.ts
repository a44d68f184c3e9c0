import fc from 'fast-check';
import { encode, hostile, objectArb, text, valid, type IdsFor, type Mode, type Schema } from './fuzz-values';

/** One method and path of the OpenAPI document, with what it reads from a request. */
export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, with `{name}` for path parameters. */
  path: string;
  query: Array<{ name: string; required: boolean; schema: Schema }>;
  pathParams: Array<{ name: string; schema: Schema }>;
  body: Schema | null;
  /** Statuses the document describes itself, e.g. import's 400 whose `data` is the file's check. */
  documented: Set<number>;
}

/** What a request carries besides its caller's token. */
export interface FuzzRequest {
  method: Operation['method'];
  url: string;
  contentType?: string;
  payload?: string | Buffer;
  remoteAddress: string;
}

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}

/** Every operation under /api in an OpenAPI 3 document. */
export function listOperations(doc: { paths?: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths ?? {})
    .filter(([path]) => path.startsWith('/api/'))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const params = op.parameters ?? [];
        return {
          method: method.toUpperCase() as Operation['method'],
          path,
          query: params
            .filter((p) => p.in === 'query')
            .map((p) => ({ name: p.name, required: p.required === true, schema: p.schema ?? {} })),
          pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
          body: op.requestBody?.content?.['application/json']?.schema ?? null,
          documented: new Set(Object.keys(op.responses ?? {}).map(Number)),
        };
      }),
    );
}

// The value tables below keep prettier off: one value a line would bury the code under them.
/** Request bodies that are not JSON, or JSON that a naive parser or walker trips on (20,000 levels deep). */
// prettier-ignore
const BAD_JSON = [
  '', '{', '[', 'nul', "{'a':1}", '{"a":1,}', '{"a":1}{"b":2}', '"\\u0000"', '{"quantity":1e999}',
  '{"__proto__":{"role":"admin"}}', '{"constructor":{"prototype":{"role":"admin"}}}', '\u0000', '\ufeff{}',
  '['.repeat(20_000) + ']'.repeat(20_000), '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000),
  '{"a":"\\ud800"}', '{"a":"\\x00"}', 'true', '123', '"text"',
];
/** Path segments that are no id: empty-ish, numbers, too long, and broken percent-encoding. */
// prettier-ignore
const RAW_SEGMENTS = [
  '', '%20', 'abc', '-1', '0', '1e9', '1.5', 'null', 'undefined', 'a'.repeat(300), '%00', 'a%00b', '%E0%A4%A', '%ZZ',
  '%', '%2F', '%2e%2e', '..', '%ED%A0%80', '%C0%80', '%FF', '%27%20OR%201%3D1', '%F0%9F%98%80',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF', '{00000000-0000-4000-8000-000000000000}', '0000000000004000800000000000000',
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '00000000-0000-1000-8000-000000000000',
];
/** Query values sent as they are, percent-encoding broken or not. */
// prettier-ignore
const RAW_QUERY_VALUES = [
  '%00', 'a%00b', '%E0%A4%A', '%', '%ZZ', '%ED%A0%80', '%C0%80', '%FF', '+', '%2B', '%26', '%3D', '%5B%5D', '1e9',
  '-1', '1.5', 'NaN', 'Infinity', '0x10', '%20', '', 'x'.repeat(20_000),
];
// prettier-ignore
const EXTRA_QUERY = ['extra=1', 'id[]=1', 'page=1&page=2', '__proto__[role]=admin', '&&', '=', '%00=%00', 'a%E0%A4%A=1', 'x'];

type Body = Pick<FuzzRequest, 'contentType' | 'payload'>;
const json = (value: unknown): Body => ({ contentType: 'application/json', payload: JSON.stringify(value) });
const BOUNDARY = '----fuzzboundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const FILE_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const filePart = (bytes: Uint8Array) =>
  Buffer.concat([Buffer.from(FILE_HEAD), Buffer.from(bytes), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
const formOf = (value: unknown) =>
  (value && typeof value === 'object' ? Object.entries(value) : [['value', value] as const])
    .map(([k, v]) => `${encode(k)}=${encode(text(v))}`)
    .join('&');

/** The same value sent with a content type the route does not take, or a multipart body without parts. */
const WRONG_ENCODINGS: Array<(json: string, bytes: Uint8Array, value: unknown) => Body> = [
  (json) => ({ contentType: 'text/plain', payload: json }),
  (_json, _bytes, value) => ({ contentType: 'application/x-www-form-urlencoded', payload: formOf(value) }),
  () => ({ contentType: MULTIPART, payload: `--${BOUNDARY}--\r\n` }),
  (_json, bytes) => ({ contentType: MULTIPART, payload: filePart(bytes) }),
  (json) => ({ contentType: 'multipart/form-data', payload: json }),
  (json) => ({ contentType: 'application/json; charset=utf-16', payload: Buffer.from(json, 'utf16le') }),
  (_json, bytes) => ({ contentType: 'application/octet-stream', payload: Buffer.from(bytes) }),
  (json) => ({ payload: json }),
];

function bodyArb(op: Operation, ids: IdsFor, mode: Mode): fc.Arbitrary<Body> {
  if (op.method === 'GET' || (mode === 'valid' && !op.body)) return fc.constant({});
  const schema = op.body ?? { type: 'object', properties: {} };
  if (mode !== 'many') return objectArb(schema, ids, mode, 0).map(json);
  const encoded = fc.tuple(valid(schema, ids), fc.constantFrom(...WRONG_ENCODINGS), fc.uint8Array({ maxLength: 64 }));
  return fc.oneof(
    { weight: 3, arbitrary: objectArb(schema, ids, 'many', 0).map(json) },
    { weight: 2, arbitrary: hostile(schema, ids).map(json) },
    { weight: 2, arbitrary: encoded.map(([v, encodeAs, bytes]) => encodeAs(JSON.stringify(v), bytes, v)) },
    { weight: 2, arbitrary: fc.constantFrom(...BAD_JSON).map((payload) => ({ ...json(null), payload })) },
  );
}

/** `name=value` pairs; an array repeats the name, an object goes as its JSON text. */
function pair(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.map((v) => pair(name, v)).join('&');
  return value === null ? `${name}=` : `${name}=${encode(text(value))}`;
}

/** The query string; when broken, sometimes with a value whose percent-encoding is broken too. */
function queryArb(op: Operation, ids: IdsFor, mode: Mode): fc.Arbitrary<string> {
  const properties = Object.fromEntries(op.query.map((p) => [p.name, p.schema]));
  const required = op.query.filter((p) => p.required).map((p) => p.name);
  const pairs = objectArb({ properties, required }, ids, mode, 0).map((o) =>
    Object.entries(o).map(([k, v]) => pair(k, v)),
  );
  if (mode === 'valid') return pairs.map((p) => p.join('&'));
  const names = op.query.length > 0 ? op.query.map((p) => p.name) : ['q'];
  const raw = fc.oneof(
    fc.tuple(fc.constantFrom(...names), fc.constantFrom(...RAW_QUERY_VALUES)).map(([name, v]) => `${name}=${v}`),
    fc.constantFrom(...EXTRA_QUERY),
  );
  const withRaw = fc.tuple(pairs, raw).map(([p, r]) => [...p.filter((x) => !x.startsWith(r.split('=')[0] + '=')), r]);
  return fc.oneof(pairs, withRaw).map((p) => p.join('&'));
}

function segment(s: Schema, name: string, ids: IdsFor, breakIt: boolean): fc.Arbitrary<string> {
  if (!breakIt) return valid(s, ids, name).map((v) => encode(text(v)));
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 10 }).map(encode) },
    { weight: 1, arbitrary: hostile(s, ids).map((v) => encode(text(v))) },
  );
}

function pathArb(op: Operation, ids: IdsFor, mode: Mode): fc.Arbitrary<string> {
  const build = (target: number) =>
    fc.tuple(
      ...op.pathParams.map((p, i) =>
        (mode === 'many' ? fc.boolean() : fc.constant(i === target)).chain((b) =>
          segment(p.schema, p.name === 'id' ? (op.path.split('{id}')[0] ?? '') : p.name, ids, b),
        ),
      ),
    );
  const segments = mode === 'one' ? fc.nat(Math.max(op.pathParams.length - 1, 0)).chain(build) : build(-1);
  return segments.map((values) =>
    op.pathParams.reduce((path, p, i) => path.replace(`{${p.name}}`, values[i] ?? ''), op.path),
  );
}

/**
 * `count` requests for one operation, the same ones for the same seed: some well-formed (with odd
 * but allowed text, and known ids from `known`), most with one part broken, some with many.
 */
export function fuzzRequests(op: Operation, known: IdsFor, seed: number, count: number): FuzzRequest[] {
  // A bare `id` is named by its operation: /fetch_product?id is a product's, /admin/orders/{id} an order's.
  const ids: IdsFor = (field) => known(field === 'id' || field === 'ids' ? op.path : field);
  const parts = ['query', ...(op.pathParams.length > 0 ? ['path'] : []), ...(op.method === 'GET' ? [] : ['body'])];
  const request = (mode: Mode) => (target: string) =>
    fc.record({
      path: pathArb(op, ids, target === 'path' ? mode : 'valid'),
      query: queryArb(op, ids, target === 'query' ? mode : 'valid'),
      body: bodyArb(op, ids, target === 'body' ? mode : 'valid'),
      ip: fc.ipV4(),
    });
  const arb = fc.oneof(
    { weight: 3, arbitrary: request('valid')('') },
    { weight: 5, arbitrary: fc.constantFrom(...parts).chain(request('one')) },
    { weight: 3, arbitrary: fc.constantFrom(...parts).chain(request('many')) },
  );
  return fc.sample(arb, { seed, numRuns: count }).map(({ path, query, body, ip }) => ({
    method: op.method,
    url: query ? `${path}?${query}` : path,
    ...body,
    remoteAddress: ip,
  }));
}

/** A 32-bit FNV-1a hash: one seed per operation and caller, from the run's seed. */
export function seedFor(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const ch of parts.join('|')) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return h | 0;
}
