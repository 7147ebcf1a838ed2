import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppConfig } from '#server/config';
import { queryRows } from '#server/db/client';
import { text } from '#server/lib/i18n';
import { isoTime } from '#server/lib/paging';
import { schedulePeriodicJob, type Queryable } from '#server/services/jobs/job-queue';
import type { JobHandler } from '#server/services/jobs/job-worker';
import { notifyMember } from '#server/services/notifications/notify-member';
import { DEFAULT_LANGUAGE, isLanguage } from '#shared/i18n/languages';
import { pickupWhen } from './pickup-mail';
import { pagePath } from '#shared/page-path';
import { routePatterns } from '#shared/route-patterns';

const HOUR_MS = 60 * 60 * 1000;

/** How often the sweep looks: a reminder "an hour before" goes at most this late. */
export const REMINDER_SWEEP_SECONDS = 60;

/** At most this many reminders of one kind per sweep; a full batch sweeps again at once. */
const REMINDER_BATCH = 200;

/** The two reminders: how long before the slot each goes, and the column that marks it sent. */
const REMINDERS = [
  { which: 'hour', before: HOUR_MS, column: sql`hour_reminder_sent_at` },
  { which: 'day', before: 24 * HOUR_MS, column: sql`day_reminder_sent_at` },
] as const;

const dueRow = z.object({
  user_id: z.string(),
  language: z.string().nullable(),
  item_name: z.string(),
  report_id: z.string(),
  desk_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
});
type DueRow = z.infer<typeof dueRow>;

/**
 * Queues the next sweep unless one is already waiting: several servers
 * starting together, or a sweep queuing its successor, leave one at a time.
 */
export async function schedulePickupReminders(
  db: Queryable,
  options: { delaySeconds: number; exceptJobId?: number } = { delaySeconds: REMINDER_SWEEP_SECONDS },
): Promise<void> {
  await schedulePeriodicJob(db, 'pickup-reminders', { ...options, priority: 'prompt' });
}

/**
 * Marks the bookings whose reminder is due as reminded and returns them. The
 * mark is the condition of its own UPDATE, so of two sweeps at once (two
 * servers), the second finds the row marked once it gets its lock: each
 * reminder goes once. The hour's reminder also stands for the day's, so a
 * booking made the same day never gets a "tomorrow" after it.
 */
async function markDue(tx: Queryable, reminder: (typeof REMINDERS)[number], now: Date): Promise<DueRow[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + reminder.before).toISOString();
  const alsoDay =
    reminder.which === 'hour'
      ? sql`, day_reminder_sent_at = COALESCE(p.day_reminder_sent_at, ${at}::timestamptz)`
      : sql``;
  return queryRows(
    tx,
    sql`UPDATE pickups p SET ${reminder.column} = ${at}::timestamptz ${alsoDay}
        FROM claims c, found_reports f, desks d, users u
        WHERE p.id IN (
            SELECT p2.id FROM pickups p2
            WHERE p2.starts_at > ${at}::timestamptz AND p2.starts_at <= ${until}::timestamptz
              AND p2.${reminder.column} IS NULL AND p2.arrived_at IS NULL AND p2.missed_at IS NULL
            ORDER BY p2.starts_at LIMIT ${REMINDER_BATCH})
          AND p.${reminder.column} IS NULL AND p.arrived_at IS NULL AND p.missed_at IS NULL
          AND c.id = p.claim_id AND c.status = 'approved'
          AND f.id = c.found_report_id AND d.id = p.desk_id AND u.id = c.user_id
        RETURNING c.user_id, u.language, f.item_name, f.report_id, d.name AS desk_name,
          ${isoTime(sql`p.starts_at`)} AS starts_at, ${isoTime(sql`p.ends_at`)} AS ends_at`,
    dueRow,
  );
}

/**
 * The reminders of booked pickups, the day before and the hour before, run
 * from the job queue on whichever server takes the sweep, every minute: in
 * the app (the bell), by push and by mail. Marks and notices commit with the
 * sweep's deletion and its successor.
 */
export function pickupRemindersHandler(context: {
  config: Pick<AppConfig, 'university'>;
  clock: () => Date;
}): JobHandler<'pickup-reminders'> {
  const { timeZone } = context.config.university;
  return async (job) => async (tx) => {
    const now = context.clock();
    let full = false;
    for (const reminder of REMINDERS) {
      const due = await markDue(tx, reminder, now);
      full ||= due.length === REMINDER_BATCH;
      for (const row of due) {
        const language = isLanguage(row.language) ? row.language : DEFAULT_LANGUAGE;
        await notifyMember(tx, {
          memberId: row.user_id,
          kind: 'pickup-reminder',
          title: text(reminder.which === 'hour' ? 'notices.pickupSoonTitle' : 'notices.pickupTomorrowTitle'),
          body: text('notices.pickupReminderBody', {
            itemName: row.item_name,
            reportId: row.report_id,
            desk: row.desk_name,
            when: pickupWhen({ startsAt: row.starts_at, endsAt: row.ends_at }, language, timeZone),
          }),
          link: pagePath(routePatterns.user.myItems),
          push: 'claims',
        });
      }
    }
    await schedulePickupReminders(tx, {
      delaySeconds: full ? 0 : REMINDER_SWEEP_SECONDS,
      exceptJobId: job.id,
    });
  };
}
