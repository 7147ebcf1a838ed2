import fc from 'fast-check';
import type { InjectOptions } from 'fastify';

/**
 * Malformed requests derived from the OpenAPI document: every operation, its
 * path, query and body as the document describes them (enums, lengths, nested
 * objects, each list's sort, direction, cursor and filters), filled with
 * hostile values (NUL, lone surrogates, control characters, impossible dates,
 * forged cursors, numbers no column holds, bodies nested past any form) next to
 * plausible and real ones, so a generated request gets past some checks and
 * trips on the next.
 */

/** The part of JSON Schema the document uses. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
}

interface DocumentOperation {
  'x-access': string;
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

export interface FuzzOperation {
  method: string;
  /** As the document writes it: `/api/found-reports/{reportId}/claim`. */
  path: string;
  access: string;
  pathParams: Record<string, JsonSchema>;
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
  multipart: boolean;
}

/**
 * Every operation of the document but live event streams: those stay open for
 * as long as their caller wants, and have their own tests.
 */
export function fuzzOperations(document: OpenApiDocument): FuzzOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([, operation]) => !operation.responses?.['200']?.content?.['text/event-stream'])
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const inPlace = (place: string) =>
          Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema]));
        const content = operation.requestBody?.content ?? {};
        return {
          method: method.toUpperCase(),
          path,
          access: operation['x-access'],
          pathParams: inPlace('path'),
          query: inPlace('query'),
          body: content['application/json']?.schema,
          multipart: 'multipart/form-data' in content,
        };
      }),
  );
}

/**
 * Real values of the test's database, by the name of the field or parameter
 * that takes them (`reportId`, `claimId`, `email` …), and real page cursors by
 * operation path: what a form or a page would send.
 */
export type Fixtures = Record<string, string[]>;

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const moment = '2026-01-02T03:04:05.123456Z';
const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Text seen to break servers: each names a class of failure. */
export const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '%00',
  '',
  ' ',
  '\uD800',
  'Shelf \uDFFF A3',
  'Wallet\u0001\u0008\u001B[31m',
  'Wallet\u007F\u0085\u009F',
  '\u202Egpj.exe',
  '\uFEFF',
  'e\u0301',
  '2024-13-45',
  '0000-01-01',
  '2026-02-30',
  '99999-01-01',
  '2024-13-45T25:61:61',
  '1e999999',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '9'.repeat(19),
  '9223372036854775808',
  '-9223372036854775809',
  '9'.repeat(40),
  'x@evil.com#.diu.edu.bd',
  'x@.diu.edu.bd',
  'javascript:alert(1)',
  'https://evil.example/photo.png',
  '/api/images/../../../etc/passwd',
  "' OR 1=1 --",
  '%',
  '__proto__',
  'a'.repeat(5000),
];

/** Text a real form might send, so generated requests also reach the handlers. */
const plausibleByName: Record<string, string[]> = {
  itemName: ['Black Wallet', 'Blue Umbrella', 'Phone'],
  color: ['Black', 'navy blue'],
  item_description: ['A black leather wallet with two cards inside'],
  found_date: ['2025-01-15', '2025-06-01'],
  lost_date: ['2025-01-15', '2025-06-02'],
  storedOn: ['2025-06-03'],
  from: ['2025-01-01', '2024-12-31'],
  to: ['2025-12-31', '2025-06-01'],
  found_time: ['14:30', ''],
  lost_time: ['09:05', ''],
  found_location: ['Central Library, 2nd floor'],
  lost_location: ['Cafeteria'],
  storageLocation: ['Shelf A3', 'Bin 12'],
  verificationDetails: ['A scratch on the back'],
  note: ['Given to the finder after the holding period'],
  reason: ['Not the owner: the card inside names someone else', 'got_it_back'],
  name: ['Rahim Uddin'],
  phone: ['01712345678', '+8801712345678'],
  universityId: ['221-15-0001', 'EMP001'],
  password: ['correct horse battery staple'],
  q: ['wallet', 'walet black', 'FND000001'],
  message: ['It has my initials inside'],
  file: ['card.webp', 'detail.webp'],
  returnTo: ['/user/search'],
  imageUrl: [`/api/images/${uuid}/detail.webp`],
  photoURL: [`/api/images/${uuid}/card.webp`],
};

const anyText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

/** A plausible text, broken at one place: too long by one, or a hostile character inside. */
function nearlyRight(value: string, schema: JsonSchema): fc.Arbitrary<string> {
  const max = schema.maxLength;
  return fc.oneof(
    fc.constant(max !== undefined ? value.padEnd(max + 1, 'x') : `${value}\u0000`),
    fc
      .constantFrom('\u0000', '\uD800', '\u0007', '\u009B', '\u202E')
      .map((mark) => `${value.slice(0, 2)}${mark}${value.slice(2)}`),
  );
}

