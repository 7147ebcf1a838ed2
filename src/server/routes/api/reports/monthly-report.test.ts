import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desks, FIRST_DESK_ID } from '#server/db/schema';
import { insertFoundReports } from '#server/routes/api/found-reports/found-report-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import type { MonthlyFigures, MonthlyReport } from '#shared/schemas/monthly-report';

/** The test clock: 20 March 2026 in Dhaka, so "this month" is March and April has not begun. */
const NOW = new Date('2026-03-20T04:00:00Z');

interface Fixture {
  deskId: () => string;
  foundDate: string;
  status: 'reported' | 'stored' | 'handed_over' | 'disposed';
  /** When it was handed over or let go (UTC). */
  at?: string;
}

/**
 * The monthly report per desk (decision 0065) on fixed fixtures: every figure
 * is counted in SQL, handovers and dispositions dated in the university's time
 * zone (Asia/Dhaka, six hours ahead of UTC).
 */
describe.each(databaseKinds)('the monthly report on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let hallDesk: string;
  let gymDesk: string;

  const report = async (query = '') => {
    const answer = await t.call(admin, 'GET', `/api/admin/reports/monthly${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<MonthlyReport>();
  };
  const rowOf = (result: MonthlyReport, deskId: string) => result.desks.find((row) => row.deskId === deskId)!;

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
    admin = (await t.signInAdmin()).cookie;
    const made = await t.db
      .insert(desks)
      .values([
        { name: 'Hall Desk', place: 'Hall 2, ground floor' },
        { name: 'Gym Desk', place: 'Sports complex' },
      ])
      .returning();
    hallDesk = made[0]!.id;
    gymDesk = made[1]!.id;

    const first = () => FIRST_DESK_ID;
    const hall = () => hallDesk;
    const fixtures: Fixture[] = [
      // The first desk in February: found 3 (A, C, E), returned 2 (A after 7 days, B after 9), disposed 1 (D).
      { deskId: first, foundDate: '2026-02-03', status: 'handed_over', at: '2026-02-10T04:00:00Z' },
      { deskId: first, foundDate: '2026-01-28', status: 'handed_over', at: '2026-02-05T20:00:00Z' },
      { deskId: first, foundDate: '2026-02-14', status: 'stored' },
      { deskId: first, foundDate: '2025-10-01', status: 'disposed', at: '2026-02-20T12:00:00Z' },
      // Handed over at 01:00 on 1 March in Dhaka (still February in UTC): a March return.
      { deskId: first, foundDate: '2026-02-27', status: 'handed_over', at: '2026-02-28T19:00:00Z' },
      // The hall desk: found 2, returned 1 after 1 day.
      { deskId: hall, foundDate: '2026-02-01', status: 'handed_over', at: '2026-02-02T03:00:00Z' },
      { deskId: hall, foundDate: '2026-02-10', status: 'reported' },
      // Another month altogether.
      { deskId: hall, foundDate: '2026-01-05', status: 'disposed', at: '2026-01-31T10:00:00Z' },
    ];
    const rows = await insertFoundReports(
      t.db,
      fixtures.map(() => ({ itemName: 'Report Fixture' })),
    );
    for (const [index, row] of rows.entries()) {
      const item = fixtures[index]!;
      await t.db.execute(sql`UPDATE found_reports
            SET desk_id = ${item.deskId()}::uuid, found_date = ${item.foundDate}::date,
                status = ${item.status}::found_report_status,
                handed_over_at = ${item.status === 'handed_over' ? item.at! : null}::timestamptz,
                disposed_at = ${item.status === 'disposed' ? item.at! : null}::timestamptz,
                disposition = ${item.status === 'disposed' ? 'donated' : null}::disposition_outcome
            WHERE id = ${row.id}::uuid`);
    }
  });
  afterAll(async () => t?.close());

  it('counts a month per desk and for every desk together', async () => {
    const february = await report('?month=2026-02');
    expect(february).toMatchObject({ month: '2026-02', timeZone: 'Asia/Dhaka' });
    expect(february.desks).toHaveLength(3);
    expect(rowOf(february, FIRST_DESK_ID)).toMatchObject({
      found: 3,
      returned: 2,
      disposed: 1,
      medianDaysToReturn: 8,
    });
    expect(rowOf(february, FIRST_DESK_ID).returnRate).toBeCloseTo(2 / 3, 6);
    expect(rowOf(february, hallDesk)).toEqual<MonthlyFigures>({
      deskId: hallDesk,
      deskName: 'Hall Desk',
      found: 2,
      returned: 1,
      disposed: 0,
      returnRate: 1,
      medianDaysToReturn: 1,
    });
    expect(rowOf(february, gymDesk)).toEqual<MonthlyFigures>({
      deskId: gymDesk,
      deskName: 'Gym Desk',
      found: 0,
      returned: 0,
      disposed: 0,
      returnRate: null,
      medianDaysToReturn: null,
    });
    // The median of every desk's returns (1, 7, 9), not of the desks' medians.
    expect(february.total).toEqual<MonthlyFigures>({
      deskId: null,
      deskName: null,
      found: 5,
      returned: 3,
      disposed: 1,
      returnRate: 0.75,
      medianDaysToReturn: 7,
    });
  });

  it('reads one desk, this month by the clock, and dates by the university’s time zone', async () => {
    const hall = await report(`?month=2026-02&desk=${hallDesk}`);
    expect(hall.desks.map((row) => row.deskId)).toEqual([hallDesk]);
    expect(hall.total).toMatchObject({ found: 2, returned: 1, disposed: 0, medianDaysToReturn: 1 });

    const march = await report();
    expect(march.month).toBe('2026-03');
    expect(march.total).toMatchObject({
      found: 0,
      returned: 1,
      disposed: 0,
      returnRate: 1,
      medianDaysToReturn: 2,
    });
    const january = await report('?month=2026-01');
    expect(january.total).toMatchObject({ found: 2, returned: 0, disposed: 1, returnRate: 0 });
  });

  it('refuses a month not begun, a malformed month and an unknown desk, and desk staff', async () => {
    const future = await t.call(admin, 'GET', '/api/admin/reports/monthly?month=2026-04');
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ code: 'MONTH_IN_FUTURE' });
    for (const month of ['2026-13', '2026-3', 'March']) {
      const wrong = await t.call(admin, 'GET', `/api/admin/reports/monthly?month=${month}`);
      expect(wrong.statusCode, month).toBe(400);
    }
    const unknown = await t.call(
      admin,
      'GET',
      '/api/admin/reports/monthly?desk=0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(unknown.statusCode).toBe(404);
    const staff = (await t.signInStaff([hallDesk])).cookie;
    expect((await t.call(staff, 'GET', '/api/admin/reports/monthly')).statusCode).toBe(403);
  });

  it('exports the month as CSV, a row per desk and one for every desk, and logs it', async () => {
    const csv = await t.call(admin, 'GET', '/api/admin/reports/monthly/export?month=2026-02');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="monthly-report-2026-02.csv"');
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Desk,Found,Returned,Disposed,Return Rate,Median Days to Return');
    expect(rows).toContain('Hall Desk,2,1,0,100%,1');
    expect(rows).toContain('Gym Desk,0,0,0,,');
    expect(rows.at(-1)).toBe('All desks,5,3,1,75%,7');
    const log = (await t.call(admin, 'GET', '/api/admin/dashboard/activity-log?limit=5')).json<
      { action: string }[]
    >();
    expect(log.map((entry) => entry.action)).toContain('Exported the monthly report for 2026-02 to CSV');
  });
});
