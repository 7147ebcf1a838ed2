import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '#server/db/client';
import { latestTodayAnywhere } from '#shared/dates';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { foundPayload, insertFoundReports, lostPayload, personPayload } from './found-report-fixtures';

const nextLink = (link: string | string[] | undefined): string | null => {
  const header = Array.isArray(link) ? link[0] : link;
  const match = header?.match(/^<([^>]+)>; rel="next"$/);
  return match ? match[1]! : null;
};

const addDays = (iso: string, days: number) => {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(databaseKinds)('paging and date filters on %s', (kind) => {
  let t: TestApp;
  let member: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = (await t.signInMember()).cookie;
    admin = (await t.signInAdmin()).cookie;
  });
  afterAll(async () => t?.close());

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  /** Follows Link rel="next" to the end, running `between` after each page. */
  async function walk(cookie: string, firstUrl: string, between: () => Promise<void> = async () => {}) {
    const seen: string[] = [];
    let url: string | null = firstUrl;
    let pages = 0;
    while (url) {
      const response = await get(cookie, url);
      expect(response.statusCode).toBe(200);
      const items = response.json<{ _id?: string; reportId?: string; action?: string }[]>();
      seen.push(...items.map((item) => item.reportId ?? item.action ?? ''));
      url = nextLink(response.headers.link);
      pages += 1;
      if (url) expect(url.startsWith(firstUrl.split('?')[0]!)).toBe(true);
      await between();
    }
    return { seen, pages };
  }

  it('walks every stored item exactly once while new items arrive between pages', async () => {
    // Half the rows share one created_at: the id breaks the tie.
    const rows = await insertFoundReports(
      t.db,
      Array.from({ length: 50 }, (_, i) => ({ ageSeconds: i < 25 ? 1000 : 2000 + i })),
    );
    let added = 0;
    const { seen, pages } = await walk(member, '/api/found-reports/stored-for-users?limit=7', async () => {
      added += 1;
      await t.app.inject({
        method: 'POST',
        url: '/api/found-reports/manual-entry',
        headers: { cookie: admin },
        payload: { ...foundPayload(), founder: personPayload(t) },
      });
    });
    expect(pages).toBe(8);
    expect(new Set(seen).size).toBe(seen.length);
    expect(new Set(seen)).toEqual(new Set(rows.map((row) => row.report_id)));
    expect(added).toBe(8);
    // The items that arrived meanwhile head the next first page.
    const first = (await get(member, '/api/found-reports/stored-for-users?limit=8')).json();
    expect(first.every((card: { reportId: string }) => !seen.includes(card.reportId))).toBe(true);
  });

  it('has no Link header on the last page and 24 items by default', async () => {
    const all = await get(member, '/api/found-reports/stored-for-users?limit=100');
    expect(all.headers.link).toBeUndefined();
    const firstPage = await get(member, '/api/found-reports/stored-for-users');
    expect(firstPage.json()).toHaveLength(24);
    expect(nextLink(firstPage.headers.link)).toMatch(/^\/api\/found-reports\/stored-for-users\?cursor=/);
  });

  it('pages the admin lists, the resolved list by handover time', async () => {
    const items = await insertFoundReports(
      t.db,
      Array.from({ length: 9 }, () => ({ status: 'reported' as const })),
    );
    const reported = await walk(admin, '/api/found-reports/reported?limit=4');
    expect(reported.seen).toEqual(items.map((row) => row.report_id).reverse());
    const stored = await walk(admin, '/api/found-reports/stored?limit=10');
    expect(new Set(stored.seen).size).toBe(stored.seen.length);
    // Hand over in a known order; the latest handover comes first.
    const handed = stored.seen.slice(0, 5);
    for (const reportId of handed) {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/found-reports/${reportId}/handover`,
        headers: { cookie: admin },
        payload: { receiver: personPayload(t) },
      });
      expect(response.statusCode).toBe(200);
    }
    const resolved = await walk(admin, '/api/found-reports/resolved?limit=2');
    expect(resolved.seen).toEqual([...handed].reverse());
    const log = await walk(admin, '/api/admin/dashboard/activity-log?limit=3');
    expect(log.seen.slice(0, 5)).toEqual([...handed].reverse().map((id) => `Handed over #${id}`));
    expect(new Set(log.seen).size).toBe(log.seen.length);
  });

  it('pages the open lost reports', async () => {
    for (let i = 0; i < 5; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/lost-reports',
        headers: { cookie: member },
        payload: lostPayload(),
      });
    }
    const { seen, pages } = await walk(admin, '/api/lost-reports/open?limit=2');
    expect(seen).toHaveLength(5);
    expect(pages).toBe(3);
    expect([...seen].sort().reverse()).toEqual(seen);
  });

  it('filters on found_date, both ends inclusive', async () => {
    const today = latestTodayAnywhere();
    const base = addDays(today, -40);
    const days = [0, 1, 2, 3].map((offset) => addDays(base, offset));
    const rows = await insertFoundReports(
      t.db,
      days.map((foundDate) => ({ foundDate, itemName: 'Dated Sweater' })),
    );
    const ids = async (url: string) => {
      const response = await get(url.includes('/stored?') ? admin : member, url);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().map((card: { reportId: string }) => card.reportId);
    };
    const byDay = Object.fromEntries(days.map((day, i) => [day, rows[i]!.report_id]));
    expect(await ids(`/api/found-reports/stored-for-users?from=${days[1]}&to=${days[2]}&limit=100`)).toEqual([
      byDay[days[2]!],
      byDay[days[1]!],
    ]);
    expect(await ids(`/api/found-reports/stored-for-users?from=${days[3]}&limit=100`)).toEqual([
      byDay[days[3]!],
    ]);
    expect(await ids(`/api/found-reports/stored-for-users?from=${days[2]}&to=${days[2]}`)).toEqual([
      byDay[days[2]!],
    ]);
    expect(await ids(`/api/found-reports/search?q=sweater&from=${days[0]}&to=${days[1]}`)).toEqual(
      expect.arrayContaining([byDay[days[0]!], byDay[days[1]!]]),
    );
    expect(await ids(`/api/found-reports/search?q=sweater&from=${days[0]}&to=${days[1]}`)).toHaveLength(2);
    expect(await ids(`/api/found-reports/stored?to=${addDays(base, -1)}&limit=100`)).not.toContain(
      byDay[days[0]!],
    );
  });

  it.each([
    ['from after to', `from=2025-05-02&to=2025-05-01`, 'From date cannot be later than To date'],
    ['from in the future', `from=2999-01-01`, 'From date cannot be in the future'],
    ['to in the future', `to=2999-01-01`, 'To date cannot be in the future'],
    ['not a date', `from=2025-02-30`, 'from must be a date (YYYY-MM-DD)'],
    ['limit 0', `limit=0`, 'limit must be at least 1'],
    ['limit over 100', `limit=101`, 'limit must be at most 100'],
    [
      'a forged cursor',
      `cursor=${Buffer.from("x' OR 1=1|y").toString('base64url')}`,
      'The page cursor is not valid',
    ],
  ])('refuses %s with 400', async (_name, query, message) => {
    for (const path of [
      '/api/found-reports/stored-for-users',
      '/api/found-reports/stored',
      '/api/lost-reports/open',
    ]) {
      const response = await get(path.includes('stored-for-users') ? member : admin, `${path}?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });

  it('accepts today as both ends of the filter', async () => {
    const today = latestTodayAnywhere();
    const response = await get(member, `/api/found-reports/stored-for-users?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
  });

  it('orders pages with the composite index, not by sorting the table', async () => {
    await insertFoundReports(
      t.db,
      Array.from({ length: 2000 }, (_, i) => ({ ageSeconds: i })),
    );
    await t.db.execute(sql`ANALYZE found_reports`);
    const plan = await queryRows(
      t.db,
      sql`EXPLAIN SELECT id FROM found_reports f WHERE f.status = 'stored'
          AND (f.created_at, f.id) < (now(), '00000000-0000-4000-8000-000000000000'::uuid)
          ORDER BY f.created_at DESC, f.id DESC LIMIT 25`,
      z.object({ 'QUERY PLAN': z.string() }),
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/found_reports_status_created_idx/);
    expect(text).not.toMatch(/Seq Scan on found_reports/);
  });
});
