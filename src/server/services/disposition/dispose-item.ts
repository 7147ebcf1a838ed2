import { sql } from 'drizzle-orm';
import { DISPOSITION_LABELS, type DispositionOutcome } from '#shared/schemas/disposition';
import { changeNotice } from '#server/db/change-notices';
import { queryRows } from '#server/db/client';
import { text } from '#server/lib/i18n';
import type { ServiceContext } from '#server/services/service-context';
import { conflict, notFound, ITEM_NOT_FOUND } from '#server/lib/errors';
import type { AdminActor } from '#server/lib/actor';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { MY_ITEMS_PATH } from '#server/services/claims/alert-claimant';
import { notifyMember } from '#server/services/notifications/notify-member';
import { daysBefore } from './holding-period';

/** Told to the members whose open claims end when the item is let go. */
export const CLAIM_DISPOSED_REASON = 'Nobody collected the item within the holding period.';

export interface DispositionOutcomeRecord {
  itemId: string;
  /** Members whose open claims the disposition closed (each told in the app and by email). */
  closedClaimMembers: string[];
}

/**
 * Records what became of an item held past the holding period, once: it
 * leaves storage ('disposed'), its open claims close and their members are
 * told, and the activity log says who did it; its change notices follow the commit. The row lock makes a second,
 * simultaneous record (or a handover) wait and then find it gone (409).
 */
export async function disposeItem(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  reportId: string,
  payload: { outcome: DispositionOutcome; note: string },
  holding: { now: Date; holdingPeriodDays: number },
): Promise<DispositionOutcomeRecord> {
  const outcome = await db.transaction(async (tx) => {
    const [item] = await queryRows<{ id: string; status: string; item_name: string; past: boolean }>(
      tx,
      sql`SELECT id, status, item_name,
            stored_at <= ${daysBefore(holding.now, holding.holdingPeriodDays).toISOString()}::timestamptz AS past
          FROM found_reports WHERE report_id = ${reportId} FOR UPDATE`,
    );
    if (!item) throw notFound(ITEM_NOT_FOUND);
    if (item.status === 'disposed') {
      throw conflict(text('errors.alreadyDisposed'), 'ALREADY_DISPOSED');
    }
    if (item.status === 'handed_over') {
      throw conflict(text('errors.alreadyHandedOver'), 'ALREADY_HANDED_OVER');
    }
    if (item.status !== 'stored') throw conflict(text('errors.onlyStoredLetGo'), 'NOT_STORED');
    if (!item.past) {
      throw conflict(
        text('errors.holdingNotOver', { days: holding.holdingPeriodDays }),
        'HOLDING_PERIOD_NOT_OVER',
      );
    }
    await queryRows(
      tx,
      sql`UPDATE found_reports
          SET status = 'disposed', disposition = ${payload.outcome}::disposition_outcome,
              disposition_note = ${payload.note}, disposed_at = now(),
              disposed_by_admin_id = ${admin.id}::uuid, disposed_by_email = ${admin.email}, claim_count = 0
          WHERE id = ${item.id}::uuid`,
    );
    const closed = await queryRows<{ user_id: string | null }>(
      tx,
      sql`UPDATE claims
          SET status = 'closed', reason = ${CLAIM_DISPOSED_REASON}, decided_at = now(),
              decided_by_admin_id = ${admin.id}::uuid, decided_by_email = ${admin.email}
          WHERE found_report_id = ${item.id}::uuid AND status IN ('pending', 'approved')
          RETURNING user_id`,
    );
    const members = closed.flatMap((row) => (row.user_id ? [row.user_id] : []));
    for (const memberId of members) {
      await notifyMember(tx, {
        memberId,
        kind: 'claim',
        title: text('notices.claimClosedTitle'),
        body: text('notices.claimDisposedBody', { itemName: item.item_name, reportId }),
        link: MY_ITEMS_PATH,
      });
    }
    await recordActivity(tx, admin, `Disposed of item #${reportId}: ${DISPOSITION_LABELS[payload.outcome]}`, {
      kind: 'item_disposed',
      foundReportId: item.id,
      details: { outcome: payload.outcome },
    });
    return { itemId: item.id, closedClaimMembers: members };
  });
  // It leaves the members' lists and search, and its claimants' views change.
  changes.announce(changeNotice.catalogue);
  for (const memberId of outcome.closedClaimMembers) {
    changes.announce(changeNotice.claim(memberId, outcome.itemId));
  }
  return outcome;
}
