import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { pickupSlots, zonedInstant, type Slot } from '#shared/pickup-slots';
import { openingHoursSchema } from '#shared/schemas/desk';
import { PICKUP_DAYS_AHEAD, type ClaimPickup, type DayPickup, type PickupPass } from '#shared/schemas/pickup';
import { queryRows, type Database } from '#server/db/client';
import { badRequest, conflict, notFound, text } from '#server/lib/errors';
import { isoTime } from '#server/lib/paging';
import type { AdminActor } from '#server/lib/actor';
import { enqueueJob } from '#server/services/jobs/job-queue';
import { recordActivity, recordMemberActivity } from '#server/services/activity-log/record-activity';
import { notifyMember } from '#server/services/notifications/notify-member';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

type Executor = Parameters<typeof queryRows>[0];

const claimDeskRow = z.object({
  id: z.string(),
  status: z.string(),
  found_report_id: z.string(),
  desk_id: z.string(),
  desk_name: z.string(),
  desk_place: z.string(),
  opening_hours: openingHoursSchema,
  slot_minutes: z.number(),
  capacity: z.number(),
});
type ClaimDesk = z.infer<typeof claimDeskRow>;

const CLAIM_NOT_FOUND = text('errors.claimNotFound');

/** The member's own claim with the desk that holds its item; another's is as if it did not exist. */
async function claimDesk(db: Executor, memberId: string, claimId: string, lock = false): Promise<ClaimDesk> {
  const [row] = await queryRows(
    db,
    sql`SELECT c.id, c.status, c.found_report_id, d.id AS desk_id, d.name AS desk_name, d.place AS desk_place,
          d.opening_hours, d.pickup_slot_minutes AS slot_minutes, d.pickup_slot_capacity AS capacity
        FROM claims c JOIN found_reports f ON f.id = c.found_report_id JOIN desks d ON d.id = f.desk_id
        WHERE c.claim_id = ${claimId} AND c.user_id = ${memberId}::uuid
        ${lock ? sql`FOR UPDATE OF c, d` : sql``}`,
    claimDeskRow,
  );
  if (!row) throw notFound(CLAIM_NOT_FOUND);
  if (row.status !== 'approved') throw conflict(text('errors.pickupNotApproved'), 'CLAIM_NOT_APPROVED');
  return row;
}

function slotsOf(claim: ClaimDesk, timeZone: string, now: Date): Slot[] {
  return pickupSlots(
    { openingHours: claim.opening_hours, slotMinutes: claim.slot_minutes, timeZone },
    now,
    PICKUP_DAYS_AHEAD,
  );
}

/** Pickups booked at a desk from a moment on, per slot start, for claims still approved, less one claim's. */
async function bookedBySlot(db: Executor, deskId: string, from: Date, except: string) {
  const rows = await queryRows(
    db,
    sql`SELECT ${isoTime(sql`p.starts_at`)} AS starts_at, count(*)::int AS booked
        FROM pickups p JOIN claims c ON c.id = p.claim_id
        WHERE p.desk_id = ${deskId}::uuid AND p.starts_at > ${from.toISOString()}::timestamptz
          AND c.status = 'approved' AND p.missed_at IS NULL AND p.claim_id <> ${except}::uuid
        GROUP BY p.starts_at`,
    z.object({ starts_at: z.string(), booked: z.number() }),
  );
  return new Map(rows.map((row) => [Date.parse(row.starts_at), row.booked]));
}

/**
 * An approved claim's pickup: the slots of the next days in the holding desk's
 * opening hours, with the places each has left, and the one booked, if any.
 */
