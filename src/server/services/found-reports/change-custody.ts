import { sql } from 'drizzle-orm';
import type { handoverSchema } from '#shared/schemas/found-report';
import { z } from 'zod';
import { changeNotice } from '#server/db/change-notices';
import { queryRows } from '#server/db/client';
import { badRequest, conflict, ITEM_NOT_FOUND, notFound, text } from '#server/lib/errors';
import type { AdminActor } from '#server/lib/actor';
import { recordActivity, recordAutomaticActivity } from '#server/services/activity-log/record-activity';
import { alertClaimant } from '#server/services/claims/alert-claimant';
import { enqueueJob } from '#server/services/jobs/job-queue';
import { upsertPerson } from '#server/services/people/upsert-person';
import type { ServiceContext } from '#server/services/service-context';
import { requireDesk } from '#server/services/desks/desks';
import { tellFinder } from './tell-finder';

type Handover = z.output<ReturnType<typeof handoverSchema>>;

async function currentStatus(db: Parameters<typeof queryRows>[0], reportId: string) {
  const [row] = await queryRows(
    db,
    sql`SELECT status FROM found_reports WHERE report_id = ${reportId}`,
    z.object({ status: z.string() }),
  );
  return row?.status;
}

/**
 * "Item Stored": the office has the item. Only a report still in 'reported'
 * moves; the condition in the UPDATE makes a second, simultaneous store a 409.
 */
export async function storeFoundReport(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  reportId: string,
  storageLocation: string | null = null,
  deskId: string | null = null,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (deskId) await requireDesk(tx, deskId);
    const rows = await queryRows(
      tx,
      sql`UPDATE found_reports
          SET status = 'stored', stored_by_admin_id = ${admin.id}::uuid, stored_by_email = ${admin.email}, stored_at = now(),
              storage_location = ${storageLocation}, desk_id = coalesce(${deskId}::uuid, desk_id)
          WHERE report_id = ${reportId} AND status = 'reported'
          RETURNING id`,
      z.object({ id: z.string() }),
    );
    if (rows.length === 0) {
      if ((await currentStatus(tx, reportId)) === undefined) throw notFound(ITEM_NOT_FOUND);
      throw conflict(text('errors.alreadyStored'), 'ALREADY_STORED');
    }
    await recordActivity(
      tx,
      admin,
      storageLocation
        ? { key: 'activity.itemStoredIn', values: { reportId, location: storageLocation } }
        : { key: 'activity.itemStored', values: { reportId } },
      {
        kind: 'item_stored',
        foundReportId: rows[0]!.id,
        ...(storageLocation ? { details: { storageLocation } } : {}),
      },
    );
    // Matched after the commit (decision 0014): the store never waits for it or fails with it.
    await enqueueJob(tx, 'match-found-item', { foundReportId: rows[0]!.id });
    await tellFinder(tx, rows[0]!.id, 'stored');
  });
  changes.announce(changeNotice.catalogue);
}

/** What a handover did to the item's claims: the claimants to tell. */
export interface HandoverOutcome {
  itemId: string;
  /** The approved claim the item went to, if it went to its claimant. */
  handedOverClaim: { claimId: string; memberId: string | null } | null;
  /** Open claims the handover closed; their members are told in the same transaction. */
  closedClaims: { claimId: string; memberId: string | null }[];
}

/**
 * Hands a stored item to its receiver, once, and ends every open claim on it:
 * the approved claim it went to as handed_over, the others as closed. The
 * item's row lock is taken first: of two admins handing over together, the
 * second waits, then finds the item no longer stored (409); a claim, a
 * decision or a transfer to another desk runs wholly before or after.
 */
