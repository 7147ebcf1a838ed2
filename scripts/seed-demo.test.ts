import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_CHIPS } from '../src/shared/constants/category-chips';
import { queryRows } from '../src/server/db/client';
import { createTestApp, databaseKinds, type TestApp } from '../tests/support/test-app';
import { seedDemo } from './seed-demo';

describe.each(databaseKinds)('the demo seed on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.db, t.config);
  });
  afterAll(async () => t?.close());

  it('fills every state of the lifecycle and the dashboard', async () => {
    const admin = await t.signInAdmin();
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    const stats = (await get('/api/admin/dashboard/stats')).json();
    for (const count of Object.values(stats)) expect(count).toBeGreaterThan(10);
    expect((await get('/api/admin/dashboard/leaderboard')).json()).toHaveLength(10);
    expect((await get('/api/admin/dashboard/activity-log')).json()).toHaveLength(24);
    const resolved = (await get('/api/found-reports/resolved')).json();
    expect(resolved[0]).toMatchObject({
      takenByUser: { name: expect.any(String) },
      handedOverBy: expect.any(String),
    });
  });

  it('shows members every category among the stored items, findable with a typo', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(DISTINCT item_name)::int AS n FROM found_reports WHERE status = 'stored'`,
    );
    expect(row!.n).toBe(CATEGORY_CHIPS.length);
    const member = await t.signInMember();
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/found-reports/search?q=walet',
      headers: { cookie: member.cookie },
    });
    expect(found.json()[0].itemName).toBe('Wallet');
  });

  it('keeps claim counts equal to the open claims', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM found_reports f
          WHERE f.claim_count <> (SELECT count(*) FROM claims c
            WHERE c.found_report_id = f.id AND c.status IN ('pending', 'approved'))`,
    );
    expect(row!.n).toBe(0);
  });

  it('refuses to seed a database that already has reports, writing nothing', async () => {
    const count = async () =>
      (await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM found_reports`))[0]!.n;
    const before = await count();
    await expect(seedDemo(t.db, t.config)).rejects.toThrow(/already holds/);
    expect(await count()).toBe(before);
  });
});
