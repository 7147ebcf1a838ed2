import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '#server/db/client';
import {
  foundPayload,
  insertFoundReports,
  lostPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { unsubscribeLinks } from '#server/services/notifications/unsubscribe-links';
import {
  fuzzOperations,
  malformedRequest,
  nestedJson,
  type Caller,
  type Fixtures,
  type FuzzOperation,
  type OpenApiDocument,
} from '../support/malformed-requests';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app';

const idRow = z.object({ id: z.string() });

/**
 * Property: whatever malformed request anyone sends to any operation of the
 * OpenAPI document, the answer is never a 5xx; an error is JSON with a message;
 * a refused request (4xx) writes nothing; and the server still answers normally
 * afterwards. CI runs a fixed-seed budget; `npm run fuzz` runs many more
 * (FUZZ_RUNS, FUZZ_SEED).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 400);
const seed = Number(process.env.FUZZ_SEED ?? 20261122);

/** Bookkeeping a refused request may write by design: sessions read, attempts counted, sign-in states. */
const BOOKKEEPING = new Set([
  'sessions',
  'limit_counters',
  'admin_sign_in_addresses',
  'oidc_login_attempts',
  'instance_secrets',
  'action_limits',
  '__drizzle_migrations',
  'schema_migrations',
]);

describe.each(databaseKinds)('malformed requests on %s', (kind) => {
  let t: TestApp;
  let operations: FuzzOperation[];
  const fixtures: Fixtures = {};
  let memberA: { memberId: string };
  let admin: { adminId: string };
  let fingerprintQuery: ReturnType<typeof sql>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const document = (
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' })
    ).json() as OpenApiDocument;
    operations = fuzzOperations(document);

    const signedAdmin = await t.signInAdmin();
    const otherAdmin = await t.signInAdmin();
    const member = await t.signInMember();
    admin = { adminId: signedAdmin.record.id };
    memberA = { memberId: member.record.id };
    const as = (cookie: string, method: 'POST' | 'PATCH', url: string, payload?: object) =>
      t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

    const reported = await as(member.cookie, 'POST', '/api/found-reports', foundPayload());
    await as(member.cookie, 'POST', '/api/found-reports', foundPayload({ itemName: 'Red Cap' }));
    const stored = await insertFoundReports(t.db, [
      { itemName: 'Black Wallet', status: 'stored' },
      { itemName: 'Blue Umbrella', status: 'stored' },
      { itemName: 'Silver Watch', status: 'handed_over' },
      { itemName: 'Green Bottle', status: 'handed_over' },
    ]);
    await as(member.cookie, 'POST', '/api/lost-reports', lostPayload());
    const lost = await as(
      member.cookie,
      'POST',
      '/api/lost-reports',
      lostPayload({ itemName: 'Black Wallet' }),
    );
    const claimed = await as(member.cookie, 'PATCH', `/api/found-reports/${stored[0]!.report_id}/claim`, {
      message: 'It has my initials inside',
    });
    const lostId = lost.json<{ _id: string; reportId: string }>();
    const [match] = await queryRows(
      t.db,
      sql`INSERT INTO matches (lost_report_id, found_report_id, score, state)
          VALUES (${lostId._id}::uuid, ${stored[1]!.id}::uuid, 0.9, 'alerted') RETURNING id`,
      idRow,
    );
    const [notice] = await queryRows(
      t.db,
      sql`INSERT INTO notifications (user_id, kind, title, body)
          VALUES (${member.record.id}::uuid, 'match', 'A match', 'Found'), (${member.record.id}::uuid, 'match', 'Another', 'Found')
          RETURNING id`,
      idRow,
    );
    const belonging = (
      await as(member.cookie, 'POST', '/api/belongings', { name: 'Laptop', category: 'Laptop' })
    ).json<{ _id: string; stickerCode: string }>();
    const { replyKey } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/stickers/${belonging.stickerCode}/messages`,
        payload: { message: 'Found it in room 402, left it with security.' },
      })
    ).json<{ replyKey: string }>();
    const [finderMessage] = await queryRows(t.db, sql`SELECT id FROM finder_messages`, idRow);
    const unsubscribe = new URL(
      (await unsubscribeLinks(t.db, t.config.publicUrl, member.record.id)).oneClick,
    );
    const reportIds = [
      ...stored.map((row) => row.report_id),
      reported.json<{ reportId: string }>().reportId,
      lostId.reportId,
    ];
    Object.assign(fixtures, {
      reportId: reportIds,
      id: [...reportIds, notice!.id, stored[0]!.id, belonging._id, finderMessage!.id],
      code: [belonging.stickerCode],
      key: [replyKey],
      claimId: [claimed.json<{ claimId: string }>().claimId],
      matchId: [match!.id],
      email: [signedAdmin.record.email, otherAdmin.record.email, member.record.email],
      admin: [signedAdmin.record.email],
      member: [member.record.id],
      token: [unsubscribe.searchParams.get('token')!],
      items: [reportIds.slice(0, 3).join(',')],
      department: [t.config.university.faculties[0]!.departments[0]!],
      cursor: [],
    } satisfies Fixtures);

    // Real cursors: the second page of every list, as its Link header names it.
    for (const operation of operations) {
      if (operation.method !== 'GET' || !('cursor' in operation.query) || operation.path.includes('{'))
        continue;
      const cookie = await t.newSession(
        operation.access === 'admin' || operation.access === 'staff' ? admin : memberA,
      );
      const first = await t.app.inject({
        method: 'GET',
        url: `${operation.path}?limit=1${operation.path.endsWith('/search') ? '&q=wallet' : ''}`,
        headers: { cookie },
      });
      const next = /cursor=([^&>]+)/.exec(String(first.headers.link ?? ''))?.[1];
      if (next) fixtures.cursor!.push(decodeURIComponent(next));
    }

    // Background work would change the database between two looks; requests alone may here.
    await t.app.jobs.stop();
    const tables = await queryRows(
      t.db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
      z.object({ name: z.string() }),
    );
    const fingerprints = tables
      .filter((table) => !BOOKKEEPING.has(table.name))
      .map(
        (table) =>
          sql`(SELECT ${table.name} || ':' || count(*) || ':' || coalesce(md5(string_agg(r::text, ',' ORDER BY r::text)), '')
               FROM ${sql.identifier(table.name)} r)`,
      );
    fingerprintQuery = sql`SELECT concat_ws('|', ${sql.join(fingerprints, sql`, `)}) AS state`;
  });
  afterAll(async () => t?.close());

  async function cookieFor(caller: Caller, operation: FuzzOperation): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    // A fresh session each time, so one request's sign-out is its own; nobody deletes member A.
    const deletesAccount = operation.method === 'DELETE' && operation.path === '/api/user/account';
    if (caller === 'member' && !deletesAccount) return { cookie: await t.newSession(memberA) };
    if (caller === 'admin') return { cookie: await t.newSession(admin) };
    return { cookie: (await t.signInMember({ complete: caller !== 'incomplete member' })).cookie };
  }

  /** Each table's rows, hashed; a refused sign-in is written to the activity log on purpose (decision 0010). */
  const state = async (operation: FuzzOperation) => {
    const tables = (await queryRows(t.db, fingerprintQuery, z.object({ state: z.string() })))[0]!.state.split(
      '|',
    );
    return operation.path === '/api/auth/admin/login'
      ? tables.filter((table) => !table.startsWith('activity_log:'))
      : tables;
  };

  it('derives its requests from every operation of the OpenAPI document, with real cursors', () => {
    expect(operations.length).toBeGreaterThanOrEqual(76);
    expect(operations.map((operation) => `${operation.method} ${operation.path}`)).toContain(
      'PATCH /api/found-reports/{reportId}/storage-location',
    );
    expect(fixtures.cursor!.length).toBeGreaterThanOrEqual(6);
  });

  const cursor = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
  const sortedCursor = (value: object) => cursor(JSON.stringify(value));
  const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const at = '2026-01-02T03:04:05.123456Z';

  it.each<[string, Caller, string, string, unknown?]>([
    ['NUL in a path segment', 'member', 'PATCH', '/api/found-reports/%00/claim', {}],
    ['NUL in an admin email path', 'admin', 'GET', '/api/admins/%00'],
    [
      'NUL in the admin login email',
      'anonymous',
      'POST',
      '/api/auth/admin/login',
      { email: 'a\u0000@diu.edu.bd', password: 'x' },
    ],
    [
      'NUL in a reset request email',
      'anonymous',
      'POST',
      '/api/auth/password-reset/request',
      { email: '\u0000' },
    ],
    ['NUL in a search', 'member', 'GET', '/api/found-reports/search?q=%00'],
    [
      'an impossible cursor time',
      'member',
      'GET',
      `/api/found-reports/stored-for-users?cursor=${cursor(`2024-13-45T25:61:61.000000Z|${uuid}`)}`,
    ],
    [
      'an infinite cursor score',
      'member',
      'GET',
      `/api/found-reports/search?q=wallet&cursor=${cursor(`${at}|${uuid}|1e999999`)}`,
    ],
    [
      'a 19-digit activity-log id',
      'admin',
      'GET',
      `/api/admin/dashboard/activity-log?cursor=${sortedCursor({ s: 'date', d: 'desc', k: [at], i: '9999999999999999999' })}`,
    ],
    [
      'an impossible moment in a sorted cursor',
      'admin',
      'GET',
      `/api/found-reports/stored?sort=submitted&dir=desc&cursor=${sortedCursor({ s: 'submitted', d: 'desc', k: ['2026-13-45T25:61:61.000000Z'], i: uuid })}`,
    ],
    [
      'year 0000 in a sorted cursor',
      'admin',
      'GET',
      `/api/found-reports/resolved?cursor=${sortedCursor({ s: 'handedOver', d: 'desc', k: ['0000-01-01T00:00:00.000000Z'], i: uuid })}`,
    ],
    [
      '30 February in a sorted cursor',
      'admin',
      'GET',
      `/api/lost-reports/open?cursor=${sortedCursor({ s: 'submitted', d: 'desc', k: ['2026-02-30T00:00:00.000000Z'], i: uuid })}`,
    ],
    [
      'NUL in a sort key',
      'admin',
      'GET',
      `/api/found-reports/claimed?sort=item&dir=asc&cursor=${sortedCursor({ s: 'item', d: 'asc', k: ['a\u0000b'], i: uuid })}`,
    ],
    ['from 0000-01-01', 'member', 'GET', '/api/found-reports/stored-for-users?from=0000-01-01'],
    ['an unknown category', 'member', 'GET', '/api/found-reports/stored-for-users?category=Spaceship'],
    ['to 0000-01-01', 'admin', 'GET', '/api/lost-reports/open?to=0000-01-01'],
    ['30 February as a filter', 'admin', 'GET', '/api/found-reports/reported?from=2026-02-30'],
    ['NUL in an ID looked up', 'admin', 'GET', '/api/id-lookup?q=FND%00232'],
    ['an ID looked up of 41 characters', 'admin', 'GET', `/api/id-lookup?q=${'2'.repeat(41)}`],
    ['no ID to look up', 'admin', 'GET', '/api/id-lookup?q=%20'],
    [
      'a found date of 0000-01-01',
      'member',
      'POST',
      '/api/found-reports',
      { ...foundPayload(), found_date: '0000-01-01' },
    ],
  ])('refuses %s with a 400 and a message', async (_name, caller, method, url, body) => {
    const operation = { method, path: url } as FuzzOperation;
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: await cookieFor(caller, operation),
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it.each<[Caller, string]>([
    ['member', '/api/found-reports'],
    ['member', '/api/found-reports/FND000001/claim'],
    ['admin', '/api/found-reports/manual-entry'],
    ['anonymous', '/api/auth/admin/login'],
  ])('refuses a deeply nested body from a %s to %s before walking it', async (caller, url) => {
    const method = url.endsWith('/claim') ? 'PATCH' : 'POST';
    const response = await t.app.inject({
      method,
      url,
      headers: {
        ...(await cookieFor(caller, { method, path: url } as FuzzOperation)),
        'content-type': 'application/json',
      },
      payload: nestedJson(100_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is nested too deeply.');
  });

  it('counts only brackets outside strings, and lets a body 16 levels deep through to validation', async () => {
    const cookie = await t.newSession(memberA);
    const brackets = '[[[[{{{{'.repeat(40);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports',
      headers: { cookie },
      payload: { ...foundPayload(), item_description: `A black wallet ${brackets}` },
    });
    expect(created.statusCode).toBe(201);
    const sixteen = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports',
      headers: { cookie, 'content-type': 'application/json' },
      payload: `{"itemName":${'['.repeat(15)}${']'.repeat(15)}}`,
    });
    expect(sixteen.statusCode).toBe(400);
    expect(sixteen.json().message).not.toBe('The request body is nested too deeply.');
  });

  it(
    'answers every one with a 4xx (JSON message, nothing written) or a success, never a 5xx',
    async () => {
      const answered = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(malformedRequest(operations, fixtures), async ({ caller, operation, request }) => {
          const headers = {
            ...(request.headers as Record<string, string> | undefined),
            ...(await cookieFor(caller, operation)),
          };
          const before = await state(operation);
          const response = await t.app.inject({ ...request, headers });
          const where = `${caller} ${request.method} ${request.url} ${JSON.stringify(request.query)} ${String(request.payload ?? '').slice(0, 300)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          answered.set(String(response.statusCode), (answered.get(String(response.statusCode)) ?? 0) + 1);
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(typeof response.json().message, where).toBe('string');
            expect(await state(operation), `${where}\nwrote on a refusal`).toEqual(before);
          }
        }),
        { seed, numRuns: runs, interruptAfterTimeLimit: runs * 600 },
      );
      // The budget must reach handlers, not only the first checks.
      expect(
        [...answered.keys()].some((status) => /^2/.test(status)),
        JSON.stringify([...answered]),
      ).toBe(true);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok' });
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/found-reports/stored-for-users',
        headers: { cookie: await t.newSession(memberA) },
      });
      expect(list.statusCode).toBe(200);
    },
    120_000 + runs * 800,
  );
});
