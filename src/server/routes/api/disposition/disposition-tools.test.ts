import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desks, FIRST_DESK_ID } from '#server/db/schema';
import { insertFoundReports } from '#server/routes/api/found-reports/found-report-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';

/**
 * The Disposition queue's tools and the register of disposed items (decision
 * 0065): the lists' search, desk filter, sort and CSV, and one outcome with
 * one note for several items, all of them or none.
 */
describe.each(databaseKinds)('the Disposition queue tools on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminEmail: string;
  let staff: string;
  let gymDesk: string;

  const call: TestApp['call'] = (...args) => t.call(...args);

  /** Stored items, each held `daysHeld` days at its desk (the holding period is 90 days). */
  async function held(
    items: { itemName: string; color?: string; daysHeld: number; deskId?: string; shelf?: string }[],
  ) {
    const rows = await insertFoundReports(
      t.db,
      items.map(({ itemName, color }) => ({ itemName, color: color ?? 'Black' })),
    );
    for (const [index, row] of rows.entries()) {
      const item = items[index]!;
      await t.db.execute(sql`UPDATE found_reports
            SET stored_at = now() - make_interval(days => ${item.daysHeld}),
                desk_id = ${item.deskId ?? FIRST_DESK_ID}::uuid, storage_location = ${item.shelf ?? null}
            WHERE id = ${row.id}::uuid`);
    }
    return rows.map((row) => row.report_id);
  }

  const ids = (response: { json: () => unknown }) =>
    (response.json() as { reportId: string }[]).map((row) => row.reportId);

  beforeAll(async () => {
    t = await createTestApp(kind);
    const signedIn = await t.signInAdmin();
    admin = signedIn.cookie;
    adminEmail = signedIn.record.email;
    staff = (await t.signInStaff([FIRST_DESK_ID])).cookie;
    const [gym] = await t.db.insert(desks).values({ name: 'Gym Desk', place: 'Sports complex' }).returning();
    gymDesk = gym!.id;
  });
  afterAll(async () => t?.close());

  it('searches, filters by desk, sorts and exports the queue, and leaves items within their period out', async () => {
    const [umbrella, bottle, gymBottle, recent] = await held([
      { itemName: 'Queue Umbrella', color: 'Navy Blue', daysHeld: 200, shelf: 'Shelf Q1' },
      { itemName: 'Queue Water Bottle', color: 'Red', daysHeld: 120 },
      { itemName: 'Queue Water Bottle', color: 'Green', daysHeld: 150, deskId: gymDesk },
      { itemName: 'Queue Scarf', daysHeld: 10 },
    ]);

    const all = await call(admin, 'GET', '/api/disposition-queue?q=queue');
    expect(all.statusCode).toBe(200);
    expect(ids(all)).toEqual([umbrella, gymBottle, bottle]);
    expect(ids(all)).not.toContain(recent);
    expect(all.json()[0]).toMatchObject({ deskId: FIRST_DESK_ID, storageLocation: 'Shelf Q1' });

    const byDesk = await call(admin, 'GET', `/api/disposition-queue?q=queue&desk=${gymDesk}`);
    expect(ids(byDesk)).toEqual([gymBottle]);
    expect(byDesk.json()[0]).toMatchObject({ deskName: 'Gym Desk' });

    const sorted = await call(admin, 'GET', '/api/disposition-queue?q=queue&sort=color&dir=asc');
    expect(ids(sorted)).toEqual([gymBottle, umbrella, bottle]);
    const blue = await call(admin, 'GET', '/api/disposition-queue?q=queue&color=blue');
    expect(ids(blue)).toEqual([umbrella]);
    const bottles = await call(admin, 'GET', '/api/disposition-queue?category=Water%20Bottle&q=queue');
    expect(ids(bottles).sort()).toEqual([bottle, gymBottle].sort());

    const paged = await call(admin, 'GET', '/api/disposition-queue?q=queue&limit=2');
    expect(ids(paged)).toEqual([umbrella, gymBottle]);
    const next = /<([^>]+)>; rel="next"/.exec(String(paged.headers.link))![1]!;
    expect(ids(await call(admin, 'GET', next))).toEqual([bottle]);

    const csv = await call(admin, 'GET', `/api/disposition-queue/export?q=queue&desk=${FIRST_DESK_ID}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/disposition-queue-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Item ID,Item,Color,Found Date,Location,Desk,Shelf or Bin,Stored At (UTC),Holding Ended At (UTC),Open Claims',
    );
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual([umbrella, bottle]);

    const wrongSort = await call(admin, 'GET', '/api/disposition-queue?sort=handedOver');
    expect(wrongSort.statusCode).toBe(400);
  });

  it('records one outcome for several items, each in its history, or nothing when one cannot go', async () => {
    const [first, second, tooRecent] = await held([
      { itemName: 'Bulk Calculator', daysHeld: 100 },
      { itemName: 'Bulk Pencil Box', daysHeld: 95 },
      { itemName: 'Bulk Notebook', daysHeld: 30 },
    ]);
    const member = await t.signInMember();
    const claimed = await call(member.cookie, 'PATCH', `/api/found-reports/${first}/claim`, {
      message: 'It has my initials on the back',
    });
    expect(claimed.statusCode).toBe(200);

    const refused = await call(admin, 'POST', '/api/disposition-queue/outcome', {
      reportIds: [first, second, tooRecent],
      outcome: 'donated',
      note: 'Given to the charity shop, receipt 77',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'HOLDING_PERIOD_NOT_OVER' });
    expect(refused.json().message).toContain(tooRecent);
    const unknown = await call(admin, 'POST', '/api/disposition-queue/outcome', {
      reportIds: [first, 'FND999998'],
      outcome: 'donated',
      note: 'Given to the charity shop',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain('FND999998');
    // Nothing changed: both are still in the queue, the claim still open.
    expect(ids(await call(admin, 'GET', '/api/disposition-queue?q=bulk'))).toEqual([first, second]);

    const recorded = await call(admin, 'POST', '/api/disposition-queue/outcome', {
      reportIds: [first, second!.toLowerCase(), first],
      outcome: 'donated',
      note: 'Given to the charity shop, receipt 77',
    });
    expect(recorded.statusCode).toBe(200);
    expect(recorded.json()).toEqual({ success: true, count: 2, reportIds: [first, second] });
    expect(ids(await call(admin, 'GET', '/api/disposition-queue?q=bulk'))).toEqual([]);

    for (const reportId of [first, second]) {
      const details = (await call(admin, 'GET', `/api/found-reports/details/${reportId}`)).json();
      expect(details).toMatchObject({
        status: 'disposed',
        disposition: { outcome: 'donated', note: 'Given to the charity shop, receipt 77', by: adminEmail },
      });
      const history = (await call(admin, 'GET', `/api/found-reports/details/${details._id}/history`)).json<
        { label: string; note: string | null }[]
      >();
      expect(history).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ label: 'Disposed of', note: `Disposed of item #${reportId}: Donated` }),
        ]),
      );
    }
    const claims = (await call(member.cookie, 'GET', '/api/claims/mine')).json<
      { reportId?: string; status: string }[]
    >();
    expect(JSON.stringify(claims)).toContain('closed');

    const again = await call(admin, 'POST', '/api/disposition-queue/outcome', {
      reportIds: [second],
      outcome: 'recycled',
      note: 'Second try',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_DISPOSED' });
  });

  it('refuses a bulk record without items, outcome or note, and refuses desk staff', async () => {
    for (const body of [
      { reportIds: [], outcome: 'donated', note: 'x' },
      { reportIds: ['FND000001'], outcome: 'sold', note: 'x' },
      { reportIds: ['FND000001'], outcome: 'donated', note: '   ' },
      { reportIds: ['not an id'], outcome: 'donated', note: 'x' },
      {
        reportIds: Array.from({ length: 101 }, (_, i) => `FND${String(i).padStart(6, '0')}`),
        outcome: 'donated',
        note: 'x',
      },
    ]) {
      const answer = await call(admin, 'POST', '/api/disposition-queue/outcome', body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const [method, url] of [
      ['GET', '/api/disposition-queue'],
      ['GET', '/api/disposed-items'],
      ['GET', '/api/disposed-items/export'],
      ['POST', '/api/disposition-queue/outcome'],
    ] as const) {
      const answer = await call(staff, method, url, method === 'POST' ? { reportIds: [] } : undefined);
      expect(answer.statusCode, url).toBe(403);
    }
  });

  it('keeps disposed items in a register that is searched, filtered by desk and exported', async () => {
    const [radio, gymRadio] = await held([
      { itemName: 'Register Radio', daysHeld: 100 },
      { itemName: 'Register Radio', daysHeld: 100, deskId: gymDesk },
    ]);
    for (const [reportId, outcome] of [
      [radio, 'handed_to_police'],
      [gymRadio, 'recycled'],
    ] as const) {
      const done = await call(admin, 'PATCH', `/api/found-reports/${reportId}/disposition`, {
        outcome,
        note: `Receipt for ${reportId}`,
      });
      expect(done.statusCode).toBe(200);
    }

    const register = await call(admin, 'GET', '/api/disposed-items?q=register');
    expect(register.statusCode).toBe(200);
    expect(ids(register)).toEqual([gymRadio, radio]);
    expect(register.json()[1]).toMatchObject({
      status: 'disposed',
      deskId: FIRST_DESK_ID,
      disposition: { outcome: 'handed_to_police', note: `Receipt for ${radio}`, by: adminEmail },
    });
    expect(ids(await call(admin, 'GET', `/api/disposed-items?q=register&desk=${gymDesk}`))).toEqual([
      gymRadio,
    ]);
    expect(ids(await call(admin, 'GET', `/api/disposed-items?q=${radio}`))).toEqual([radio]);
    expect(ids(await call(admin, 'GET', '/api/disposed-items?q=register&sort=reportId&dir=asc'))).toEqual([
      radio,
      gymRadio,
    ]);

    const csv = await call(admin, 'GET', '/api/disposed-items/export?q=register&sort=reportId&dir=asc');
    expect(csv.statusCode).toBe(200);
    const [header, ...rows] = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toMatch(/^Item ID,Item,.*,Desk,Outcome,Note,Disposed At \(UTC\),Disposed By$/);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(`Handed to police,Receipt for ${radio}`);
    expect(rows[1]).toContain('Gym Desk,Recycled');
    const log = (await call(admin, 'GET', '/api/admin/dashboard/activity-log?limit=20')).json<
      { action: string }[]
    >();
    expect(log.map((entry) => entry.action)).toContain(
      'Exported 2 disposed items to CSV (search "register")',
    );
  });
});
