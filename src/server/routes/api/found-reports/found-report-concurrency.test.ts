import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { foundPayload, insertFoundReports, lostPayload, personPayload } from './found-report-fixtures';

describe.each(databaseKinds)('the lifecycle under concurrent requests on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
  });
  afterAll(async () => t?.close());

  it('counts 100 simultaneous claims by different members exactly', async () => {
    const [item] = await insertFoundReports(t.db, [{ itemName: 'Power Bank' }]);
    const members = [];
    for (let i = 0; i < 100; i += 1) members.push(await t.signInMember());
    const responses = await Promise.all(
      members.map((member) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/found-reports/${item!.report_id}/claim`,
          headers: { cookie: member.cookie },
          payload: { message: 'mine' },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(100).fill(200));
    const [row] = await queryRows(
      t.db,
      sql`SELECT claim_count, (SELECT count(*)::int FROM claims WHERE found_report_id = f.id) AS claims
          FROM found_reports f WHERE report_id = ${item!.report_id}`,
      z.object({ claim_count: z.number(), claims: z.number() }),
    );
    expect(row).toEqual({ claim_count: 100, claims: 100 });
  });

  it('lets one member claim once even when both tries arrive together', async () => {
    const [item] = await insertFoundReports(t.db, [{ itemName: 'Earbuds' }]);
    const member = await t.signInMember();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/found-reports/${item!.report_id}/claim`,
          headers: { cookie: member.cookie },
          payload: {},
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const [row] = await queryRows(
      t.db,
      sql`SELECT claim_count FROM found_reports WHERE report_id = ${item!.report_id}`,
      z.object({ claim_count: z.number() }),
    );
    expect(row!.claim_count).toBe(1);
  });

  it('hands an item over exactly once when 20 admins try at the same moment', async () => {
    const [item] = await insertFoundReports(t.db, [{ itemName: 'Laptop' }]);
    const admins = [];
    for (let i = 0; i < 20; i += 1) admins.push(await t.signInAdmin());
    const responses = await Promise.all(
      admins.map((other, i) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/found-reports/${item!.report_id}/handover`,
          headers: { cookie: other.cookie },
          payload: {
            receiver: personPayload(t, { name: `Receiver ${i}`, email: `receiver${i}@example.com` }),
          },
        }),
      ),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(ok).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const response of refused) {
      expect(response.json().message).toBe('This item has already been handed over.');
    }
    const [log] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM activity_log
          WHERE kind = 'item_handed_over' AND action = ${`Handed over #${item!.report_id}`}`,
      z.object({ n: z.number() }),
    );
    expect(log!.n).toBe(1);
  });

  // What is tested is that no two of 500 writes share an id, not how fast they are: on a shared
  // machine they can outlast the usual limit, and the writes a timed-out test leaves running
  // would then starve the tests after it.
  it('gives 500 simultaneous reports 500 different ids', { timeout: 180_000 }, async () => {
    const member = await t.signInMember();
    const responses = await Promise.all(
      Array.from({ length: 500 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: i % 2 === 0 ? '/api/found-reports' : '/api/lost-reports',
          headers: { cookie: member.cookie },
          payload: i % 2 === 0 ? foundPayload() : lostPayload(),
        }),
      ),
    );
    expect(responses.every((response) => response.statusCode === 201)).toBe(true);
    const ids = responses.map((response) => response.json().reportId as string);
    expect(new Set(ids).size).toBe(500);
    expect(ids.filter((id) => /^FND\d{6}$/.test(id))).toHaveLength(250);
    expect(ids.filter((id) => /^LST\d{6}$/.test(id))).toHaveLength(250);
  });

  it('stores a reported item once when two admins press Item Stored together', async () => {
    const [item] = await insertFoundReports(t.db, [{ status: 'reported' }]);
    const other = await t.signInAdmin();
    const responses = await Promise.all(
      [admin, other.cookie].map((cookie) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/found-reports/${item!.report_id}/store`,
          headers: { cookie },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it("keeps the members' list total right through stores and handovers made at the same moment", async () => {
    const reported = await insertFoundReports(
      t.db,
      Array.from({ length: 20 }, () => ({ status: 'reported' as const })),
    );
    const stored = await insertFoundReports(
      t.db,
      Array.from({ length: 10 }, () => ({})),
    );
    const others = [admin, (await t.signInAdmin()).cookie, (await t.signInAdmin()).cookie];
    const responses = await Promise.all([
      ...reported.map((item, i) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/found-reports/${item.report_id}/store`,
          headers: { cookie: others[i % others.length] },
        }),
      ),
      ...stored.map((item, i) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/found-reports/${item.report_id}/handover`,
          headers: { cookie: others[i % others.length] },
          payload: { receiver: personPayload(t, { name: `Receiver ${i}`, email: `owner${i}@example.com` }) },
        }),
      ),
    ]);
    expect(responses.map((response) => response.statusCode)).toEqual(Array(30).fill(200));
    const member = await t.signInMember();
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/found-reports/stored-for-users?limit=1',
      headers: { cookie: member.cookie },
    });
    const [counted] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM found_reports WHERE status = 'stored'`,
      z.object({ n: z.number() }),
    );
    expect(list.headers['x-total-count']).toBe(String(counted!.n));
    const kept = await queryRows(
      t.db,
      sql`SELECT c.status, c.items::int AS items,
            (SELECT count(*)::int FROM found_reports f WHERE f.status = c.status) AS counted
          FROM found_report_status_counts c ORDER BY c.status`,
      z.object({ status: z.string(), items: z.number(), counted: z.number() }),
    );
    for (const row of kept) expect(row.items).toBe(row.counted);
  });
});