function stringFor(name: string, schema: JsonSchema, fixtures: Fixtures): fc.Arbitrary<unknown> {
  const plausible = [...(fixtures[name] ?? []), ...(plausibleByName[name] ?? [])];
  if (schema.enum) plausible.push(...schema.enum.map(String));
  if (schema.format === 'uuid') plausible.push(uuid);
  if (name === 'cursor') return cursorFor(fixtures);
  if (plausible.length === 0) plausible.push('Black Wallet', 'Library', uuid, 'FND000001');
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...plausible) },
    { weight: 2, arbitrary: fc.constantFrom(...plausible).chain((value) => nearlyRight(value, schema)) },
    { weight: 3, arbitrary: anyText },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null)) },
  );
}

function numberFor(schema: JsonSchema): fc.Arbitrary<unknown> {
  const min = schema.minimum ?? 0;
  const max = schema.maximum ?? 1000;
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min, max }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(min - 1, max + 1, 2 ** 31, 2 ** 63, -(2 ** 63), 1e308, 0.5, -0),
    },
    { weight: 1, arbitrary: fc.constantFrom('9'.repeat(19), '1e999999', 'NaN', '12abc', '') },
  );
}

/**
 * A value for one field of the document, as the form would send it most of the
 * time and as an attacker would the rest.
 */
export function valueFor(
  name: string,
  schema: JsonSchema,
  fixtures: Fixtures,
  depth = 0,
): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((choice) => valueFor(name, choice, fixtures, depth)));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? 'string'];
  const arbitraries = types.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: anyText });
      case 'integer':
      case 'number':
        return numberFor(schema);
      case 'array':
        return fc.array(valueFor(name, schema.items ?? {}, fixtures, depth + 1), { maxLength: 5 });
      case 'object':
        return depth > 3 ? fc.constant({}) : objectFor(schema, fixtures, depth + 1);
      default:
        return stringFor(name, schema, fixtures);
    }
  });
  return arbitraries.length === 1 ? arbitraries[0]! : fc.oneof(...arbitraries);
}

function objectFor(schema: JsonSchema, fixtures: Fixtures, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, field]) => [key, valueFor(key, field, fixtures, depth)]),
    ),
    { requiredKeys: [] },
  );
  // Mostly complete objects, so the handler runs; sometimes a field missing or an unknown one.
  const complete = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, field]) => [
        key,
        fc.oneof(
          { weight: 6, arbitrary: plausibleFor(key, field, fixtures) },
          { weight: 1, arbitrary: valueFor(key, field, fixtures, depth) },
        ),
      ]),
    ),
  );
  return fc.oneof(
    { weight: 4, arbitrary: complete },
    { weight: 3, arbitrary: record },
    {
      weight: 1,
      arbitrary: fc
        .tuple(complete, fc.constantFrom('__proto__', 'constructor', '\u0000', 'extra'), anyText)
        .map(([object, key, value]) => ({ ...(object as object), [key]: value })),
    },
    { weight: 1, arbitrary: fc.oneof(anyText, fc.integer(), fc.constant(null), fc.constant([])) },
  );
}

/** A value a careful client would send for this field. */
function plausibleFor(name: string, schema: JsonSchema, fixtures: Fixtures): fc.Arbitrary<unknown> {
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return plausibleFor(name, choices[0]!, fixtures);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'boolean') return fc.boolean();
  if (type === 'integer' || type === 'number')
    return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 100 });
  if (type === 'object') return objectFor(schema, fixtures, 4);
  const values = [
    ...(schema.enum?.map(String) ?? []),
    ...(fixtures[name] ?? []),
    ...(plausibleByName[name] ?? []),
  ];
  return values.length > 0 ? fc.constantFrom(...values) : stringFor(name, schema, fixtures);
}

/**
 * Page cursors: real ones from the fixtures, and forged ones of both kinds the
 * server makes: `at|id|score` and a sorted list's JSON (its sort, direction,
 * key values and id), with impossible moments and dates, ids no bigint holds,
 * NUL and lone surrogates in a key.
 */
