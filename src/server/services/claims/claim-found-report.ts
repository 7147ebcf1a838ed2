import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { changeNotice } from '#server/db/change-notices';
import { queryRows } from '#server/db/client';
import { badRequest, conflict, notFound, ITEM_NOT_FOUND, text } from '#server/lib/errors';
import { recordMemberActivity } from '#server/services/activity-log/record-activity';
import type { ServiceContext } from '#server/services/service-context';
import { notifyStaff } from '#server/services/notifications/notify-staff';
import { isUniqueViolation, OPEN_CLAIM } from './claim-rows';
import { pagePath } from '#shared/page-path';
import { consoleRoutePatterns } from '#shared/console-route-patterns';

export const ALREADY_CLAIMED = text('errors.alreadyClaimed');
export const NOT_CLAIMABLE = text('errors.notClaimable');

class DuplicateClaim extends Error {}

/**
 * A member claims a stored item: a pending claim, for staff to decide. Several
 * members may claim one item, each with one open claim at a time. When others
 * already claim it, the member must describe it (a competing claim), so staff
 * can tell the owner from a false first claim. The claim and the item's count
 * of open claims change in one transaction; the UPDATE takes the item's row
 * lock, so a handover or a decision on the same item runs before or after,
 * never between. The unique index (item, member, open) has the last word.
 * The claim remembers the member's lost report it answers: the one named
 * ('This is mine' on its possible match), or else their open report matched
 * with the item; the handover closes that report.
 */
export async function claimFoundReport(
  { db, changes }: ServiceContext,
  memberId: string,
  reportId: string,
  message: string | null,
  lostReportId: string | null = null,
): Promise<{ itemId: string; claimId: string }> {
  let claimed: { itemId: string; claimId: string };
  try {
    claimed = await db.transaction(async (tx) => {
      const [item] = await queryRows(
        tx,
        sql`UPDATE found_reports f SET claim_count = claim_count + 1
            WHERE report_id = ${reportId} AND status = 'stored'
            RETURNING id, desk_id, item_name,
              (SELECT count(*)::int FROM claims c
                WHERE c.found_report_id = f.id AND c.status IN ${OPEN_CLAIM}
                  AND c.user_id IS DISTINCT FROM ${memberId}::uuid) AS others,
              EXISTS (SELECT 1 FROM claims c
                WHERE c.found_report_id = f.id AND c.user_id = ${memberId}::uuid AND c.status = 'rejected') AS rejected`,
        z.object({
          id: z.string(),
          others: z.number(),
          rejected: z.boolean(),
          desk_id: z.string(),
          item_name: z.string(),
        }),
      );
      if (!item) {
        const [exists] = await queryRows(
          tx,
          sql`SELECT id FROM found_reports WHERE report_id = ${reportId}`,
          z.object({ id: z.string() }),
        );
        if (!exists) throw notFound(ITEM_NOT_FOUND);
        throw conflict(NOT_CLAIMABLE, 'NOT_CLAIMABLE');
      }
      if (item.rejected) throw conflict(text('errors.claimRejectedBefore'), 'CLAIM_REJECTED_BEFORE');
      if (item.others > 0 && !message) {
        throw badRequest(text('errors.describeRequired'), 'DESCRIPTION_REQUIRED');
      }
      const inserted = await queryRows(
        tx,
        sql`INSERT INTO claims (found_report_id, user_id, message, lost_report_id)
            VALUES (${item.id}::uuid, ${memberId}::uuid, ${message},
              coalesce(${lostReportId}::uuid,
                (SELECT l.id FROM matches m JOIN lost_reports l ON l.id = m.lost_report_id
                  WHERE m.found_report_id = ${item.id}::uuid AND m.state <> 'dismissed'
                    AND l.reported_by_user_id = ${memberId}::uuid AND l.status = 'open'
                  ORDER BY m.score DESC, l.created_at DESC LIMIT 1)))
            ON CONFLICT (found_report_id, user_id) WHERE status IN ('pending', 'approved') DO NOTHING
            RETURNING id, claim_id`,
        z.object({ id: z.string(), claim_id: z.string() }),
      );
      // Throwing rolls the count back with it.
      if (inserted.length === 0) throw new DuplicateClaim();
      await recordMemberActivity(
        tx,
        memberId,
        {
          key: 'activity.claimFiled',
          values: { claimId: inserted[0]!.claim_id, reportId },
        },
        {
          kind: 'claim_filed',
          foundReportId: item.id,
          claimId: inserted[0]!.id,
        },
      );
      // The desk holding the item hears of the claim (decision 0070).
      await notifyStaff(tx, {
        deskId: item.desk_id,
        kind: 'claim',
        title: text('notices.staffClaimTitle', { claimId: inserted[0]!.claim_id }),
        body: text('notices.staffClaimBody', {
          claimId: inserted[0]!.claim_id,
          itemName: item.item_name,
          reportId,
        }),
        link: pagePath(consoleRoutePatterns.item, { reportId }),
      });
      return { itemId: item.id, claimId: inserted[0]!.claim_id };
    });
  } catch (error) {
    if (error instanceof DuplicateClaim || isUniqueViolation(error)) {
      throw conflict(ALREADY_CLAIMED, 'ALREADY_CLAIMED');
    }
    throw error;
  }
  changes.announce(changeNotice.claim(memberId, claimed.itemId));
  return claimed;
}
