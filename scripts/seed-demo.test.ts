import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { queryRows } from '#server/db/client';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { seedDemo } from './seed-demo';

const countRow = z.object({ n: z.number() });
const futureRow = z.object({ found: z.number(), lost: z.number(), claims: z.number(), log: z.number() });
const creditRow = z.object({ admin_name: z.string(), admin_email: z.string() });

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
    const [row] = await queryRows(
      t.db,
      sql`SELECT count(DISTINCT item_name)::int AS n FROM found_reports WHERE status = 'stored'`,
      countRow,
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

  it('is never dated in the future and credits every action to the demo admin', async () => {
    const [future] = await queryRows(
      t.db,
      sql`SELECT
            (SELECT count(*) FROM found_reports WHERE created_at > now() OR stored_at > now()
               OR handed_over_at > now() OR found_date > current_date)::int AS found,
            (SELECT count(*) FROM lost_reports WHERE created_at > now() OR lost_date > current_date)::int AS lost,
            (SELECT count(*) FROM claims WHERE claimed_at > now())::int AS claims,
            (SELECT count(*) FROM activity_log WHERE created_at > now())::int AS log`,
      futureRow,
    );
    expect(future).toEqual({ found: 0, lost: 0, claims: 0, log: 0 });
    const credited = await queryRows(
      t.db,
      sql`SELECT DISTINCT admin_name, admin_email FROM activity_log WHERE admin_email IS NOT NULL
          UNION SELECT DISTINCT 'stored', stored_by_email FROM found_reports WHERE stored_by_email IS NOT NULL
          UNION SELECT DISTINCT 'handed over', handed_over_by_email FROM found_reports WHERE handed_over_by_email IS NOT NULL`,
      creditRow,
    );
    expect(new Set(credited.map((row) => row.admin_email))).toEqual(
      new Set([t.config.demoAdminEmail.toLowerCase()]),
    );
    expect(
      credited.find((row) => row.admin_name !== 'stored' && row.admin_name !== 'handed over')?.admin_name,
    ).toBe('Demo Admin');
  });

  it('keeps claim counts equal to the open claims', async () => {
    const [row] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM found_reports f
          WHERE f.claim_count <> (SELECT count(*) FROM claims c
            WHERE c.found_report_id = f.id AND c.status IN ('pending', 'approved'))`,
      countRow,
    );
    expect(row!.n).toBe(0);
  });

  it('refuses to seed a database that already has reports, writing nothing', async () => {
    const count = async () =>
      (await queryRows(t.db, sql`SELECT count(*)::int AS n FROM found_reports`, countRow))[0]!.n;
    const before = await count();
    await expect(seedDemo(t.db, t.config)).rejects.toThrow(/already holds/);
    expect(await count()).toBe(before);
  });
});
