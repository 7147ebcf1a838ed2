import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { desks, foundReports } from '#server/db/schema';
import { queryRows } from '#server/db/client';
import { insertFoundReports, personPayload } from '#server/routes/api/found-reports/found-report-fixtures';

/** 20:40 UTC on 10 March 2026: already 02:40 on the 11th in Dhaka, the test university's zone. */
const NOW = new Date('2026-03-10T20:40:00.000Z');

/** The desk's quick intake and bulk store (issue #30 item 3, decision 0064). */
describe.each(databaseKinds)('quick intake on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let hallDesk: string;
  let gymDesk: string;
  let hallStaff: string;
  let member: Awaited<ReturnType<TestApp['signInMember']>>;

  const call: TestApp['call'] = (...args) => t.call(...args);
  const item = (overrides: Record<string, unknown> = {}) => ({
    itemName: 'Galaxy A52',
    color: 'Blue',
    found_location: 'Library, 3rd floor',
    storageLocation: 'A1',
    founder: { kind: 'anonymous' },
    ...overrides,
  });
  const countItems = async () =>
    (
      await queryRows(t.db, sql`SELECT count(*)::int AS n FROM found_reports`, z.object({ n: z.number() }))
    )[0]!.n;
  const history = async (id: string) =>
    (await call(admin, 'GET', `/api/found-reports/details/${id}/history`)).json<
      { kind: string; note: string | null; actor: { email: string | null } }[]
    >();

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => NOW });
    admin = (await t.signInAdmin()).cookie;
    const made = await t.db
      .insert(desks)
      .values([
        { name: 'Hall Desk', place: 'Hall 2, ground floor', shelves: ['H1', 'H2'] },
        { name: 'Gym Desk', place: 'Sports complex' },
      ])
      .returning();
    hallDesk = made[0]!.id;
    gymDesk = made[1]!.id;
    hallStaff = (await t.signInStaff([hallDesk])).cookie;
    member = await t.signInMember({ universityId: '221-15-4711', phone: '01811111111' });
  });
  afterAll(async () => t?.close());

  it('stores an item in one call, found now in the university’s zone, on its shelf, its founder looked up by university ID', async () => {
    const created = await call(
      admin,
      'POST',
      '/api/found-reports/quick-intake',
      item({ founder: { kind: 'lookup', key: ' 221 15 4711 ' }, deskId: hallDesk }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json<{ reportId: string; _id: string; found_date: string; found_time: string }>();
    expect([body.found_date, body.found_time]).toEqual(['2026-03-11', '02:40']);
    expect(body.reportId).toMatch(/^FND\d{6,}$/);

    const details = (await call(admin, 'GET', `/api/found-reports/details/${body._id}`)).json<{
      status: string;
      deskId: string;
      storageLocation: string;
      found_date: string;
      found_time: string;
      description: string;
      storedAt: string;
      reportedByUser: { name: string; email: string; phone: string } | null;
    }>();
    expect(details).toMatchObject({
      status: 'stored',
      deskId: hallDesk,
      storageLocation: 'A1',
      found_date: '2026-03-11',
      found_time: '02:40',
      description: '',
      storedAt: NOW.toISOString(),
    });
    expect(details.reportedByUser).toMatchObject({
      name: member.record.name,
      email: member.record.email,
      phone: '01811111111',
    });
    const lines = await history(body._id);
    expect(lines.map((line) => [line.kind, line.note])).toEqual([['item_entered', null]]);
  });

  it('finds the founder by email in any case, and a founder a desk wrote down before', async () => {
    const byEmail = await call(
      admin,
      'GET',
      `/api/found-reports/quick-intake/founder?key=${encodeURIComponent(member.record.email.toUpperCase())}`,
    );
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json()).toEqual({
      name: member.record.name,
      email: member.record.email,
      universityId: '221-15-4711',
      phone: '01811111111',
      department: member.record.department,
      source: 'member',
    });
    const entered = await call(admin, 'POST', '/api/found-reports/manual-entry', {
      itemName: 'Blue Umbrella',
      color: 'Blue',
      item_description: 'Folding umbrella, wooden handle',
      found_date: '2026-03-01',
      found_location: 'Cafeteria',
      founder: personPayload(t, { email: 'visitor@example.com', universityId: 'GUEST-77' }),
    });
    expect(entered.statusCode).toBe(201);
    const earlier = await call(admin, 'GET', '/api/found-reports/quick-intake/founder?key=guest-77');
    expect(earlier.json()).toMatchObject({ email: 'visitor@example.com', source: 'person' });
    const stored = await call(
      admin,
      'POST',
      '/api/found-reports/quick-intake',
      item({ founder: { kind: 'lookup', key: 'Visitor@Example.com' } }),
    );
    expect(stored.statusCode).toBe(201);
  });

  it('answers 404 for a founder nobody has and stores nothing; 400 for an empty key', async () => {
    const unknown = await call(admin, 'GET', '/api/found-reports/quick-intake/founder?key=999-99-9999');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'No member or earlier founder has this university ID or email.',
    ]);
    const before = await countItems();
    const refused = await call(
      admin,
      'POST',
      '/api/found-reports/quick-intake',
      item({ founder: { kind: 'lookup', key: 'nobody@example.com' } }),
    );
    expect(refused.statusCode).toBe(404);
    expect(await countItems()).toBe(before);
    const empty = await call(admin, 'GET', '/api/found-reports/quick-intake/founder?key=%20');
    expect(empty.statusCode).toBe(400);
  });

  it('records an anonymous founder and an item found by staff in its history, with no person', async () => {
    for (const [founder, note] of [
      ['anonymous', 'Handed in anonymously'],
      ['staff', 'Found by staff'],
    ] as const) {
      const created = await call(
        admin,
        'POST',
        '/api/found-reports/quick-intake',
        item({ founder: { kind: founder } }),
      );
      expect(created.statusCode).toBe(201);
      const { _id } = created.json<{ _id: string }>();
      const [row] = await t.db.select().from(foundReports).where(eq(foundReports.id, _id));
      expect([row!.founderPersonId, row!.reportedByMemberId, row!.deskId]).toEqual([null, null, row!.deskId]);
      expect((await history(_id)).map((line) => line.note)).toEqual([note]);
    }
  });

  it('refuses a missing name, colour, place or founder with the form’s messages', async () => {
    const before = await countItems();
    const cases: [Record<string, unknown>, string][] = [
      [item({ itemName: '' }), 'itemName'],
      [item({ color: ' ' }), 'color'],
      [item({ found_location: undefined }), 'found_location'],
      [item({ founder: undefined }), 'founder'],
      [item({ founder: { kind: 'someone' } }), 'founder'],
      [item({ founder: { kind: 'lookup', key: '' } }), 'founder'],
      [item({ deskId: 'not-a-desk' }), 'deskId'],
    ];
    for (const [payload, field] of cases) {
      const response = await call(admin, 'POST', '/api/found-reports/quick-intake', payload);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
    const unknownDesk = await call(
      admin,
      'POST',
      '/api/found-reports/quick-intake',
      item({ deskId: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
    );
    expect(unknownDesk.statusCode).toBe(404);
    expect(await countItems()).toBe(before);
  });

  it('keeps desk staff to their desks: their first desk when they name none, 403 for another', async () => {
    const own = await call(hallStaff, 'POST', '/api/found-reports/quick-intake', item());
    expect(own.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(foundReports)
      .where(eq(foundReports.id, own.json<{ _id: string }>()._id));
    expect(row!.deskId).toBe(hallDesk);
    const other = await call(hallStaff, 'POST', '/api/found-reports/quick-intake', item({ deskId: gymDesk }));
    expect([other.statusCode, other.json().code]).toEqual([403, 'OTHER_DESK']);
    const lookup = await call(hallStaff, 'GET', '/api/found-reports/quick-intake/founder?key=221-15-4711');
    expect(lookup.statusCode).toBe(200);
    const asMember = await call(
      member.cookie,
      'GET',
      '/api/found-reports/quick-intake/founder?key=221-15-4711',
    );
    expect(asMember.statusCode).toBe(403);
  });

  it('suggests the category from the name through the synonym data, in either language', async () => {
    const suggest = async (name: string) =>
      (
        await call(admin, 'GET', `/api/found-reports/quick-intake/category?name=${encodeURIComponent(name)}`)
      ).json<{ category: string | null }>().category;
    expect(await suggest('Galaxy A52')).toBe('Phone');
    expect(await suggest('gold ring')).toBe('Ring');
    expect(await suggest('কালো মানিব্যাগ')).toBe('Wallet');
    expect(await suggest('student id')).toBe('Student ID');
    expect(await suggest('something odd')).toBeNull();
    expect(await suggest('')).toBeNull();
  });

  describe('storing reported items together', () => {
    const reported = async (count: number, deskId?: string) => {
      const rows = await insertFoundReports(
        t.db,
        Array.from({ length: count }, () => ({ status: 'reported' as const })),
      );
      if (deskId) {
        for (const row of rows)
          await t.db.update(foundReports).set({ deskId }).where(eq(foundReports.id, row.id));
      }
      return rows;
    };
    const statuses = async (ids: string[]) =>
      (
        await queryRows(
          t.db,
          sql`SELECT status, storage_location FROM found_reports WHERE id IN (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
          z.object({ status: z.string(), storage_location: z.string().nullable() }),
        )
      ).map((row) => `${row.status} ${row.storage_location}`);

    it('stores every one on one shelf, each with its own history line', async () => {
      const rows = await reported(3);
      const ids = rows.map((row) => row.report_id.toLowerCase());
      const response = await call(admin, 'POST', '/api/found-reports/store-many', {
        reportIds: [...ids, ids[0]],
        storageLocation: 'Bin 4',
        deskId: hallDesk,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ success: true, stored: rows.map((row) => row.report_id).sort() });
      expect(await statuses(rows.map((row) => row.id))).toEqual([
        'stored Bin 4',
        'stored Bin 4',
        'stored Bin 4',
      ]);
      for (const row of rows) {
        const lines = await history(row.id);
        expect(lines.map((line) => [line.kind, line.note])).toEqual([['item_stored', null]]);
        const [moved] = await t.db.select().from(foundReports).where(eq(foundReports.id, row.id));
        expect(moved!.deskId).toBe(hallDesk);
      }
    });

    it('stores none when one is stored already (409) or names nothing (404)', async () => {
      const rows = await reported(2);
      const [done] = await insertFoundReports(t.db, [{ status: 'stored' }]);
      const ids = rows.map((row) => row.report_id);
      const conflict = await call(admin, 'POST', '/api/found-reports/store-many', {
        reportIds: [...ids, done!.report_id],
        storageLocation: 'A2',
      });
      expect([conflict.statusCode, conflict.json().code]).toEqual([409, 'ALREADY_STORED']);
      expect(conflict.json().message).toContain(done!.report_id);
      // The console reads the items at fault from the answer's values, to offer to leave them out.
      expect(conflict.json()).toMatchObject({
        messageKey: 'intake.someNotReported',
        messageValues: { ids: done!.report_id },
      });
      const missing = await call(admin, 'POST', '/api/found-reports/store-many', {
        reportIds: [...ids, 'FND999999999'],
      });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({
        messageKey: 'intake.someNotFound',
        messageValues: { ids: 'FND999999999' },
      });
      expect(await statuses(rows.map((row) => row.id))).toEqual(['reported null', 'reported null']);
      for (const row of rows) expect(await history(row.id)).toEqual([]);
    });

    it('refuses a list that is empty, too long or not of found report IDs', async () => {
      for (const reportIds of [
        [],
        ['LST000001'],
        ['nonsense'],
        Array.from({ length: 101 }, (_, i) => `FND${String(i).padStart(6, '0')}`),
        'FND000001',
      ]) {
        const response = await call(admin, 'POST', '/api/found-reports/store-many', { reportIds });
        expect(response.statusCode, JSON.stringify(reportIds).slice(0, 40)).toBe(400);
      }
    });

    it('lets desk staff store their own desk’s items only, all or none', async () => {
      const own = await reported(2, hallDesk);
      const gym = await reported(1, gymDesk);
      const mixed = await call(hallStaff, 'POST', '/api/found-reports/store-many', {
        reportIds: [...own, ...gym].map((row) => row.report_id),
        storageLocation: 'H1',
      });
      expect([mixed.statusCode, mixed.json().code]).toEqual([403, 'OTHER_DESK']);
      expect(await statuses(own.map((row) => row.id))).toEqual(['reported null', 'reported null']);
      const toGym = await call(hallStaff, 'POST', '/api/found-reports/store-many', {
        reportIds: own.map((row) => row.report_id),
        deskId: gymDesk,
      });
      expect([toGym.statusCode, toGym.json().code]).toEqual([403, 'OTHER_DESK']);
      const mine = await call(hallStaff, 'POST', '/api/found-reports/store-many', {
        reportIds: own.map((row) => row.report_id),
        storageLocation: 'H1',
      });
      expect(mine.statusCode).toBe(200);
      expect(await statuses(own.map((row) => row.id))).toEqual(['stored H1', 'stored H1']);
    });
  });
});
