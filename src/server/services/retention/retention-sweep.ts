import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { UniversityConfig } from '#shared/university/university-config';
import { queryRows } from '#server/db/client';
import { text } from '#server/lib/i18n';
import { daysBefore } from '#server/lib/holding-period';
import { schedulePeriodicJob, type Queryable } from '#server/services/jobs/job-queue';
import type { JobHandler } from '#server/services/jobs/job-worker';
import { notifyMember } from '#server/services/notifications/notify-member';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

/** Rows one sweep changes at most of each kind; a full batch asks for another sweep at once. */
export const SWEEP_BATCH = 500;
/** How often the sweep runs when it has caught up. */
export const SWEEP_EVERY_SECONDS = 60 * 60;

const idRow = z.object({ id: z.string() });

export interface SweepResult {
  closedLostReports: number;
  erasedFoundReports: number;
  erasedLostReports: number;
  erasedPeople: number;
}

/**
 * Open lost reports filed longer ago than the holding period close, and each
 * member is told (in the app, and by email when they allow it).
 */
export async function closeLostReportsPastHolding(
  tx: Queryable,
  university: UniversityConfig,
  now: Date,
): Promise<number> {
  const closed = await queryRows(
    tx,
    sql`UPDATE lost_reports SET status = 'closed', closed_reason = 'period_over', closed_at = ${now.toISOString()}::timestamptz
        WHERE id IN (
          SELECT id FROM lost_reports
          WHERE status = 'open' AND created_at <= ${daysBefore(now, university.holdingPeriodDays).toISOString()}::timestamptz
          ORDER BY created_at, id LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING report_id, item_name, reported_by_user_id`,
    z.object({ report_id: z.string(), item_name: z.string(), reported_by_user_id: z.string().nullable() }),
  );
  for (const report of closed) {
    if (!report.reported_by_user_id) continue;
    await notifyMember(tx, {
      memberId: report.reported_by_user_id,
      kind: 'lost-report-closed',
      title: text('notices.lostReportClosedTitle'),
      body: text('notices.lostReportClosedBody', {
        itemName: report.item_name,
        reportId: report.report_id,
        days: university.holdingPeriodDays,
        officeName: university.office.name,
      }),
      link: pagePath(routePatterns.user.myItems),
      priority: 'housekeeping',
    });
  }
  return closed.length;
}

/**
 * Erases who was involved in items and lost reports closed longer ago than
 * the retention period: the links to the members who reported, found, claimed
 * or received them, the founder and receiver records no open item still
 * needs, claim messages, private identifying details and handover reasons.
 * What the item was, where and when it was found, its status and dates stay,
 * so every count and chart still adds up (decision 0018).
 */
export async function erasePersonalDataPastRetention(
  tx: Queryable,
  university: UniversityConfig,
  now: Date,
): Promise<Omit<SweepResult, 'closedLostReports'>> {
  const cutoff = daysBefore(now, university.retentionDays).toISOString();
  const erasedAt = now.toISOString();
  const items = await queryRows(
    tx,
    sql`WITH due AS (
          SELECT id, founder_person_id, taken_by_person_id FROM found_reports
          WHERE personal_data_erased_at IS NULL
            AND ((status = 'handed_over' AND handed_over_at <= ${cutoff}::timestamptz)
              OR (status = 'disposed' AND disposed_at <= ${cutoff}::timestamptz))
          ORDER BY id LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED
        )
        UPDATE found_reports f
        SET reported_by_user_id = NULL, founder_person_id = NULL, taken_by_person_id = NULL,
            verification_details = NULL, handover_reason = NULL, personal_data_erased_at = ${erasedAt}::timestamptz
        FROM due WHERE f.id = due.id
        RETURNING due.id, due.founder_person_id, due.taken_by_person_id`,
    z.object({
      id: z.string(),
      founder_person_id: z.string().nullable(),
      taken_by_person_id: z.string().nullable(),
    }),
  );
  if (items.length > 0) {
    const erased = sql.join(
      items.map((item) => sql`${item.id}::uuid`),
      sql`, `,
    );
    await tx.execute(
      sql`UPDATE claims SET user_id = NULL, message = NULL WHERE found_report_id IN (${erased})`,
    );
    // What claimants and staff wrote on its claims goes with them; their photos are then unused and cleared away.
    await tx.execute(
      sql`DELETE FROM claim_messages WHERE claim_id IN (SELECT id FROM claims WHERE found_report_id IN (${erased}))`,
    );
  }
  const people = [
    ...new Set(
      items
        .flatMap((item) => [item.founder_person_id, item.taken_by_person_id])
        .filter((id): id is string => id !== null),
    ),
  ];
  let erasedPeople = 0;
  if (people.length > 0) {
    // A person still named on an item not yet erased (one they found last week) keeps their record.
    const deleted = await queryRows(
      tx,
      sql`DELETE FROM people p
          WHERE p.id IN (${sql.join(
            people.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
            AND NOT EXISTS (SELECT 1 FROM found_reports f
                            WHERE f.founder_person_id = p.id OR f.taken_by_person_id = p.id)
          RETURNING p.id`,
      idRow,
    );
    erasedPeople = deleted.length;
  }
  const lost = await queryRows(
    tx,
    sql`UPDATE lost_reports SET reported_by_user_id = NULL, personal_data_erased_at = ${erasedAt}::timestamptz
        WHERE id IN (
          SELECT id FROM lost_reports
          WHERE personal_data_erased_at IS NULL AND status = 'closed' AND closed_at <= ${cutoff}::timestamptz
          ORDER BY id LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED)
        RETURNING id`,
    idRow,
  );
  return { erasedFoundReports: items.length, erasedLostReports: lost.length, erasedPeople };
}

/**
 * Queues the next sweep unless another is already queued: several servers
 * starting together, or a sweep queuing its successor, leave one at a time.
 */
export async function scheduleRetentionSweep(
  db: Queryable,
  options: { delaySeconds: number; exceptJobId?: number } = { delaySeconds: 60 },
): Promise<void> {
  await schedulePeriodicJob(db, 'retention-sweep', { ...options, priority: 'housekeeping' });
}

/**
 * The periodic sweep, run from the job queue: lost reports past the holding
 * period close, personal data past the retention period is erased, and the
 * next sweep is queued, all in the transaction that deletes this one.
 */
export function retentionSweepHandler(context: {
  university: UniversityConfig;
  clock: () => Date;
  onSwept?: (result: SweepResult) => void;
}): JobHandler<'retention-sweep'> {
  return async (job) => async (tx) => {
    const now = context.clock();
    const closedLostReports = await closeLostReportsPastHolding(tx, context.university, now);
    const erased = await erasePersonalDataPastRetention(tx, context.university, now);
    const result = { closedLostReports, ...erased };
    const more =
      closedLostReports === SWEEP_BATCH ||
      erased.erasedFoundReports === SWEEP_BATCH ||
      erased.erasedLostReports === SWEEP_BATCH;
    await scheduleRetentionSweep(tx, { delaySeconds: more ? 0 : SWEEP_EVERY_SECONDS, exceptJobId: job.id });
    context.onSwept?.(result);
  };
}
