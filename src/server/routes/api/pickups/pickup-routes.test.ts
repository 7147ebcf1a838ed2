import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ItemHistoryEntry } from '#shared/schemas/activity-log';
import type { ClaimPickup, DayPickup, PickupMarked, PickupPass } from '#shared/schemas/pickup';
import { queryRows } from '#server/db/client';
import { FIRST_DESK_ID, desks, devOutbox } from '#server/db/schema';
import { JobWorker, type JobHandlers } from '#server/services/jobs/job-worker';
import { enqueueJob } from '#server/services/jobs/job-queue';
import { alertMailHandler } from '#server/services/notifications/alert-mail';
import { pickupRemindersHandler } from '#server/services/pickups/pickup-reminders';
import { insertFoundReports, personPayload } from '#server/routes/api/found-reports/found-report-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';

/**
 * Pickup slots (decision 0058), on a fixed clock: Monday 13 April 2026, 06:00
 * in Dhaka. The first desk opens Mondays and Wednesdays 09:00–10:00 (Dhaka),
 * closed on Wednesday the 15th, in slots of 30 minutes taking one pickup each.
 */
const NOW = new Date('2026-04-13T00:00:00.000Z');
const MONDAY_NINE = '2026-04-13T03:00:00.000Z';
const MONDAY_HALF_NINE = '2026-04-13T03:30:00.000Z';