export async function claimPickup(
  db: Database,
  memberId: string,
  claimId: string,
  timeZone: string,
  now: Date,
): Promise<ClaimPickup> {
  const claim = await claimDesk(db, memberId, claimId);
  const booked = await bookedBySlot(db, claim.desk_id, now, claim.id);
  const [row] = await queryRows(
    db,
    sql`SELECT ${isoTime(sql`starts_at`)} AS starts_at, ${isoTime(sql`ends_at`)} AS ends_at,
          missed_at IS NOT NULL AS missed
        FROM pickups WHERE claim_id = ${claim.id}::uuid`,
    z.object({ starts_at: z.string(), ends_at: z.string(), missed: z.boolean() }),
  );
  // A missed time is no booking: the member books another.
  const booking = row && !row.missed ? row : undefined;
  return {
    desk: { _id: claim.desk_id, name: claim.desk_name, place: claim.desk_place },
    slotMinutes: claim.slot_minutes,
    booking: booking ? { startsAt: booking.starts_at, endsAt: booking.ends_at } : null,
    missed: row?.missed ? { startsAt: row.starts_at, endsAt: row.ends_at } : null,
    slots: slotsOf(claim, timeZone, now).map((slot) => ({
      ...slot,
      free: Math.max(0, claim.capacity - (booked.get(Date.parse(slot.startsAt)) ?? 0)),
    })),
  };
}

/**
 * Books one of the offered slots for an approved claim, or moves its booking
 * there. The claim's and the desk's rows are locked while places are counted,
 * so two members after a slot's last place get one 200 and one 409.
 */
export async function bookPickup(
  db: Database,
  memberId: string,
  claimId: string,
  startsAt: string,
  timeZone: string,
  now: Date,
): Promise<{ startsAt: string; endsAt: string }> {
  return db.transaction(async (tx) => {
    const claim = await claimDesk(tx, memberId, claimId, true);
    const wanted = Date.parse(startsAt);
    const slot = slotsOf(claim, timeZone, now).find((offered) => Date.parse(offered.startsAt) === wanted);
    if (!slot) throw badRequest(text('errors.pickupNotASlot'), 'NOT_A_SLOT');
    const booked = await bookedBySlot(tx, claim.desk_id, now, claim.id);
    if ((booked.get(wanted) ?? 0) >= claim.capacity)
      throw conflict(text('errors.pickupSlotFull'), 'SLOT_FULL');
    const [before] = await queryRows(
      tx,
      sql`SELECT missed_at IS NOT NULL AS missed FROM pickups WHERE claim_id = ${claim.id}::uuid`,
      z.object({ missed: z.boolean() }),
    );
    // A new time starts afresh: not arrived, not missed, its reminders still to come.
    await tx.execute(
      sql`INSERT INTO pickups (claim_id, desk_id, starts_at, ends_at)
          VALUES (${claim.id}::uuid, ${claim.desk_id}::uuid, ${slot.startsAt}::timestamptz, ${slot.endsAt}::timestamptz)
          ON CONFLICT (claim_id) DO UPDATE SET desk_id = EXCLUDED.desk_id, starts_at = EXCLUDED.starts_at,
            ends_at = EXCLUDED.ends_at, arrived_at = NULL, missed_at = NULL, day_reminder_sent_at = NULL,
            hour_reminder_sent_at = NULL, updated_at = now()`,
    );
    const moved = before !== undefined && !before.missed;
    await recordMemberActivity(
      tx,
      memberId,
      { key: moved ? 'activity.pickupMoved' : 'activity.pickupBooked' },
      {
        kind: moved ? 'pickup_moved' : 'pickup_booked',
        foundReportId: claim.found_report_id,
        claimId: claim.id,
        details: { startsAt: slot.startsAt },
      },
    );
    // The confirmation, with the pass, goes once the booking is committed.
    await enqueueJob(tx, 'pickup-mail', { claimId, startsAt: slot.startsAt });
    return { startsAt: slot.startsAt, endsAt: slot.endsAt };
  });
}

/** The member cancels their claim's pickup; the claim stays approved, to book another. */
export async function cancelPickup(db: Database, memberId: string, claimId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const claim = await claimDesk(tx, memberId, claimId, true);
    const [removed] = await queryRows(
      tx,
      sql`DELETE FROM pickups WHERE claim_id = ${claim.id}::uuid AND missed_at IS NULL
          RETURNING ${isoTime(sql`starts_at`)} AS starts_at`,
      z.object({ starts_at: z.string() }),
    );
    if (!removed) throw conflict(text('errors.pickupNone'), 'NO_PICKUP');
    await recordMemberActivity(
      tx,
      memberId,
      { key: 'activity.pickupCancelled' },
      {
        kind: 'pickup_cancelled',
        foundReportId: claim.found_report_id,
        claimId: claim.id,
        details: { startsAt: removed.starts_at },
      },
    );
  });
}

