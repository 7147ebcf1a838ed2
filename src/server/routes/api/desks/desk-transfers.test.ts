import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { desks, foundReports } from '#server/db/schema';
import {
  insertFoundReports,
  insertHallAndGymDesks,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';

/** Transfers between desks (decision 0059): sent from one desk, received at the other, never both ways at once. */
describe.each(databaseKinds)('transfers between desks on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let hallDesk: string;
  let gymDesk: string;
  let hallStaff: string;
  let gymStaff: string;

  const call: TestApp['call'] = (...args) => t.call(...args);

  const itemAt = async (deskId: string, status: 'stored' | 'reported' = 'stored') =>
    (
      await insertFoundReports(t.db, [
        { itemName: 'Silver Watch', status, deskId, storageLocation: 'Shelf A1' },
      ])
    )[0]!;

  const historyKinds = async (id: string) =>
    (await call(admin, 'GET', `/api/found-reports/details/${id}/history`))
      .json<{ kind: string; note: string | null }[]>()
      .map((entry) => entry.kind);

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
    ({ hallDesk, gymDesk } = await insertHallAndGymDesks(t.db));
    hallStaff = (await t.signInStaff([hallDesk])).cookie;
    gymStaff = (await t.signInStaff([gymDesk])).cookie;
  });
  afterAll(async () => t?.close());

  it('sends an item from one desk and receives it at the other, both steps in its history', async () => {
    const item = await itemAt(hallDesk);
    const sent = await call(hallStaff, 'POST', `/api/found-reports/${item.report_id}/transfer`, {
      toDeskId: gymDesk,
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true, deskId: gymDesk });

    // On its way: off its shelf, not handed over, received only at the desk it goes to.
    const [moving] = await t.db.select().from(foundReports).where(eq(foundReports.id, item.id));
    expect([moving!.deskId, moving!.transferToDeskId, moving!.storageLocation]).toEqual([
      hallDesk,
      gymDesk,
      null,
    ]);
    const handover = await call(admin, 'PATCH', `/api/found-reports/${item.report_id}/handover`, {
      receiver: personPayload(t),
    });
    expect([handover.statusCode, handover.json().code]).toEqual([409, 'IN_TRANSIT']);
    const again = await call(hallStaff, 'POST', `/api/found-reports/${item.report_id}/transfer`, {
      toDeskId: gymDesk,
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 'IN_TRANSIT']);
    const wrongEnd = await call(hallStaff, 'POST', `/api/found-reports/${item.report_id}/receive`, {});
    expect([wrongEnd.statusCode, wrongEnd.json().code]).toEqual([403, 'OTHER_DESK']);

    // The gym's staff see what is coming: in their stored list, its page and history open, naming where it goes.
    const gymList = (await call(gymStaff, 'GET', '/api/found-reports/stored?limit=100')).json<
      { reportId: string; transferTo: { deskId: string; deskName: string } | null }[]
    >();
    expect(gymList.find((row) => row.reportId === item.report_id)?.transferTo).toEqual({
      deskId: gymDesk,
      deskName: 'Gym Desk',
    });
    const gymFiltered = await call(gymStaff, 'GET', `/api/found-reports/stored?limit=100&desk=${gymDesk}`);
    expect(gymFiltered.json<{ reportId: string }[]>().map((row) => row.reportId)).toContain(item.report_id);
    const hallList = await call(hallStaff, 'GET', '/api/found-reports/stored?limit=100');
    expect(hallList.json<{ reportId: string }[]>().map((row) => row.reportId)).toContain(item.report_id);
    // An admin's desk filter keeps to what a desk holds: the hall's until it arrives.
    const byDesk = async (deskId: string) =>
      (await call(admin, 'GET', `/api/found-reports/stored?limit=100&desk=${deskId}`))
        .json<{ reportId: string }[]>()
        .map((row) => row.reportId);
    expect(await byDesk(hallDesk)).toContain(item.report_id);
    expect(await byDesk(gymDesk)).not.toContain(item.report_id);
    for (const id of [item.report_id, item.id]) {
      const page = await call(gymStaff, 'GET', `/api/found-reports/details/${id}`);
      expect([page.statusCode, page.json().transferTo?.deskName]).toEqual([200, 'Gym Desk']);
    }
    const coming = await call(gymStaff, 'GET', `/api/found-reports/details/${item.id}/history`);
    expect(coming.json<{ kind: string }[]>().map((entry) => entry.kind)).toContain('item_sent');
    // Seeing it is not holding it: until it arrives, the gym's staff change nothing else about it.
    const early = await call(gymStaff, 'PATCH', `/api/found-reports/${item.report_id}/handover`, {
      receiver: personPayload(t),
    });
    expect([early.statusCode, early.json().code]).toEqual([403, 'OTHER_DESK']);
    const library = (
      await t.db.insert(desks).values({ name: 'Library Desk', place: 'Library' }).returning()
    )[0]!;
    const libraryStaff = (await t.signInStaff([library.id])).cookie;
    const elsewhere = await call(libraryStaff, 'GET', `/api/found-reports/details/${item.report_id}`);
    expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([403, 'OTHER_DESK']);
    const libraryList = await call(libraryStaff, 'GET', '/api/found-reports/stored?limit=100');
    expect(libraryList.json<{ reportId: string }[]>().map((row) => row.reportId)).not.toContain(
      item.report_id,
    );
    const receive = await call(libraryStaff, 'POST', `/api/found-reports/${item.report_id}/receive`, {});
    expect([receive.statusCode, receive.json().code]).toEqual([403, 'OTHER_DESK']);

    const received = await call(gymStaff, 'POST', `/api/found-reports/${item.report_id}/receive`, {
      storageLocation: 'Locker 3',
    });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toEqual({ success: true, deskId: gymDesk });
    const [arrived] = await t.db.select().from(foundReports).where(eq(foundReports.id, item.id));
    expect([arrived!.deskId, arrived!.transferToDeskId, arrived!.storageLocation]).toEqual([
      gymDesk,
      null,
      'Locker 3',
    ]);
    expect(await historyKinds(item.id)).toEqual(expect.arrayContaining(['item_sent', 'item_received']));
    const history = (await call(admin, 'GET', `/api/found-reports/details/${item.id}/history`)).json<
      { kind: string; note: string | null }[]
    >();
    expect(history.find((entry) => entry.kind === 'item_sent')?.note).toBe(
      `Sent #${item.report_id} to Gym Desk`,
    );
    expect(history.find((entry) => entry.kind === 'item_received')?.note).toBe(
      `Received #${item.report_id} at Gym Desk, in Locker 3`,
    );
    // Now the gym's: the hall's staff no longer see it, the gym's hand it over.
    expect((await call(hallStaff, 'GET', `/api/found-reports/details/${item.report_id}`)).statusCode).toBe(
      403,
    );
    const handed = await call(gymStaff, 'PATCH', `/api/found-reports/${item.report_id}/handover`, {
      receiver: personPayload(t),
    });
    expect(handed.statusCode).toBe(200);
  });

  it("answers the item page's Send and Receive as the page sends them: a desk, then no shelf", async () => {
    const item = await itemAt(gymDesk);
    const page = async () =>
      (await call(admin, 'GET', `/api/found-reports/details/${item.report_id}`)).json<{
        deskId: string;
        storageLocation: string | null;
        transferTo: { deskId: string; deskName: string } | null;
      }>();
    expect((await page()).transferTo).toBeNull();
    const sent = await call(gymStaff, 'POST', `/api/found-reports/${item.report_id}/transfer`, {
      toDeskId: hallDesk,
    });
    expect(sent.statusCode).toBe(200);
    expect(await page()).toMatchObject({
      deskId: gymDesk,
      storageLocation: null,
      transferTo: { deskId: hallDesk, deskName: 'Hall Desk' },
    });
    const received = await call(hallStaff, 'POST', `/api/found-reports/${item.report_id}/receive`, {});
    expect(received.json()).toEqual({ success: true, deskId: hallDesk });
    expect(await page()).toMatchObject({ deskId: hallDesk, storageLocation: null, transferTo: null });
  });

  it('refuses bad input, the wrong caller and the wrong state, changing nothing', async () => {
    const item = await itemAt(hallDesk);
    const reported = await itemAt(hallDesk, 'reported');
    const transfer = (cookie: string | undefined, reportId: string, payload: unknown) =>
      call(cookie, 'POST', `/api/found-reports/${reportId}/transfer`, payload);

    expect((await transfer(undefined, item.report_id, { toDeskId: gymDesk })).statusCode).toBe(401);
    const member = await t.signInMember();
    expect((await transfer(member.cookie, item.report_id, { toDeskId: gymDesk })).statusCode).toBe(403);
    const otherDesk = await transfer(gymStaff, item.report_id, { toDeskId: gymDesk });
    expect([otherDesk.statusCode, otherDesk.json().code]).toEqual([403, 'OTHER_DESK']);
    for (const payload of [{}, { toDeskId: 'gym' }, { toDeskId: 42 }, null]) {
      expect((await transfer(hallStaff, item.report_id, payload)).statusCode, JSON.stringify(payload)).toBe(
        400,
      );
    }
    const same = await transfer(hallStaff, item.report_id, { toDeskId: hallDesk });
    expect([same.statusCode, same.json().code]).toEqual([400, 'SAME_DESK']);
    const nowhere = await transfer(hallStaff, item.report_id, {
      toDeskId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    });
    expect(nowhere.statusCode).toBe(404);
    const notStored = await transfer(hallStaff, reported.report_id, { toDeskId: gymDesk });
    expect([notStored.statusCode, notStored.json().code]).toEqual([409, 'NOT_STORED']);
    expect((await transfer(admin, 'FND999999', { toDeskId: gymDesk })).statusCode).toBe(404);

    const notMoving = await call(admin, 'POST', `/api/found-reports/${item.report_id}/receive`, {});
    expect([notMoving.statusCode, notMoving.json().code]).toEqual([409, 'NOT_IN_TRANSIT']);
    const longShelf = await call(admin, 'POST', `/api/found-reports/${item.report_id}/receive`, {
      storageLocation: 'x'.repeat(500),
    });
    expect(longShelf.statusCode).toBe(400);
    expect(
      (await call(member.cookie, 'POST', `/api/found-reports/${item.report_id}/receive`, {})).statusCode,
    ).toBe(403);
    expect((await call(admin, 'POST', '/api/found-reports/FND999999/receive', {})).statusCode).toBe(404);

    const [unchanged] = await t.db.select().from(foundReports).where(eq(foundReports.id, item.id));
    expect([unchanged!.deskId, unchanged!.transferToDeskId, unchanged!.storageLocation]).toEqual([
      hallDesk,
      null,
      'Shelf A1',
    ]);
    expect(await historyKinds(item.id)).not.toContain('item_sent');
  });

  it('lets exactly one of a transfer and a handover racing each other through: one 200, one 409', async () => {
    const other = (await t.signInAdmin()).cookie;
    for (let round = 0; round < 4; round += 1) {
      const item = await itemAt(hallDesk);
      const [transfer, handover] = await Promise.all([
        call(hallStaff, 'POST', `/api/found-reports/${item.report_id}/transfer`, { toDeskId: gymDesk }),
        call(other, 'PATCH', `/api/found-reports/${item.report_id}/handover`, { receiver: personPayload(t) }),
      ]);
      expect([transfer.statusCode, handover.statusCode].sort(), `round ${round}`).toEqual([200, 409]);
      const [row] = await t.db.select().from(foundReports).where(eq(foundReports.id, item.id));
      if (transfer.statusCode === 200) {
        expect([row!.status, row!.transferToDeskId, handover.json().code]).toEqual([
          'stored',
          gymDesk,
          'IN_TRANSIT',
        ]);
      } else {
        expect([row!.status, row!.transferToDeskId, transfer.json().code]).toEqual([
          'handed_over',
          null,
          'ALREADY_HANDED_OVER',
        ]);
      }
    }
  });
});
