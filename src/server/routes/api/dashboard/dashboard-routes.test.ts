import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHART_WEEKS } from '#shared/schemas/dashboard-charts';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { insertFoundReports, lostPayload } from '#server/routes/api/found-reports/found-report-fixtures';

const nextLink = (link: string | string[] | undefined): string | null => {
  const header = Array.isArray(link) ? link[0] : link;
  return header?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
};

describe.each(databaseKinds)('the dashboard on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
  });
  afterAll(async () => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
  async function length(firstUrl: string) {
    let count = 0;
    let url: string | null = firstUrl;
    while (url) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      count += response.json<unknown[]>().length;
      url = nextLink(response.headers.link);
    }
    return count;
  }

  it('counts exactly what each list of the same name shows, on a mixed catalogue', async () => {
    await insertFoundReports(t.db, [
      ...Array.from({ length: 7 }, () => ({ status: 'reported' as const })),
      ...Array.from({ length: 9 }, () => ({ status: 'stored' as const })),
      ...Array.from({ length: 4 }, () => ({ status: 'stored' as const, claimCount: 2 })),
      ...Array.from({ length: 5 }, () => ({ status: 'handed_over' as const })),
    ]);
    const member = await t.signInMember();
    for (let i = 0; i < 6; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/lost-reports',
        headers: { cookie: member.cookie },
        payload: lostPayload(),
      });
      expect(response.statusCode).toBe(201);
    }
    // A closed lost report is not on the list, so not in the count.
    await t.db.execute(
      sql`UPDATE lost_reports SET status = 'closed' WHERE id = (SELECT id FROM lost_reports LIMIT 1)`,
    );

    const stats = (await get('/api/admin/dashboard/stats')).json();
    expect(stats).toEqual({
      lostReports: await length('/api/lost-reports/open?limit=4'),
      foundReports: await length('/api/found-reports/reported?limit=4'),
      recoveredItems: await length('/api/found-reports/stored?limit=4'),
      claimedItems: await length('/api/found-reports/claimed?limit=4'),
      resolvedItems: await length('/api/found-reports/resolved?limit=4'),
    });
    expect(stats).toEqual({
      lostReports: 5,
      foundReports: 7,
      recoveredItems: 13,
      claimedItems: 4,
      resolvedItems: 5,
    });
  });

  it('charts found and returned items per week, the return rate, the median days and the top categories and places', async () => {
    await t.db.execute(sql`DELETE FROM found_reports`);
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
    await insertFoundReports(t.db, [
      { itemName: 'Black Wallet', location: 'Cafeteria', foundDate: daysAgo(0), status: 'stored' },
      { itemName: 'Brown wallet', location: 'cafeteria', foundDate: daysAgo(1), status: 'stored' },
      { itemName: 'Phone', location: 'Library', foundDate: daysAgo(2), status: 'stored' },
      { itemName: 'Umbrella', location: 'Main Gate', foundDate: daysAgo(3), status: 'reported' },
      { itemName: 'Old wallet', location: 'Cafeteria', foundDate: daysAgo(400), status: 'stored' },
    ]);
    // Two handed back today: found 4 and 10 days ago.
    await insertFoundReports(t.db, [
      { itemName: 'Keys', location: 'Library', foundDate: daysAgo(4), status: 'handed_over' },
      { itemName: 'Laptop', location: 'Gymnasium', foundDate: daysAgo(10), status: 'handed_over' },
    ]);
    const response = await get('/api/admin/dashboard/charts');
    expect(response.statusCode, response.body).toBe(200);
    const charts = response.json();
    expect(charts.weeks).toHaveLength(CHART_WEEKS);
    expect(charts.weeks.reduce((sum: number, week: { found: number }) => sum + week.found, 0)).toBe(6);
    expect(charts.weeks.at(-1).returned).toBe(2);
    // Of the 5 items found in the window that reached the office (not the reported umbrella), 2 went back.
    expect(charts.returnRate).toBeCloseTo(2 / 5);
    expect(charts.medianDaysToReturn).toBe(7);
    expect(charts.topCategories[0]).toEqual({ name: 'Wallet', count: 2 });
    expect(charts.topPlaces[0]).toEqual({ name: 'Cafeteria', count: 2 });
    expect(charts.topPlaces[1]).toEqual({ name: 'Library', count: 2 });
  });

  it('refuses members', async () => {
    const member = await t.signInMember();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard/charts',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode).toBe(403);
  });
});
