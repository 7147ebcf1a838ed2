import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ClaimPickup, DayPickup, PickupPass } from '#shared/schemas/pickup';
import { queryRows } from '#server/db/client';
import { FIRST_DESK_ID, desks, devOutbox } from '#server/db/schema';
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
    await queryRows(
      t.db,
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
    t = await createTestApp(kind, {}, { clock: () => NOW });
    admin = (await t.signInAdmin()).cookie;
    const hours = {
      weekly: [{ days: [1, 3], opens: '09:00', closes: '10:00' }],
      closedDates: ['2026-04-15'],
    };
    await queryRows(
      t.db,
      sql`UPDATE desks SET opening_hours = ${JSON.stringify(hours)}::jsonb, pickup_slot_minutes = 30,
            pickup_slot_capacity = 1
          WHERE id = ${FIRST_DESK_ID}::uuid`,
    );
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
    const [{ count }] = (await queryRows<{ count: number }>(
      t.db,
      sql`SELECT count(*)::int AS count FROM pickups WHERE starts_at = ${MONDAY_HALF_NINE}::timestamptz`,
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
});