export async function handOverFoundReport(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  reportId: string,
  payload: Handover,
): Promise<HandoverOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const [item] = await queryRows(
      tx,
      sql`SELECT id, status, transfer_to_desk_id IS NOT NULL AS in_transit
          FROM found_reports WHERE report_id = ${reportId} FOR UPDATE`,
      z.object({ id: z.string(), status: z.string(), in_transit: z.boolean() }),
    );
    if (!item) throw notFound(ITEM_NOT_FOUND);
    if (item.status === 'handed_over')
      throw conflict(text('errors.alreadyHandedOver'), 'ALREADY_HANDED_OVER');
    if (item.status !== 'stored') throw conflict(text('errors.onlyStoredHandedOver'), 'NOT_STORED');
    // On its way to another desk (decision 0059): it is handed over there, once received.
    if (item.in_transit) throw conflict(text('errors.inTransit'), 'IN_TRANSIT');
    const [approved] = await queryRows(
      tx,
      sql`SELECT id, claim_id, user_id FROM claims WHERE found_report_id = ${item.id}::uuid AND status = 'approved'`,
      z.object({ id: z.string(), claim_id: z.string(), user_id: z.string().nullable() }),
    );
    const toClaimant = Boolean(payload.claimId);
    if (toClaimant && payload.claimId !== approved?.claim_id) {
      throw conflict(text('errors.claimNotApproved'), 'CLAIM_NOT_APPROVED');
    }
    if (approved && !toClaimant && !payload.reason) {
      throw badRequest(text('errors.handoverReasonRequired'), 'HANDOVER_REASON_REQUIRED');
    }
    const handedClaimId = toClaimant && approved ? approved.id : null;
    const receiverId = await upsertPerson(tx, payload.receiver);
    const rows = await queryRows(
      tx,
      sql`UPDATE found_reports
          SET status = 'handed_over', handed_over_by_admin_id = ${admin.id}::uuid,
              handed_over_by_email = ${admin.email}, handed_over_at = now(), taken_by_person_id = ${receiverId}::uuid,
              handed_over_claim_id = ${handedClaimId}::uuid, handover_reason = ${payload.reason ?? null},
              claim_count = 0
          WHERE id = ${item.id}::uuid AND status = 'stored'
          RETURNING report_id`,
      z.object({ report_id: z.string() }),
    );
    if (rows.length === 0) throw conflict(text('errors.alreadyHandedOver'), 'ALREADY_HANDED_OVER');
    const ended = await queryRows(
      tx,
      sql`UPDATE claims
          SET status = CASE WHEN id = ${handedClaimId}::uuid THEN 'handed_over'::claim_status ELSE 'closed'::claim_status END,
              reason = CASE WHEN id = ${handedClaimId}::uuid THEN NULL ELSE ${CLAIM_CLOSED_REASON} END,
              decided_at = now(), decided_by_admin_id = ${admin.id}::uuid, decided_by_email = ${admin.email}
          WHERE found_report_id = ${item.id}::uuid AND status IN ('pending', 'approved')
          RETURNING id, claim_id, user_id`,
      z.object({ id: z.string(), claim_id: z.string(), user_id: z.string().nullable() }),
    );
    // The receiver is named by their person record, which retention may erase; the log keeps no name.
    await recordActivity(
      tx,
      admin,
      approved && handedClaimId
        ? { key: 'activity.itemHandedOverOnClaim', values: { reportId, claimId: approved.claim_id } }
        : { key: 'activity.itemHandedOver', values: { reportId } },
      { kind: 'item_handed_over', foundReportId: item.id, claimId: handedClaimId },
    );
    const outcome = (row: { claim_id: string; user_id: string | null }) => ({
      claimId: row.claim_id,
      memberId: row.user_id,
    });
    if (approved && handedClaimId) await closeAnsweredLostReport(tx, item.id, reportId, approved.claim_id);
    await tellFinder(tx, item.id, 'returned', approved && handedClaimId ? approved.user_id : null);
    // The receiver was there in person; the others learn their claims are closed.
    for (const row of ended) if (row.id !== handedClaimId) await alertClaimant(tx, row.claim_id, 'closed');
    const handed = ended.find((row) => row.id === handedClaimId);
    return {
      itemId: item.id,
      handedOverClaim: handed ? outcome(handed) : null,
      closedClaims: ended.filter((row) => row.id !== handedClaimId).map(outcome),
    };
  });
  changes.announce(changeNotice.catalogue);
  const ended = [...outcome.closedClaims, ...(outcome.handedOverClaim ? [outcome.handedOverClaim] : [])];
  for (const claim of ended) {
    if (claim.memberId) changes.announce(changeNotice.claim(claim.memberId, outcome.itemId));
  }
  return outcome;
}

/**
 * The lost report the handed-over claim came from is answered: it closes by
 * itself, and its history (and the item's) says why. Its member was at the
 * desk, so nobody is told.
 */
async function closeAnsweredLostReport(
  tx: Parameters<typeof queryRows>[0],
  itemId: string,
  reportId: string,
  claimNumber: string,
): Promise<void> {
  const closed = await queryRows(
    tx,
    sql`UPDATE lost_reports l SET status = 'closed', closed_reason = 'item_returned', closed_at = now()
        FROM claims c
        WHERE c.claim_id = ${claimNumber} AND l.id = c.lost_report_id AND l.status = 'open'
        RETURNING l.id, l.report_id, c.id AS claim_id`,
    z.object({ id: z.string(), report_id: z.string(), claim_id: z.string() }),
  );
  for (const report of closed) {
    await recordAutomaticActivity(
      tx,
      {
        key: 'admin.lostReportClosedNote',
        values: { lostReportId: report.report_id, reportId, claimId: claimNumber },
      },
      {
        kind: 'lost_report_closed',
        foundReportId: itemId,
        claimId: report.claim_id,
        lostReportId: report.id,
      },
    );
  }
}

/** Told to the members whose claims a handover closed. */
export const CLAIM_CLOSED_REASON = 'The item was handed over to its owner.';
