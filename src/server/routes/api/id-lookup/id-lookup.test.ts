import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdCandidate } from '#shared/schemas/id-lookup';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { FIRST_DESK_ID } from '#server/db/schema';
import {
  insertFoundReports,
  insertHallAndGymDesks,
} from '#server/routes/api/found-reports/found-report-fixtures';

/**
 * The console's ID box (decision 0069): one call takes any FND, LST or CLM ID
 * or part of one, in any state, and lists what it names, kept to desk staff's
 * desks; the record each candidate opens answers in every state too.
 */
describe.each(databaseKinds)("the console's ID box on %s", (kind) => {
  let t: TestApp;
  let admin: string;
  let staff: string;

  const lookUp = async (cookie: string, q: string) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/id-lookup?q=${encodeURIComponent(q)}`,
      headers: { cookie },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ candidates: IdCandidate[] }>().candidates;
  };
  const ids = (candidates: IdCandidate[]) => candidates.map((candidate) => candidate.id);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
    staff = (await t.signInStaff([FIRST_DESK_ID])).cookie;
    const { gymDesk } = await insertHallAndGymDesks(t.db);
    const items = await insertFoundReports(t.db, [
      { itemName: 'Blue Umbrella', ageSeconds: 50 },
      { itemName: 'Red Scarf', status: 'reported', ageSeconds: 40 },
      { itemName: 'Steel Bottle', status: 'handed_over', ageSeconds: 30 },
      { itemName: 'Grey Hoodie', deskId: gymDesk, ageSeconds: 20 },
    ]);
    const named = ['FND000232', 'FND001232', 'FND023200', 'FND000233'];
    for (const [index, item] of items.entries()) {
      await t.db.execute(
        sql`UPDATE found_reports SET report_id = ${named[index]!} WHERE id = ${item.id}::uuid`,
      );
    }
    // The hoodie was donated and, past the retention period, its people erased.
    await t.db
      .execute(sql`UPDATE found_reports SET status = 'disposed', disposition = 'donated', disposed_at = '2025-01-10T09:00:00Z',
            personal_data_erased_at = '2026-01-10T09:00:00Z'
          WHERE report_id = 'FND000233'`);
    await t.db
      .execute(sql`INSERT INTO lost_reports (report_id, item_name, color, description, lost_date, lost_location, status,
            closed_reason, closed_at, personal_data_erased_at)
          VALUES ('LST000232', 'Black Wallet', 'Black', 'Leather, two cards', '2025-06-01', 'Canteen', 'open', NULL, NULL, NULL),
                 ('LST000012', 'Green Cap', 'Green', 'Cotton cap', '2024-01-05', 'Field', 'closed',
                  'period_over', '2024-04-05T00:00:00Z', '2025-04-05T00:00:00Z')`);
    await t.db.execute(sql`INSERT INTO claims (claim_id, found_report_id, status)
          SELECT 'CLM000232', id, 'pending' FROM found_reports WHERE report_id = 'FND000232'`);
  });
  afterAll(async () => t?.close());

  it('lists the whole ID of each kind first, then IDs ending in the digits, then IDs holding them', async () => {
    const candidates = await lookUp(admin, '232');
    expect(ids(candidates.slice(0, 3)).sort()).toEqual(['CLM000232', 'FND000232', 'LST000232']);
    expect(ids(candidates.slice(3))).toEqual(['FND001232', 'FND023200']);
    expect(candidates.find((each) => each.id === 'CLM000232')).toMatchObject({
      kind: 'claim',
      name: 'Blue Umbrella',
      state: 'pending',
      deskId: FIRST_DESK_ID,
      itemId: 'FND000232',
      exact: true,
      otherDesk: false,
    });
    expect(candidates.find((each) => each.id === 'LST000232')).toMatchObject({
      kind: 'lost',
      state: 'open',
      deskId: null,
      itemId: null,
    });
    expect(candidates.find((each) => each.id === 'FND023200')).toMatchObject({
      state: 'handed_over',
      exact: false,
    });
  });

  it('reads a prefix, part of one, any case, spaces and leading zeros as the ID they name', async () => {
    // Among IDs holding the digits, the newest first.
    expect(ids(await lookUp(admin, 'fnd23'))).toEqual(['FND000233', 'FND023200', 'FND001232', 'FND000232']);
    expect(ids(await lookUp(admin, 'LST00012'))).toEqual(['LST000012']);
    expect(ids(await lookUp(admin, '#cl 232'))).toEqual(['CLM000232']);
    expect(ids(await lookUp(admin, 'FND0000232'))).toEqual(['FND000232']);
    for (const nothing of ['watch', 'FND999998', 'XYZ232', '7']) {
      expect(await lookUp(admin, nothing), nothing).toEqual([]);
    }
  });

  it('opens a record in every state: a disposed, erased item and a closed, erased lost report say when', async () => {
    const [disposed] = await lookUp(admin, 'FND000233');
    expect(disposed).toMatchObject({ state: 'disposed', erasedAt: '2026-01-10T09:00:00.000Z', exact: true });
    const item = await t.app.inject({
      method: 'GET',
      url: '/api/found-reports/details/FND000233',
      headers: { cookie: admin },
    });
    expect([item.statusCode, item.json().personalDataErasedAt]).toEqual([200, '2026-01-10T09:00:00.000Z']);

    const lost = await t.app.inject({
      method: 'GET',
      url: '/api/lost-reports/details/lst000012',
      headers: { cookie: admin },
    });
    expect(lost.statusCode).toBe(200);
    expect(lost.json()).toMatchObject({
      reportId: 'LST000012',
      status: 'closed',
      closedReason: 'period_over',
      closedAt: '2024-04-05T00:00:00.000Z',
      personalDataErasedAt: '2025-04-05T00:00:00.000Z',
      reportedByUser: null,
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/lost-reports/details/LST999999',
      headers: { cookie: admin },
    });
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'NOT_FOUND']);
  });

  it("lists desk staff their desks' items, and of another desk's only the whole ID: where it is, not what", async () => {
    expect(ids(await lookUp(staff, 'fnd23'))).toEqual(['FND023200', 'FND001232', 'FND000232']);
    const [elsewhere] = await lookUp(staff, 'FND000233');
    expect(elsewhere).toEqual({
      kind: 'found',
      id: 'FND000233',
      name: null,
      state: 'disposed',
      deskId: expect.any(String),
      deskName: 'Gym Desk',
      erasedAt: '2026-01-10T09:00:00.000Z',
      itemId: null,
      exact: true,
      otherDesk: true,
    });
    // Lost reports have no desk: desk staff see them all, as in the open lost reports.
    expect(ids(await lookUp(staff, 'LST000012'))).toEqual(['LST000012']);
  });

  it('refuses an empty or overlong text as a bad request', async () => {
    for (const q of ['', '   ', 'F'.repeat(41)]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/id-lookup?q=${encodeURIComponent(q)}`,
        headers: { cookie: admin },
      });
      expect(answer.statusCode, JSON.stringify(q)).toBe(400);
    }
  });
});