describe.each(databaseKinds)('pickup slots on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  /** The test's clock: moved on by a test that needs a slot's time to have come, and put back. */
  let now = NOW;

  const call = async (
    cookie: string,
    method: 'GET' | 'PUT' | 'DELETE' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** A member's claim on a stored item of the first desk, approved unless told otherwise. */
  async function claim(approve = true, shelf: string | null = 'Shelf B2') {
    const member = await t.signInMember();
    const [item] = await insertFoundReports(t.db, [{ itemName: 'Brass Compass', status: 'stored' }]);
    await t.db.execute(
      sql`UPDATE found_reports SET storage_location = ${shelf} WHERE id = ${item!.id}::uuid`,
    );
    const claimed = await call(member.cookie, 'PATCH', `/api/found-reports/${item!.report_id}/claim`, {
      message: 'It has my initials on the lid',
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const claimId = claimed.json<{ claimId: string }>().claimId;
    if (approve) {
      const approved = await call(admin, 'PATCH', `/api/claims/${claimId}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
    }
    return { member, claimId, item: item! };
  }

  const pickupOf = async (cookie: string, claimId: string) => {
    const response = await call(cookie, 'GET', `/api/claims/${claimId}/pickup`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ClaimPickup>();
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
    admin = (await t.signInAdmin()).cookie;
    const hours = {
      weekly: [{ days: [1, 3], opens: '09:00', closes: '10:00' }],
      closedDates: ['2026-04-15'],
    };
    await t.db
      .execute(sql`UPDATE desks SET opening_hours = ${JSON.stringify(hours)}::jsonb, pickup_slot_minutes = 30,
            pickup_slot_capacity = 1
          WHERE id = ${FIRST_DESK_ID}::uuid`);
  });
  afterAll(async () => t?.close());

  it("offers the holding desk's slots of the next two weeks in its opening hours, closed dates left out", async () => {
    const { member, claimId } = await claim();
    const pickup = await pickupOf(member.cookie, claimId);
    expect(pickup.desk._id).toBe(FIRST_DESK_ID);
    expect(pickup.slotMinutes).toBe(30);
    expect(pickup.booking).toBeNull();
    expect(pickup.slots.map((slot) => slot.startsAt)).toEqual([
      MONDAY_NINE,
      MONDAY_HALF_NINE,
      '2026-04-20T03:00:00.000Z',
      '2026-04-20T03:30:00.000Z',
      '2026-04-22T03:00:00.000Z',
      '2026-04-22T03:30:00.000Z',
    ]);
    expect(pickup.slots[0]).toEqual({ startsAt: MONDAY_NINE, endsAt: MONDAY_HALF_NINE, free: 1 });
  });

  it('books, moves and cancels a pickup, and the day list of the desk follows', async () => {
    const { member, claimId, item } = await claim(true, 'Shelf C4');
    const booked = await call(member.cookie, 'PUT', `/api/claims/${claimId}/pickup`, {
      startsAt: '2026-04-20T03:00:00Z',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json()).toEqual({
      startsAt: '2026-04-20T03:00:00.000Z',
      endsAt: '2026-04-20T03:30:00.000Z',
    });
    expect((await pickupOf(member.cookie, claimId)).booking).toEqual(booked.json());

    const day = async (date: string, desk = '') => {
      const response = await call(admin, 'GET', `/api/admin/pickups?date=${date}${desk}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DayPickup[]>();
    };
    expect(await day('2026-04-20')).toEqual([
      {
        claimId,
        startsAt: '2026-04-20T03:00:00.000Z',
        endsAt: '2026-04-20T03:30:00.000Z',
        arrivedAt: null,
        missedAt: null,
        deskId: FIRST_DESK_ID,
        member: { name: member.record.name, email: member.record.email, phone: member.record.phone },
        item: {
          _id: item.id,
          reportId: item.report_id,
          itemName: 'Brass Compass',
          storageLocation: 'Shelf C4',
        },
      },
    ]);
    expect(await day('2026-04-20', `&desk=${FIRST_DESK_ID}`)).toHaveLength(1);
    expect(await day('2026-04-20', '&desk=00000000-0000-4000-8000-0000000000ff')).toEqual([]);
    // Desk staff read their own desks' pickups only.
    const [otherDesk] = await t.db.insert(desks).values({ name: 'Hall Desk', place: 'Hall 2' }).returning();
    const deskStaff = (await t.signInStaff([FIRST_DESK_ID])).cookie;
    const hallStaff = (await t.signInStaff([otherDesk!.id])).cookie;
    const staffDay = (cookie: string, desk = '') =>
      call(cookie, 'GET', `/api/admin/pickups?date=2026-04-20${desk}`);
    expect((await staffDay(deskStaff)).json<DayPickup[]>().map((pickup) => pickup.claimId)).toEqual([
      claimId,
    ]);
    expect((await staffDay(hallStaff)).json<DayPickup[]>()).toEqual([]);
    const refused = await staffDay(hallStaff, `&desk=${FIRST_DESK_ID}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ code: string }>().code).toBe('OTHER_DESK');

    // Moved to Wednesday: the Monday list no longer has it; its old place is free again.
    const moved = await call(member.cookie, 'PUT', `/api/claims/${claimId}/pickup`, {
      startsAt: '2026-04-22T03:30:00.000Z',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await day('2026-04-20')).toEqual([]);
    expect((await day('2026-04-22')).map((pickup) => pickup.claimId)).toEqual([claimId]);
    const other = await claim();
    const slots = (await pickupOf(other.member.cookie, other.claimId)).slots;
    expect(slots.find((slot) => slot.startsAt === '2026-04-20T03:00:00.000Z')?.free).toBe(1);
    expect(slots.find((slot) => slot.startsAt === '2026-04-22T03:30:00.000Z')?.free).toBe(0);

    const cancelled = await call(member.cookie, 'DELETE', `/api/claims/${claimId}/pickup`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await pickupOf(member.cookie, claimId)).booking).toBeNull();
    expect(await day('2026-04-22')).toEqual([]);
    const again = await call(member.cookie, 'DELETE', `/api/claims/${claimId}/pickup`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NO_PICKUP', message: 'This claim has no pickup booked.' });
  });

  it('gives the last place in a slot to one of two members at once, and tells the other it is taken', async () => {
    const first = await claim();
    const second = await claim();
    const answers = await Promise.all(
      [first, second].map(({ member, claimId }) =>
        call(member.cookie, 'PUT', `/api/claims/${claimId}/pickup`, { startsAt: MONDAY_HALF_NINE }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json()).toMatchObject({
      code: 'SLOT_FULL',
      message: 'This pickup time has just been taken. Please choose another.',
    });
    const [{ count }] = (await queryRows(
      t.db,
      sql`SELECT count(*)::int AS count FROM pickups WHERE starts_at = ${MONDAY_HALF_NINE}::timestamptz`,
      z.object({ count: z.number() }),
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it('offers nothing before approval, and refuses a time it does not offer', async () => {
    const pending = await claim(false);
    const notYet = await call(pending.member.cookie, 'GET', `/api/claims/${pending.claimId}/pickup`);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'CLAIM_NOT_APPROVED' });
    const book = await call(pending.member.cookie, 'PUT', `/api/claims/${pending.claimId}/pickup`, {
      startsAt: MONDAY_NINE,
    });
    expect(book.statusCode).toBe(409);

    const { member, claimId } = await claim();
    for (const startsAt of [
      '2026-04-13T03:10:00.000Z', // not a slot's start
      '2026-04-15T03:00:00.000Z', // a closed date
      '2026-04-12T03:00:00.000Z', // in the past
      '2026-04-27T03:00:00.000Z', // past the two weeks offered
    ]) {
      const refused = await call(member.cookie, 'PUT', `/api/claims/${claimId}/pickup`, { startsAt });
      expect(refused.statusCode, startsAt).toBe(400);
      expect(refused.json(), startsAt).toMatchObject({ code: 'NOT_A_SLOT' });
    }
    for (const body of [{}, { startsAt: 'Monday at nine' }, { startsAt: 42 }]) {
      const refused = await call(member.cookie, 'PUT', `/api/claims/${claimId}/pickup`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json()).toMatchObject({ messageKey: 'validation.pickupTimeRequired' });
    }
  });

  it("lets only the claim's member book it, and staff alone read the day", async () => {
    const { member, claimId } = await claim();
    const stranger = await t.signInMember();
    expect((await call(stranger.cookie, 'GET', `/api/claims/${claimId}/pickup`)).statusCode).toBe(404);
    const theirs = await call(stranger.cookie, 'PUT', `/api/claims/${claimId}/pickup`, {
      startsAt: MONDAY_NINE,
    });
    expect(theirs.statusCode).toBe(404);
    expect((await call(stranger.cookie, 'DELETE', `/api/claims/${claimId}/pickup`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/claims/${claimId}/pickup`)).statusCode).toBe(403);
    expect((await call('', 'GET', `/api/claims/${claimId}/pickup`)).statusCode).toBe(401);
    expect((await call(member.cookie, 'GET', '/api/admin/pickups?date=2026-04-13')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/admin/pickups?date=2026-02-30')).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/admin/pickups?date=2026-04-13&desk=nope')).statusCode).toBe(400);
  });

  it('gives a booked pickup a pass: mailed with its QR code, and at the desk it opens the handover of that claim', async () => {
    const { member, claimId, item } = await claim();
    const booked = await call(member.cookie, 'PUT', `/api/claims/${claimId}/pickup`, {
      startsAt: '2026-04-20T03:30:00.000Z',
    });
    expect(booked.statusCode, booked.body).toBe(200);
    await t.app.jobs.idle();
    // Beside the approval's mail, one confirmation of the booking.
    const mails = (await t.db.select().from(devOutbox).where(eq(devOutbox.to, member.record.email))).filter(
      (sent) => sent.subject.includes('pickup'),
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('Your pickup of "Brass Compass" is booked');
    expect(mail!.text).toContain('is booked for Monday 20 April, 09:30 AM–10:00 AM at Security Office');
    expect(mail!.text).toContain(`your claim ID ${claimId}`);
    // The QR code is attached to the mail; the outbox keeps it inside the page.
    expect(mail!.html).toMatch(
      /<img src="data:image\/gif;base64,[A-Za-z0-9+/=]+" alt="Pickup pass QR code for claim CLM/,
    );

    const pass = await call(admin, 'GET', `/api/admin/pickups/pass/${claimId.toLowerCase()}`);
    expect(pass.statusCode, pass.body).toBe(200);
    expect(pass.json<PickupPass>()).toEqual({
      claimId,
      item: { _id: item.id, reportId: item.report_id, itemName: 'Brass Compass' },
      memberName: member.record.name,
      booking: { startsAt: '2026-04-20T03:30:00.000Z', endsAt: '2026-04-20T04:00:00.000Z' },
    });
    // Desk staff open their own desk's passes; a pass of another desk is refused them.
    const [hall] = await t.db.insert(desks).values({ name: 'Pass Hall', place: 'Hall 3' }).returning();
    expect(
      (await call((await t.signInStaff([FIRST_DESK_ID])).cookie, 'GET', `/api/admin/pickups/pass/${claimId}`))
        .statusCode,
    ).toBe(200);
    const otherDesk = await call(
      (await t.signInStaff([hall!.id])).cookie,
      'GET',
      `/api/admin/pickups/pass/${claimId}`,
    );
    expect(otherDesk.statusCode).toBe(403);
    expect((await call(member.cookie, 'GET', `/api/admin/pickups/pass/${claimId}`)).statusCode).toBe(403);
    expect((await call('', 'GET', `/api/admin/pickups/pass/${claimId}`)).statusCode).toBe(401);
    expect((await call(admin, 'GET', '/api/admin/pickups/pass/CLM999999')).statusCode).toBe(404);
    const notACode = await call(admin, 'GET', `/api/admin/pickups/pass/${item.report_id}`);
    expect(notACode.statusCode).toBe(400);
    expect(notACode.json()).toMatchObject({ messageKey: 'validation.passNotACode' });

    // The handover itself is the spec's, unchanged; once done, the pass is spent.
    const handed = await call(admin, 'PATCH', `/api/found-reports/${item.report_id}/handover`, {
      receiver: personPayload(t, { name: member.record.name, email: member.record.email }),
      claimId,
    });
    expect(handed.statusCode, handed.body).toBe(200);
    const spent = await call(admin, 'GET', `/api/admin/pickups/pass/${claimId}`);
    expect(spent.statusCode).toBe(409);
    expect(spent.json()).toMatchObject({ code: 'PASS_NOT_VALID' });
  });

  it("marks a pickup arrived, or missed once its time has begun: the member is told kindly and books again, and the item's history has every step", async () => {
    const arriving = await claim();
    const missing = await claim();
    const book = (who: typeof arriving, startsAt: string) =>
      call(who.member.cookie, 'PUT', `/api/claims/${who.claimId}/pickup`, { startsAt });
    expect((await book(arriving, '2026-04-20T03:00:00.000Z')).statusCode).toBe(200);
    expect((await book(missing, '2026-04-22T03:30:00.000Z')).statusCode).toBe(200);
    expect((await book(missing, '2026-04-22T03:00:00.000Z')).statusCode).toBe(200);
    const markAs = (claimId: string, mark: 'arrived' | 'missed') =>
      call(admin, 'PATCH', `/api/admin/pickups/${claimId}/${mark}`, {});

    // Too early to say they did not come; arriving early is fine.
    const early = await markAs(missing.claimId, 'missed');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'PICKUP_NOT_DUE' });
    const arrived = await markAs(arriving.claimId, 'arrived');
    expect(arrived.statusCode, arrived.body).toBe(200);
    expect(arrived.json<PickupMarked>()).toEqual({
      claimId: arriving.claimId,
      arrivedAt: NOW.toISOString(),
      missedAt: null,
    });
    expect((await markAs(arriving.claimId, 'arrived')).json()).toMatchObject({
      code: 'PICKUP_ALREADY_MARKED',
    });
    const unbooked = await claim();
    expect((await markAs(unbooked.claimId, 'arrived')).json()).toMatchObject({ code: 'NO_PICKUP' });
    expect(
      (await call(missing.member.cookie, 'PATCH', `/api/admin/pickups/${missing.claimId}/missed`, {}))
        .statusCode,
    ).toBe(403);

    now = new Date('2026-04-22T03:20:00.000Z');
    try {
      const missed = await markAs(missing.claimId, 'missed');
      expect(missed.statusCode, missed.body).toBe(200);
      const day = await call(admin, 'GET', '/api/admin/pickups?date=2026-04-22');
      expect(day.json<DayPickup[]>().find((row) => row.claimId === missing.claimId)).toMatchObject({
        arrivedAt: null,
        missedAt: '2026-04-22T03:20:00.000Z',
      });
      // Told in the app and by mail, and free to book again: the claim stays approved.
      const bell = (await call(missing.member.cookie, 'GET', '/api/notifications')).json<
        { title: string }[]
      >();
      expect(bell.map((notice) => notice.title)).toContain('We missed you at the desk');
      await t.app.jobs.idle();
      const mails = await t.db.select().from(devOutbox).where(eq(devOutbox.to, missing.member.record.email));
      expect(mails.map((mail) => mail.subject)).toContain('We missed you at the desk');
      const pickup = await pickupOf(missing.member.cookie, missing.claimId);
      expect(pickup.booking).toBeNull();
      expect(pickup.missed).toEqual({
        startsAt: '2026-04-22T03:00:00.000Z',
        endsAt: '2026-04-22T03:30:00.000Z',
      });
      expect(
        (await call(missing.member.cookie, 'DELETE', `/api/claims/${missing.claimId}/pickup`)).statusCode,
      ).toBe(409);
      expect((await book(missing, '2026-04-22T03:30:00.000Z')).statusCode).toBe(200);
      expect((await pickupOf(missing.member.cookie, missing.claimId)).missed).toBeNull();
      expect(
        (await call(missing.member.cookie, 'DELETE', `/api/claims/${missing.claimId}/pickup`)).statusCode,
      ).toBe(200);
    } finally {
      now = NOW;
    }

    const history = async (itemId: string) =>
      (await call(admin, 'GET', `/api/found-reports/details/${itemId}/history`))
        .json<ItemHistoryEntry[]>()
        .filter((entry) => entry.kind.startsWith('pickup_'))
        .map((entry) => [entry.kind, entry.actor.kind, entry.pickupAt]);
    expect(await history(missing.item.id)).toEqual([
      ['pickup_booked', 'member', '2026-04-22T03:30:00.000Z'],
      ['pickup_moved', 'member', '2026-04-22T03:00:00.000Z'],
      ['pickup_missed', 'admin', '2026-04-22T03:00:00.000Z'],
      ['pickup_booked', 'member', '2026-04-22T03:30:00.000Z'],
      ['pickup_cancelled', 'member', '2026-04-22T03:30:00.000Z'],
    ]);
    expect(await history(arriving.item.id)).toEqual([
      ['pickup_booked', 'member', '2026-04-20T03:00:00.000Z'],
      ['pickup_arrived', 'admin', '2026-04-20T03:00:00.000Z'],
    ]);
  });

  it('reminds a member the day before and the hour before, each once, with two workers sweeping at once', async () => {
    const { member, claimId } = await claim();
    expect(
      (
        await call(member.cookie, 'PUT', `/api/claims/${claimId}/pickup`, {
          startsAt: '2026-04-20T03:30:00.000Z',
        })
      ).statusCode,
    ).toBe(200);
    const reminders = async () =>
      (await call(member.cookie, 'GET', '/api/notifications'))
        .json<{ title: string }[]>()
        .map((notice) => notice.title)
        .filter((title) => title.startsWith('Your pickup is'));
    // A second server's worker, on the same clock, taking sweeps alongside this app's. It may
    // take any job, the reminders' mails among them, so it sends mail as a server would. An
    // embedded database has one server (its data directory is locked), so only on PostgreSQL.
    const skip = async () => async () => {};
    const other =
      t.kind === 'pglite'
        ? undefined
        : new JobWorker({
            db: t.db,
            kind: t.kind,
            changes: t.app.changes,
            log: { warn() {}, error() {} },
            handlers: {
              'match-found-item': skip,
              'match-lost-report': skip,
              'alert-mail': alertMailHandler({ config: t.config, db: t.db, limits: t.app.limits }),
              'alert-digest': skip,
              'claim-mail': skip,
              'pickup-mail': skip,
              push: skip,
              'retention-sweep': skip,
              'staff-alerts-sweep': skip,
              'pickup-reminders': pickupRemindersHandler({ config: t.config, clock: () => now }),
            } satisfies JobHandlers,
          });
    const sweepTwice = async () => {
      await enqueueJob(t.db, 'pickup-reminders', {});
      await enqueueJob(t.db, 'pickup-reminders', {});
      await Promise.all([t.app.jobs.idle(), other?.idle()]);
    };
    try {
      now = new Date('2026-04-19T02:00:00.000Z'); // more than a day before
      await sweepTwice();
      expect(await reminders()).toEqual([]);
      now = new Date('2026-04-19T04:00:00.000Z'); // within the day
      await sweepTwice();
      await sweepTwice();
      expect(await reminders()).toEqual(['Your pickup is coming up']);
      now = new Date('2026-04-20T02:45:00.000Z'); // within the hour
      await sweepTwice();
      await sweepTwice();
      expect(await reminders()).toEqual(['Your pickup is within the hour', 'Your pickup is coming up']);
      await t.app.jobs.idle();
      const mails = await t.db.select().from(devOutbox).where(eq(devOutbox.to, member.record.email));
      expect(mails.filter((mail) => mail.subject.startsWith('Your pickup is'))).toHaveLength(2);
      expect(mails.find((mail) => mail.subject === 'Your pickup is within the hour')!.text).toContain(
        'you booked Monday 20 April, 09:30 AM–10:00 AM at Security Office, Daffodil Smart City to collect Brass Compass',
      );
    } finally {
      now = NOW;
      await other?.stop();
      await t.db.execute(sql`DELETE FROM jobs WHERE kind = 'pickup-reminders'`);
    }
  });
});
