import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app';

const TOKEN = 'a-metrics-token-of-some-length';

/** The value of one series in Prometheus' text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds)('Prometheus metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('count and time requests per route, and tell cache hits from misses', async () => {
    const member = await t.signInMember();
    for (let i = 0; i < 3; i += 1) {
      await t.app.inject({
        method: 'GET',
        url: '/api/found-reports/stored-for-users',
        headers: { cookie: member.cookie },
      });
    }
    const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
    const count = sample(
      response.body,
      'http_request_duration_seconds_count{method="GET",route="/api/found-reports/stored-for-users",status="200"}',
    );
    expect(count).toBeGreaterThanOrEqual(3);
    expect(response.body).toMatch(
      /http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/found-reports\/stored-for-users"/,
    );
    // The first page was read once, then answered from memory; the session too.
    expect(
      sample(response.body, 'cache_lookups_total{cache="member-list-pages",result="hit"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(response.body, 'cache_lookups_total{cache="sessions",result="hit"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(response.body).toMatch(/^# TYPE mails_total counter/m);
    expect(response.body).toMatch(/^# TYPE image_uploads_total counter/m);
    if (kind === 'postgres')
      expect(sample(response.body, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
  });

  it('are refused to callers from elsewhere', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Metrics are not available to this caller.');
  });

  it.each([
    { 'x-forwarded-for': '203.0.113.7' },
    { 'x-forwarded-for': '127.0.0.1' },
    { forwarded: 'for=203.0.113.7' },
    { 'x-real-ip': '203.0.113.7' },
    { 'x-forwarded-host': 'lostandfound.example.edu' },
  ])('are refused to a local proxy that forwards for someone, unless it is trusted: %o', async (headers) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('Prometheus metrics behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => t?.close());

  it('answer the proxy for a client on this machine, and refuse it for anyone else', async () => {
    const local = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(local.statusCode).toBe(200);
    const outside = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(outside.statusCode).toBe(403);
  });
});

describe('Prometheus metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => t?.close());

  it('answer only a caller bearing the token, wherever it calls from', async () => {
    const without = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(without.statusCode).toBe(403);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toMatch(/^http_request_duration_seconds_count/m);
  });
});
