import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app';
import {
  fuzzRoutes,
  malformedRequest,
  nestedJson,
  type Caller,
  type FuzzRoute,
} from '../support/malformed-requests';

/**
 * Property: whatever malformed request anyone sends to any route, the answer
 * is never a 5xx, an /api error is JSON with a message, and the server still
 * answers normally afterwards. CI runs a small fixed-seed budget; `npm run
 * fuzz` runs many more (FUZZ_RUNS, FUZZ_SEED).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 150);
const seed = Number(process.env.FUZZ_SEED ?? 20261122);

describe.each(databaseKinds)('malformed requests on %s', (kind) => {
  let t: TestApp;
  const seen: RouteOptions[] = [];
  let routes: FuzzRoute[];

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { onRoute: (route) => seen.push(route) });
    routes = fuzzRoutes(seen);
  });
  afterAll(async () => t?.close());

  async function cookieFor(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    const signedIn =
      caller === 'admin' ? await t.signInAdmin() : await t.signInMember({ complete: caller === 'member' });
    return { cookie: signedIn.cookie };
  }

  it('finds the routes to try', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.map((route) => `${route.method} ${route.url}`)).toContain(
      'PATCH /api/found-reports/:reportId/claim',
    );
  });

  const cursor = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
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
      `/api/admin/dashboard/activity-log?cursor=${cursor(`${at}|9999999999999999999`)}`,
    ],
    ['from 0000-01-01', 'member', 'GET', '/api/found-reports/stored-for-users?from=0000-01-01'],
    ['to 0000-01-01', 'admin', 'GET', '/api/lost-reports/open?to=0000-01-01'],
    [
      'a found date of 0000-01-01',
      'member',
      'POST',
      '/api/found-reports',
      {
        itemName: 'Wallet',
        color: 'black',
        item_description: 'A black leather wallet',
        found_date: '0000-01-01',
        found_location: 'Library',
      },
    ],
  ])('refuses %s with a 400 and a message', async (_name, caller, method, url, body) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url,
      headers: await cookieFor(caller),
      ...(body !== undefined ? { payload: body as object } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(typeof response.json().message).toBe('string');
  });

  it.each<[Caller, string]>([
    ['member', '/api/found-reports'],
    ['member', '/api/found-reports/FND000001/claim'],
    ['admin', '/api/found-reports/manual-entry'],
    ['anonymous', '/api/auth/admin/login'],
  ])('refuses a deeply nested body from a %s to %s before walking it', async (caller, url) => {
    const response = await t.app.inject({
      method: url.endsWith('/claim') ? 'PATCH' : 'POST',
      url,
      headers: { ...(await cookieFor(caller)), 'content-type': 'application/json' },
      payload: nestedJson(100_000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The request body is nested too deeply.');
  });

  it('counts only brackets outside strings, and lets a body 16 levels deep through to validation', async () => {
    const { cookie } = await t.signInMember();
    const brackets = '[[[[{{{{'.repeat(40);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports',
      headers: { cookie },
      payload: {
        itemName: 'Wallet',
        color: 'black',
        item_description: `A black wallet ${brackets}`,
        found_date: '2025-01-15',
        found_location: 'Library',
      },
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
    'answers every one with a 4xx (JSON message) or a success, never a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(malformedRequest(routes), async ({ caller, request }) => {
          const headers = {
            ...(request.headers as Record<string, string> | undefined),
            ...(await cookieFor(caller)),
          };
          const response = await t.app.inject({ ...request, headers });
          const where = `${caller} ${request.method} ${request.url} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400 && request.url.startsWith('/api/')) {
            expect(typeof response.json().message, where).toBe('string');
          }
        }),
        { seed, numRuns: runs, interruptAfterTimeLimit: runs * 400 },
      );
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ status: 'ok' });
      const member = await t.signInMember();
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/found-reports/stored-for-users',
        headers: { cookie: member.cookie },
      });
      expect(list.statusCode).toBe(200);
    },
    60_000 + runs * 500,
  );
});