const dayRow = z.object({
  claim_id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  arrived_at: z.string().nullable(),
  missed_at: z.string().nullable(),
  desk_id: z.string(),
  member_name: z.string().nullable(),
  member_email: z.string().nullable(),
  member_phone: z.string().nullable(),
  item_id: z.string(),
  report_id: z.string(),
  item_name: z.string(),
  storage_location: z.string().nullable(),
});

/**
 * A day's pickups (the university's day) at the desks named, or at every desk
 * (`undefined`), by time: who, which item, which shelf.
 */
export async function dayPickups(
  db: Database,
  day: string,
  deskIds: string[] | undefined,
  timeZone: string,
): Promise<DayPickup[]> {
  if (deskIds?.length === 0) return [];
  const from = new Date(zonedInstant(day, 0, timeZone)).toISOString();
  const until = new Date(zonedInstant(day, 24 * 60, timeZone)).toISOString();
  const rows = await queryRows(
    db,
    sql`SELECT c.claim_id, ${isoTime(sql`p.starts_at`)} AS starts_at, ${isoTime(sql`p.ends_at`)} AS ends_at,
          ${isoTime(sql`p.arrived_at`)} AS arrived_at, ${isoTime(sql`p.missed_at`)} AS missed_at, p.desk_id, u.name AS member_name, u.email AS member_email, u.phone AS member_phone,
          f.id AS item_id, f.report_id, f.item_name, f.storage_location
        FROM pickups p
        JOIN claims c ON c.id = p.claim_id AND c.status = 'approved'
        JOIN found_reports f ON f.id = c.found_report_id
        LEFT JOIN users u ON u.id = c.user_id
        WHERE p.starts_at >= ${from}::timestamptz AND p.starts_at < ${until}::timestamptz
          ${deskIds ? sql`AND p.desk_id = ANY(${sql.param(deskIds)}::uuid[])` : sql``}
        ORDER BY p.starts_at, c.claim_id
        LIMIT 1000`,
    dayRow,
  );
  return rows.map((row) => ({
    claimId: row.claim_id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    arrivedAt: row.arrived_at,
    missedAt: row.missed_at,
    deskId: row.desk_id,
    member: { name: row.member_name, email: row.member_email, phone: row.member_phone },
    item: {
      _id: row.item_id,
      reportId: row.report_id,
      itemName: row.item_name,
      storageLocation: row.storage_location,
    },
  }));
}

const passRow = z.object({
  claim_id: z.string(),
  status: z.string(),
  item_id: z.string(),
  report_id: z.string(),
  item_name: z.string(),
  item_status: z.string(),
  member_name: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
});

/**
 * What a pickup pass (its claim's ID) opens at the desk: the claim's item and
 * member and the time booked. Only an approved claim's pass opens a handover;
 * one handed over, withdrawn or rejected since answers 409.
 */
export async function pickupPass(db: Database, claimId: string): Promise<PickupPass> {
  const [row] = await queryRows(
    db,
    sql`SELECT c.claim_id, c.status, f.id AS item_id, f.report_id, f.item_name, f.status AS item_status,
          u.name AS member_name,
          ${isoTime(sql`p.starts_at`)} AS starts_at, ${isoTime(sql`p.ends_at`)} AS ends_at
        FROM claims c JOIN found_reports f ON f.id = c.found_report_id
        LEFT JOIN users u ON u.id = c.user_id
        LEFT JOIN pickups p ON p.claim_id = c.id
        WHERE c.claim_id = ${claimId.trim().toUpperCase()}`,
    passRow,
  );
  if (!row) throw notFound(CLAIM_NOT_FOUND);
  if (row.status !== 'approved' || row.item_status !== 'stored')
    throw conflict(text('errors.passNotValid', { claimId: row.claim_id }), 'PASS_NOT_VALID');
  return {
    claimId: row.claim_id,
    item: { _id: row.item_id, reportId: row.report_id, itemName: row.item_name },
    memberName: row.member_name,
    booking: row.starts_at && row.ends_at ? { startsAt: row.starts_at, endsAt: row.ends_at } : null,
  };
}

