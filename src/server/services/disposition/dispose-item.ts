import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DISPOSITION_OUTCOME_TEXT, type DispositionOutcome } from '#shared/schemas/disposition';
import { changeNotice } from '#server/db/change-notices';
import { queryRows } from '#server/db/client';
import type { Queryable } from '#server/services/jobs/job-queue';
import { text } from '#server/lib/i18n';
import type { ServiceContext } from '#server/services/service-context';
import { conflict, notFound, ITEM_NOT_FOUND, type AppError } from '#server/lib/errors';
import type { AdminActor } from '#server/lib/actor';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { notifyMember } from '#server/services/notifications/notify-member';
import { daysBefore, type Holding } from '#server/lib/holding-period';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

/** Told to the members whose open claims end when the item is let go. */
export const CLAIM_DISPOSED_REASON = 'Nobody collected the item within the holding period.';

export interface DispositionOutcomeRecord {
  itemId: string;
  /** Members whose open claims the disposition closed (each told in the app and by email). */
  closedClaimMembers: string[];
}

const lockedItemRow = z.object({
  id: z.string(),
  report_id: z.string(),
  status: z.string(),
  item_name: z.string(),
  /** Null for an item never stored. */
  past: z.boolean().nullable(),
});
type LockedItem = z.infer<typeof lockedItemRow>;

/** Why an item cannot be let go now, as the single record says it and as the bulk one names the item. */
function refusal(item: LockedItem, holdingPeriodDays: number, bulk: boolean): AppError | null {
  const reportId = item.report_id;
  if (item.status === 'disposed') {
    return conflict(
      bulk ? text('disposition.bulkAlreadyDisposed', { reportId }) : text('errors.alreadyDisposed'),
      'ALREADY_DISPOSED',
    );
  }
  if (item.status === 'handed_over') {
    return conflict(
      bulk ? text('disposition.bulkAlreadyHandedOver', { reportId }) : text('errors.alreadyHandedOver'),
      'ALREADY_HANDED_OVER',
    );
  }
  if (item.status !== 'stored') {
    return conflict(
      bulk ? text('disposition.bulkNotStored', { reportId }) : text('errors.onlyStoredLetGo'),
      'NOT_STORED',
    );
  }
  if (!item.past) {
    return conflict(
      bulk
        ? text('disposition.bulkHoldingNotOver', { reportId, days: holdingPeriodDays })
        : text('errors.holdingNotOver', { days: holdingPeriodDays }),
      'HOLDING_PERIOD_NOT_OVER',
    );
  }
  return null;
}

/** Locks the named items' rows, in one order whoever asks, so two bulk records never wait on each other. */
function lockItems(tx: Queryable, reportIds: string[], holding: Holding): Promise<LockedItem[]> {
  return queryRows(
    tx,
    sql`SELECT id, report_id, status, item_name,
          stored_at <= ${daysBefore(holding.now, holding.holdingPeriodDays).toISOString()}::timestamptz AS past
        FROM found_reports
        WHERE report_id IN (${sql.join(
          reportIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        ORDER BY id
        FOR UPDATE`,
    lockedItemRow,
  );
}

/**
 * Lets one locked item go: it leaves storage ('disposed'), its open claims
 * close and their members are told, and its history says who did it.
 */
async function letGo(
  tx: Queryable,
  admin: AdminActor,
  item: LockedItem,
  payload: { outcome: DispositionOutcome; note: string },
): Promise<DispositionOutcomeRecord> {
  const reportId = item.report_id;
  await tx.execute(
    sql`UPDATE found_reports
        SET status = 'disposed', disposition = ${payload.outcome}::disposition_outcome,
            disposition_note = ${payload.note}, disposed_at = now(),
            disposed_by_admin_id = ${admin.id}::uuid, disposed_by_email = ${admin.email}, claim_count = 0
        WHERE id = ${item.id}::uuid`,
  );
  const closed = await queryRows(
    tx,
    sql`UPDATE claims
        SET status = 'closed', reason = ${CLAIM_DISPOSED_REASON}, decided_at = now(),
            decided_by_admin_id = ${admin.id}::uuid, decided_by_email = ${admin.email}
        WHERE found_report_id = ${item.id}::uuid AND status IN ('pending', 'approved')
        RETURNING user_id`,
    z.object({ user_id: z.string().nullable() }),
  );
  const members = closed.flatMap((row) => (row.user_id ? [row.user_id] : []));
  for (const memberId of members) {
    await notifyMember(tx, {
      memberId,
      kind: 'claim',
      title: text('notices.claimClosedTitle'),
      body: text('notices.claimDisposedBody', { itemName: item.item_name, reportId }),
      link: pagePath(routePatterns.user.myItems),
    });
  }
  await recordActivity(
    tx,
    admin,
    {
      key: 'activity.itemDisposed',
      values: { reportId, outcome: { key: DISPOSITION_OUTCOME_TEXT[payload.outcome] } },
    },
    {
      kind: 'item_disposed',
      foundReportId: item.id,
      details: { outcome: payload.outcome },
    },
  );
  return { itemId: item.id, closedClaimMembers: members };
}

/** After the commit: the items left the members' lists and search, and their claimants' views changed. */
function announce(changes: ServiceContext['changes'], outcomes: DispositionOutcomeRecord[]) {
  changes.announce(changeNotice.catalogue);
  for (const outcome of outcomes) {
    for (const memberId of outcome.closedClaimMembers) {
      changes.announce(changeNotice.claim(memberId, outcome.itemId));
    }
  }
}

/**
 * Records what became of an item held past the holding period, once. The row
 * lock makes a second, simultaneous record (or a handover) wait and then find
 * it gone (409); the change notices follow the commit.
 */
export async function disposeItem(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  reportId: string,
  payload: { outcome: DispositionOutcome; note: string },
  holding: Holding,
): Promise<DispositionOutcomeRecord> {
  const outcome = await db.transaction(async (tx) => {
    const [item] = await lockItems(tx, [reportId.toUpperCase()], holding);
    if (!item) throw notFound(ITEM_NOT_FOUND);
    const refused = refusal(item, holding.holdingPeriodDays, false);
    if (refused) throw refused;
    return letGo(tx, admin, item, payload);
  });
  announce(changes, [outcome]);
  return outcome;
}

/**
 * One outcome and one note for several items of the queue, all or nothing
 * (decision 0065): any item that cannot be let go (gone, handed over, within
 * its period, or named by no item) refuses the whole record, naming it, and
 * nothing changes. Each item gets its own line of history.
 */
export async function disposeItems(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  reportIds: string[],
  payload: { outcome: DispositionOutcome; note: string },
  holding: Holding,
): Promise<DispositionOutcomeRecord[]> {
  const outcomes = await db.transaction(async (tx) => {
    const locked = new Map(
      (await lockItems(tx, reportIds, holding)).map((item) => [item.report_id, item] as const),
    );
    const items = reportIds.map((reportId) => {
      const item = locked.get(reportId);
      if (!item) throw notFound(text('disposition.bulkItemNotFound', { reportId }));
      const refused = refusal(item, holding.holdingPeriodDays, true);
      if (refused) throw refused;
      return item;
    });
    const done: DispositionOutcomeRecord[] = [];
    for (const item of items) done.push(await letGo(tx, admin, item, payload));
    return done;
  });
  announce(changes, outcomes);
  return outcomes;
}
