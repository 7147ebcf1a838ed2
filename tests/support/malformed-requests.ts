import fc from 'fast-check';
import type { InjectOptions, RouteOptions } from 'fastify';

/**
 * Malformed requests derived from a route's own schemas: the fields it names,
 * filled with hostile values (NUL, impossible dates, forged cursors, numbers
 * no column holds, bodies nested past any form) next to plausible ones, so a
 * generated request gets past some checks and trips on the next.
 */

/** What a zod schema expects, as far as generating values goes. */
type Shape = { kind: 'object'; fields: Record<string, Shape> } | { kind: 'value' };

interface ZodDef {
  type: string;
  shape?: Record<string, { _zod: { def: ZodDef } }>;
  left?: { _zod: { def: ZodDef } };
  right?: { _zod: { def: ZodDef } };
  in?: { _zod: { def: ZodDef } };
  innerType?: { _zod: { def: ZodDef } };
}

function defOf(schema: unknown): ZodDef | undefined {
  const zod = (schema as { _zod?: { def?: ZodDef } } | null)?._zod;
  return zod?.def;
}

export function shapeOf(schema: unknown): Shape {
  const def = defOf(schema);
  if (!def) return { kind: 'value' };
  switch (def.type) {
    case 'object':
      return {
        kind: 'object',
        fields: Object.fromEntries(
          Object.entries(def.shape ?? {}).map(([key, field]) => [key, shapeOf(field)]),
        ),
      };
    case 'intersection': {
      const left = shapeOf(def.left);
      const right = shapeOf(def.right);
      return {
        kind: 'object',
        fields: {
          ...(left.kind === 'object' ? left.fields : {}),
          ...(right.kind === 'object' ? right.fields : {}),
        },
      };
    }
    case 'pipe':
      return shapeOf(def.in);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return shapeOf(def.innerType);
    default:
      return { kind: 'value' };
  }
}

const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
const moment = '2026-01-02T03:04:05.123456Z';
const cursorOf = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/** Values seen to break servers: each names a class of failure. */
export const hostileStrings = [
  '\u0000',
  'a\u0000b',
  '%00',
  '',
  ' ',
  '2024-13-45',
  '0000-01-01',
  '2024-02-30',
  '99999-01-01',
  '1e999999',
  '-1',
  '0',
  'NaN',
  '9'.repeat(19),
  '9'.repeat(40),
  cursorOf(`2024-13-45T25:61:61.000000Z|${uuid}`),
  cursorOf(`0000-01-01T00:00:00.000000Z|${uuid}`),
  cursorOf(`${moment}|${uuid}|1e999999`),
  cursorOf(`${moment}|9999999999999999999`),
  cursorOf(`${moment}|${uuid}|1`),
  cursorOf(`${moment}|${uuid}`),
  'x@evil.com#.diu.edu.bd',
  'x@.diu.edu.bd',
  'javascript:alert(1)',
  'https://evil.example/photo.png',
  '/api/images/../../../etc/passwd',
  "' OR 1=1 --",
  '\uD800',
  'a'.repeat(5000),
];

/** Values a real form might send, so generated requests also reach the handlers. */
export const plausibleStrings = [
  'Black wallet',
  'A black leather wallet with two cards inside',
  'Library, 2nd floor',
  'black',
  '2025-01-15',
  '12:30',
  'member1@diu.edu.bd',
  'admin@diu.edu.bd',
  '01712345678',
  '221-15-0001',
  'Computer Science and Engineering',
  'Software Engineering',
  uuid,
  'FND000001',
  'LST000001',
  'correct horse battery staple',
  `/api/images/${uuid}/detail.webp`,
  'admin',
];

const text = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 3, arbitrary: fc.constantFrom(...plausibleStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);

const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: text },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function valueFor(shape: Shape): fc.Arbitrary<unknown> {
  if (shape.kind === 'value') return anyValue;
  const record = fc.record(
    Object.fromEntries(Object.entries(shape.fields).map(([key, field]) => [key, valueFor(field)])),
    { requiredKeys: [] },
  );
  return fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: anyValue });
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
    `[${'0,'.repeat(30_000)}0]`,
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
  ),
);

const contentType = fc.constantFrom(
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

const pathSegment = fc.oneof(
  { weight: 4, arbitrary: text.map(encodeSegment) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%E0%A4%A', '%00', '..', '%2e%2e', '%ff') },
);

export interface FuzzRoute {
  method: string;
  url: string;
  params: Shape;
  query: Shape;
  body: Shape;
}

/** Routes worth sending requests to, from what the onRoute hook saw. */
export function fuzzRoutes(seen: RouteOptions[]): FuzzRoute[] {
  const routes: FuzzRoute[] = [];
  for (const route of seen) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || route.url.includes('*')) continue;
      // An event stream stays open for as long as its caller wants: it has its own tests.
      if ((route as RouteOptions & { sse?: unknown }).sse) continue;
      routes.push({
        method,
        url: route.url,
        params: shapeOf(route.schema?.params),
        query: shapeOf(route.schema?.querystring),
        body: shapeOf(route.schema?.body),
      });
    }
  }
  return routes;
}

export type Caller = 'anonymous' | 'member' | 'incomplete member' | 'admin';

export interface MalformedRequest {
  caller: Caller;
  request: InjectOptions & { method: string; url: string };
}

/** One generated request for one of the routes. */
export function malformedRequest(routes: FuzzRoute[]): fc.Arbitrary<MalformedRequest> {
  return fc.constantFrom(...routes).chain((route) => {
    const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const path = fc
      .tuple(...names.map(() => pathSegment))
      .map((segments) =>
        names.reduce((url, name, index) => url.replace(`:${name}`, segments[index]!), route.url),
      );
    const query = fc.oneof(
      valueFor(route.query).map((value) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(
              Object.entries(value).map(([key, item]) => [
                key,
                Array.isArray(item)
                  ? item.map(String)
                  : typeof item === 'string'
                    ? item
                    : JSON.stringify(item),
              ]),
            )
          : {},
      ),
      fc.dictionary(fc.constantFrom('limit', 'cursor', 'from', 'to', 'q', 'returnTo'), text),
    );
    const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
    const body: fc.Arbitrary<{ payload?: string; type?: string }> = hasBody
      ? fc.oneof(
          {
            weight: 4,
            arbitrary: valueFor(route.body).map((value) => ({ payload: JSON.stringify(value) ?? 'null' })),
          },
          { weight: 1, arbitrary: rawBody.map((payload) => ({ payload })) },
          { weight: 1, arbitrary: fc.constant({}) },
        )
      : fc.constant({});
    return fc
      .record({
        caller: fc.constantFrom<Caller>('anonymous', 'member', 'incomplete member', 'admin'),
        path,
        query,
        body,
        type: contentType,
      })
      .map(({ caller, path: url, query: search, body: sent, type }) => ({
        caller,
        request: {
          method: route.method,
          url,
          query: search as Record<string, string | string[]>,
          ...(sent.payload !== undefined ? { payload: sent.payload, headers: { 'content-type': type } } : {}),
        },
      }));
  });
}