const bookingRow = z.object({
  id: z.string(),
  claim_id: z.string(),
  claim_uuid: z.string(),
  user_id: z.string().nullable(),
  status: z.string(),
  found_report_id: z.string(),
  report_id: z.string(),
  item_name: z.string(),
  desk_id: z.string(),
  starts_at: z.string(),
  arrived_at: z.string().nullable(),
  missed_at: z.string().nullable(),
});
type MarkedRow = z.infer<typeof bookingRow>;
/** An approved claim's row whether or not a pickup is booked (the pickup's columns null). */
const claimBookingRow = z.union([
  bookingRow,
  bookingRow.extend({ id: z.null(), desk_id: z.null(), starts_at: z.null() }),
]);

/** The booking of an approved claim, locked, for staff to mark; none is 409 NO_PICKUP. */
async function lockBooking(tx: Executor, claimId: string): Promise<MarkedRow> {
  const [row] = await queryRows(
    tx,
    sql`SELECT p.id, c.claim_id, c.id AS claim_uuid, c.user_id, c.status, c.found_report_id, f.report_id, f.item_name, p.desk_id,
          ${isoTime(sql`p.starts_at`)} AS starts_at, p.arrived_at, p.missed_at
        FROM claims c JOIN found_reports f ON f.id = c.found_report_id
        LEFT JOIN pickups p ON p.claim_id = c.id
        WHERE c.claim_id = ${claimId.trim().toUpperCase()}
        FOR UPDATE OF c`,
    claimBookingRow,
  );
  if (!row) throw notFound(CLAIM_NOT_FOUND);
  if (row.status !== 'approved') throw conflict(text('errors.pickupNotApproved'), 'CLAIM_NOT_APPROVED');
  if (row.id === null) throw conflict(text('errors.pickupNone'), 'NO_PICKUP');
  return row;
}

export type PickupMark = 'arrived' | 'missed';

/**
 * Staff mark a booked pickup: the member arrived, or did not come. A missed
 * pickup frees the claim to book again (the claim stays approved) and tells the
 * member kindly, in the app, by push and by mail; it can be marked once its
 * time has begun. Each mark is a line of the item's history.
 */
export async function markPickup(
  db: Database,
  admin: AdminActor,
  claimId: string,
  mark: PickupMark,
  now: Date,
): Promise<{ claimId: string; arrivedAt: string | null; missedAt: string | null }> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, claimId);
    if (booking.arrived_at || booking.missed_at)
      throw conflict(text('errors.pickupAlreadyMarked'), 'PICKUP_ALREADY_MARKED');
    if (mark === 'missed' && Date.parse(booking.starts_at) > now.getTime())
      throw conflict(text('errors.pickupNotDue'), 'PICKUP_NOT_DUE');
    const at = now.toISOString();
    const [marked] = await queryRows(
      tx,
      sql`UPDATE pickups SET ${mark === 'arrived' ? sql`arrived_at` : sql`missed_at`} = ${at}::timestamptz,
            updated_at = now()
          WHERE id = ${booking.id}::uuid
          RETURNING ${isoTime(sql`arrived_at`)} AS arrived_at, ${isoTime(sql`missed_at`)} AS missed_at`,
      z.object({ arrived_at: z.string().nullable(), missed_at: z.string().nullable() }),
    );
    await recordActivity(
      tx,
      admin,
      {
        key: mark === 'arrived' ? 'activity.pickupArrived' : 'activity.pickupMissed',
        values: { claimId: booking.claim_id, reportId: booking.report_id },
      },
      {
        kind: mark === 'arrived' ? 'pickup_arrived' : 'pickup_missed',
        foundReportId: booking.found_report_id,
        claimId: booking.claim_uuid,
        details: { startsAt: booking.starts_at },
      },
    );
    if (mark === 'missed' && booking.user_id) {
      await notifyMember(tx, {
        memberId: booking.user_id,
        kind: 'pickup',
        title: text('notices.pickupMissedTitle'),
        body: text('notices.pickupMissedBody', { itemName: booking.item_name, reportId: booking.report_id }),
        link: pagePath(routePatterns.user.myItems),
        push: 'claims',
      });
    }
    return { claimId: booking.claim_id, arrivedAt: marked!.arrived_at, missedAt: marked!.missed_at };
  });
}
