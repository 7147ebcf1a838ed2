import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import type { AdminDesk, Desk, DeskInput } from '#shared/schemas/desk';
import type { FoundReport } from '#shared/schemas/found-report';
import { FIRST_DESK_ID } from '#server/db/schema';
import { seedDesks } from '#server/services/desks/desks';
import {
  foundPayload,
  insertFoundReports,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';

const library: DeskInput = {
  name: 'Library Desk',
  place: 'Ground floor, Library Building',
  latitude: 23.877,
  longitude: 90.321,
  openingHours: {
    weekly: [
      { days: [4, 0, 1, 2, 3], opens: '09:00', closes: '17:00' },
      { days: [6], opens: '10:00', closes: '14:00' },
    ],
    closedDates: ['2026-12-16', '2026-03-26', '2026-12-16'],
  },
  shelves: ['L1', 'L2', 'L1'],
};

describe.each(databaseKinds)('desks on %s', (kind) => {
  let t: TestApp;
  let admin: { cookie: string };
  let member: { cookie: string };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.signInAdmin();
    member = await t.signInMember();
  });
  afterAll(async () => t?.close());

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  async function addDesk(input: DeskInput): Promise<Desk> {
    const created = await call(admin.cookie, 'POST', '/api/desks', input);
    expect(created.statusCode, created.body).toBe(201);
    return created.json<Desk>();
  }

  it('makes the settings’ office the first desk, shown to anyone, with its hours as data', async () => {
    const answer = await call(undefined, 'GET', '/api/desks');
    expect(answer.statusCode).toBe(200);
    const [first] = answer.json<Desk[]>();
    const { office } = t.config.university;
    expect(first).toEqual({
      id: FIRST_DESK_ID,
      name: office.name,
      place: office.address,
      latitude: office.latitude,
      longitude: office.longitude,
      openingHours: office.openingHours,
      shelves: [],
    });
  });

  it('lets admins add and change desks, and nobody else', async () => {
    expect((await call(undefined, 'POST', '/api/desks', library)).statusCode).toBe(401);
    expect((await call(member.cookie, 'POST', '/api/desks', library)).statusCode).toBe(403);
    expect((await call(member.cookie, 'GET', '/api/desks/managed')).statusCode).toBe(403);

    const desk = await addDesk(library);
    expect(desk).toMatchObject({
      name: 'Library Desk',
      openingHours: {
        weekly: [
          { days: [0, 1, 2, 3, 4], opens: '09:00', closes: '17:00' },
          { days: [6], opens: '10:00', closes: '14:00' },
        ],
        closedDates: ['2026-03-26', '2026-12-16'],
      },
      shelves: ['L1', 'L2'],
    });
    const changed = await call(admin.cookie, 'PUT', `/api/desks/${desk.id}`, {
      ...library,
      name: 'Central Library Desk',
      latitude: null,
      longitude: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Desk>()).toMatchObject({ name: 'Central Library Desk', latitude: null });
    expect((await call(member.cookie, 'PUT', `/api/desks/${desk.id}`, library)).statusCode).toBe(403);

    const managed = (await call(admin.cookie, 'GET', '/api/desks/managed')).json<AdminDesk[]>();
    expect(managed.map((row) => row.name)).toContain('Central Library Desk');
    const log = (await call(admin.cookie, 'GET', '/api/admin/dashboard/activity-log?limit=5')).json<
      { action: string }[]
    >();
    expect(log.map((line) => line.action)).toContain('Changed the desk Central Library Desk');
  });

  it('keeps each desk’s pickup slot length and capacity, which only admins change, within their bounds', async () => {
    const managed = async (id: string) =>
      (await call(admin.cookie, 'GET', '/api/desks/managed'))
        .json<AdminDesk[]>()
        .find((desk) => desk.id === id);
    const fresh = await addDesk({ ...library, name: 'Sports Desk' });
    expect(await managed(fresh.id)).toMatchObject({ pickupSlotMinutes: 15, pickupSlotCapacity: 3 });

    const changed = await call(admin.cookie, 'PUT', `/api/desks/${fresh.id}`, {
      ...library,
      name: 'Sports Desk',
      pickupSlotMinutes: 20,
      pickupSlotCapacity: 6,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await managed(fresh.id)).toMatchObject({ pickupSlotMinutes: 20, pickupSlotCapacity: 6 });
    // A form or a caller that leaves them out keeps what the desk has.
    await call(admin.cookie, 'PUT', `/api/desks/${fresh.id}`, { ...library, name: 'Sports Desk' });
    expect(await managed(fresh.id)).toMatchObject({ pickupSlotMinutes: 20, pickupSlotCapacity: 6 });
    const [row] = await queryRows(
      t.db,
      sql`SELECT pickup_slot_minutes AS minutes FROM desks WHERE id = ${fresh.id}::uuid`,
      z.object({ minutes: z.number() }),
    );
    expect(row!.minutes).toBe(20);

    for (const [field, value, key] of [
      ['pickupSlotMinutes', 4, 'desks.slotMinutesRange'],
      ['pickupSlotMinutes', 241, 'desks.slotMinutesRange'],
      ['pickupSlotMinutes', 12.5, 'desks.slotMinutesRange'],
      ['pickupSlotMinutes', '15', 'desks.slotMinutesRange'],
      ['pickupSlotCapacity', 0, 'desks.slotCapacityRange'],
      ['pickupSlotCapacity', 101, 'desks.slotCapacityRange'],
    ] as const) {
      const answer = await call(admin.cookie, 'PUT', `/api/desks/${fresh.id}`, {
        ...library,
        name: 'Sports Desk',
        [field]: value,
      });
      expect(answer.statusCode, `${field} ${value}`).toBe(400);
      expect(answer.json<{ messageKey?: string }>().messageKey).toBe(key);
    }

    // Desk staff run a desk's pickups but do not set them (the access table: desks are the admins').
    const staff = await t.signInStaff([fresh.id]);
    const byStaff = await call(staff.cookie, 'PUT', `/api/desks/${fresh.id}`, {
      ...library,
      name: 'Sports Desk',
      pickupSlotCapacity: 50,
    });
    expect(byStaff.statusCode).toBe(403);
    expect(await managed(fresh.id)).toMatchObject({ pickupSlotCapacity: 6 });
  });

  it('refuses bad desks with the first problem named', async () => {
    const refused = async (input: object, key: string) => {
      const answer = await call(admin.cookie, 'POST', '/api/desks', input);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json<{ messageKey?: string }>().messageKey).toBe(key);
    };
    await refused({ ...library, name: ' ' }, 'desks.nameRequired');
    await refused({ ...library, name: 'Gym Desk', longitude: null }, 'desks.positionInvalid');
    await refused({ ...library, name: 'Gym Desk', latitude: 123 }, 'desks.positionInvalid');
    await refused(
      {
        ...library,
        name: 'Gym Desk',
        openingHours: { weekly: [{ days: [1], opens: '17:00', closes: '09:00' }], closedDates: [] },
      },
      'desks.closesBeforeOpens',
    );
    await refused(
      {
        ...library,
        name: 'Gym Desk',
        openingHours: { weekly: [{ days: [], opens: '09:00', closes: '17:00' }], closedDates: [] },
      },
      'desks.daysRequired',
    );
    await refused(
      {
        ...library,
        name: 'Gym Desk',
        openingHours: { weekly: [{ days: [1], opens: '9am', closes: '17:00' }], closedDates: [] },
      },
      'desks.timeInvalid',
    );
    await refused(
      { ...library, name: 'Gym Desk', openingHours: { weekly: [], closedDates: ['2026-02-30'] } },
      'desks.closedDateInvalid',
    );
    await addDesk({ ...library, name: 'Hall Desk' });
    const taken = await call(admin.cookie, 'POST', '/api/desks', { ...library, name: 'hall desk' });
    expect([taken.statusCode, taken.json<{ code: string }>().code]).toEqual([409, 'DESK_NAME_TAKEN']);
    const unknown = await call(
      admin.cookie,
      'PUT',
      `/api/desks/0f8fad5b-d9cb-469f-a165-70867728950e`,
      library,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await call(admin.cookie, 'PUT', '/api/desks/not-a-desk', library)).statusCode).toBe(400);
  });

  it('stores an item at the desk chosen, and the lists filter by desk', async () => {
    const gym = await addDesk({ ...library, name: 'Gym Desk', shelves: ['G1'] });
    const [reported, elsewhere] = await insertFoundReports(t.db, [
      { itemName: 'Red Umbrella', status: 'reported' },
      { itemName: 'Green Umbrella', status: 'stored' },
    ]);
    const stored = await call(admin.cookie, 'PATCH', `/api/found-reports/${reported!.report_id}/store`, {
      storageLocation: 'G1',
      deskId: gym.id,
    });
    expect(stored.statusCode, stored.body).toBe(200);

    const atGym = await call(admin.cookie, 'GET', `/api/found-reports/stored?desk=${gym.id}`);
    expect(atGym.statusCode, atGym.body).toBe(200);
    expect(atGym.json<FoundReport[]>().map((item) => [item.reportId, item.deskName, item.deskId])).toEqual([
      [reported!.report_id, 'Gym Desk', gym.id],
    ]);
    const atFirst = (
      await call(admin.cookie, 'GET', `/api/found-reports/stored?desk=${FIRST_DESK_ID}&limit=100`)
    ).json<FoundReport[]>();
    expect(atFirst.map((item) => item.reportId)).toContain(elsewhere!.report_id);
    expect(atFirst.map((item) => item.reportId)).not.toContain(reported!.report_id);
    const csv = await call(admin.cookie, 'GET', `/api/found-reports/stored/export?desk=${gym.id}`);
    expect(csv.body).toContain(reported!.report_id);
    expect(csv.body).not.toContain(elsewhere!.report_id);

    // Members' cards name the desk; GET /api/desks says where it is and when it is open.
    const cards = (await call(member.cookie, 'GET', '/api/found-reports/stored-for-users?limit=50')).json<
      { reportId: string; deskId: string }[]
    >();
    expect(cards.find((card) => card.reportId === reported!.report_id)?.deskId).toBe(gym.id);

    expect((await call(admin.cookie, 'GET', '/api/found-reports/stored?desk=nowhere')).statusCode).toBe(400);
    expect((await call(admin.cookie, 'GET', `/api/lost-reports?desk=${gym.id}`)).statusCode).not.toBe(500);
    const [another] = await insertFoundReports(t.db, [{ itemName: 'Blue Umbrella', status: 'reported' }]);
    const nowhere = await call(admin.cookie, 'PATCH', `/api/found-reports/${another!.report_id}/store`, {
      deskId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(nowhere.statusCode).toBe(404);
    const badId = await call(admin.cookie, 'PATCH', `/api/found-reports/${another!.report_id}/store`, {
      deskId: 'gym',
    });
    expect(badId.statusCode).toBe(400);
  });

  it('enters an item at the desk it was handed in at, or at the first desk', async () => {
    const hall = await addDesk({ ...library, name: 'North Hall Desk' });
    const entered = await call(admin.cookie, 'POST', '/api/found-reports/manual-entry', {
      ...foundPayload(),
      founder: personPayload(t),
      storageLocation: 'H1',
      deskId: hall.id,
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const plain = await call(admin.cookie, 'POST', '/api/found-reports/manual-entry', {
      ...foundPayload(),
      founder: personPayload(t),
      storageLocation: 'S1',
    });
    const details = async (reportId: string) =>
      (await call(admin.cookie, 'GET', `/api/found-reports/details/${reportId}`)).json<FoundReport>();
    expect((await details(entered.json<{ reportId: string }>().reportId)).deskName).toBe('North Hall Desk');
    expect((await details(plain.json<{ reportId: string }>().reportId)).deskId).toBe(FIRST_DESK_ID);
  });

  it('removes only a desk that never held an item, never the first', async () => {
    const empty = await addDesk({ ...library, name: 'Annex Desk' });
    const holding = await addDesk({ ...library, name: 'Busy Desk' });
    await call(admin.cookie, 'POST', '/api/found-reports/manual-entry', {
      ...foundPayload(),
      founder: personPayload(t),
      storageLocation: 'B1',
      deskId: holding.id,
    });
    expect((await call(member.cookie, 'DELETE', `/api/desks/${empty.id}`)).statusCode).toBe(403);
    const first = await call(admin.cookie, 'DELETE', `/api/desks/${FIRST_DESK_ID}`);
    expect([first.statusCode, first.json<{ code: string }>().code]).toEqual([409, 'FIRST_DESK']);
    const busy = await call(admin.cookie, 'DELETE', `/api/desks/${holding.id}`);
    expect([busy.statusCode, busy.json<{ code: string }>().code]).toEqual([409, 'DESK_HOLDS_ITEMS']);
    expect((await call(admin.cookie, 'DELETE', `/api/desks/${empty.id}`)).statusCode).toBe(200);
    expect((await call(admin.cookie, 'DELETE', `/api/desks/${empty.id}`)).statusCode).toBe(404);
  });

  it('seeds the settings’ desks once and never over an admin’s changes', async () => {
    const renamed = await call(admin.cookie, 'PUT', `/api/desks/${FIRST_DESK_ID}`, {
      ...library,
      name: 'Main Security Desk',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const settings = {
      ...t.config.university,
      desks: [
        {
          key: 'dhanmondi',
          name: 'Dhanmondi Campus Desk',
          place: 'Dhanmondi',
          latitude: null,
          longitude: null,
          openingHours: { weekly: [], closedDates: [] },
          shelves: [],
        },
      ],
    };
    await seedDesks(t.db, settings);
    await seedDesks(t.db, settings);
    const desks = (await call(undefined, 'GET', '/api/desks')).json<Desk[]>();
    expect(desks[0]!.name).toBe('Main Security Desk');
    expect(desks.filter((desk) => desk.name === 'Dhanmondi Campus Desk')).toHaveLength(1);
  });
});