function cursorFor(fixtures: Fixtures): fc.Arbitrary<string> {
  const moments = fc.constantFrom(
    moment,
    '2026-13-45T25:61:61.000000Z',
    '0000-01-01T00:00:00.000000Z',
    '2026-02-30T00:00:00.000000Z',
    '99999-01-01T00:00:00.000000Z',
  );
  const ids = fc.constantFrom(uuid, '9999999999999999999', '9223372036854775807', '1', '-1', '\u0000', 'x');
  const keys = fc.constantFrom(
    moment,
    '2026-13-45T25:61:61.000000Z',
    '0000-01-01T00:00:00.000000Z',
    '2026-02-30',
    '2025-06-01',
    '0000-01-01',
    'FND000001',
    'Black Wallet',
    'a\u0000b',
    '\uD800',
    '9'.repeat(19),
    '',
  );
  const plain = fc
    .tuple(moments, ids, fc.option(fc.constantFrom('0.5', '1e999999', 'NaN', '-1e-999'), { nil: undefined }))
    .map(([at, id, score]) => base64url([at, id, ...(score === undefined ? [] : [score])].join('|')));
  const sorted = fc
    .record({
      s: fc.constantFrom('reportId', 'item', 'color', 'date', 'location', 'submitted', 'handedOver', 'x'),
      d: fc.constantFrom('asc', 'desc', 'up'),
      k: fc.array(keys, { minLength: 0, maxLength: 3 }),
      i: ids,
    })
    .map((cursor) => base64url(JSON.stringify(cursor)));
  const real = fixtures.cursor?.length ? fc.constantFrom(...fixtures.cursor) : plain;
  return fc.oneof(
    { weight: 2, arbitrary: real },
    { weight: 3, arbitrary: plain },
    { weight: 4, arbitrary: sorted },
    { weight: 1, arbitrary: anyText.map((text) => base64url(text)) },
    { weight: 1, arbitrary: anyText },
  );
}

/** A JSON text nested `depth` levels deep, as hostile clients send to exhaust a parser or a walk. */
export const nestedJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

const rawBody = fc.oneof(
  fc.integer({ min: 17, max: 20_000 }).map(nestedJson),
  fc.integer({ min: 17, max: 2_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.constantFrom(
    '{"a":',
    'not json',
    '"\\u0000"',
    '{"\\u0000":1}',
    '{"itemName":"\\ud800\\udbff"}',
    `[${'0,'.repeat(30_000)}0]`,
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
);

/** A lone surrogate cannot be percent-encoded; it travels as the replacement character, as a browser sends it. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
  }
}

export type Caller = 'anonymous' | 'member' | 'other member' | 'incomplete member' | 'admin';
export const CALLERS: Caller[] = ['anonymous', 'member', 'other member', 'incomplete member', 'admin'];

export interface MalformedRequest {
  caller: Caller;
  operation: FuzzOperation;
  request: InjectOptions & { method: string; url: string };
}

function queryText(value: unknown): string | string[] | undefined {
  if (value === undefined) return undefined;
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One generated request for one of the operations, from one of the callers. */
export function malformedRequest(
  operations: FuzzOperation[],
  fixtures: Fixtures,
): fc.Arbitrary<MalformedRequest> {
  return fc.constantFrom(...operations).chain((operation) => {
    const names = Object.keys(operation.pathParams);
    const segment = (name: string) =>
      fc.oneof(
        { weight: 4, arbitrary: plausibleFor(name, operation.pathParams[name]!, fixtures).map(String) },
        { weight: 3, arbitrary: valueFor(name, operation.pathParams[name]!, fixtures).map(String) },
        { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '..', '%2e%2e', '%ff', '%2F') },
      );
    const path = fc
      .tuple(...names.map(segment))
      .map((segments) =>
        names.reduce(
          (url, name, index) =>
            url.replace(
              `{${name}}`,
              /%/.test(segments[index]!) ? segments[index]! : encodeSegment(segments[index]!),
            ),
          operation.path,
        ),
      );
    const query = fc
      .record(
        Object.fromEntries(
          Object.entries(operation.query).map(([name, schema]) => [
            name,
            fc.oneof(
              { weight: 3, arbitrary: plausibleFor(name, schema, fixtures) },
              { weight: 3, arbitrary: valueFor(name, schema, fixtures) },
            ),
          ]),
        ),
        { requiredKeys: [] },
      )
      .map((values) =>
        Object.fromEntries(
          Object.entries(values)
            .map(([name, value]) => [name, queryText(value)] as const)
            .filter(([, value]) => value !== undefined),
        ),
      );
    const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
    const body: fc.Arbitrary<{ payload?: string }> = hasBody
      ? fc.oneof(
          {
            weight: 6,
            arbitrary: (operation.body
              ? valueFor('body', operation.body, fixtures)
              : fc.jsonValue({ maxDepth: 2 })
            ).map((value) => ({ payload: JSON.stringify(value) ?? 'null' })),
          },
          { weight: 1, arbitrary: rawBody.map((payload) => ({ payload })) },
          { weight: 1, arbitrary: fc.constant({}) },
        )
      : fc.constant({});
    return fc
      .record({
        caller: fc.constantFrom<Caller>(...CALLERS),
        path,
        query,
        body,
        type: operation.multipart
          ? fc.constantFrom('multipart/form-data; boundary=x', 'application/json')
          : contentType,
      })
      .map(({ caller, path: url, query: search, body: sent, type }) => ({
        caller,
        operation,
        request: {
          method: operation.method,
          url,
          query: search as Record<string, string | string[]>,
          ...(sent.payload !== undefined ? { payload: sent.payload, headers: { 'content-type': type } } : {}),
        },
      }));
  });
}
