import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { UniversityConfig } from '#shared/university/university-config';
import { queryRows } from '#server/db/client';
import { daysBefore } from '#server/lib/holding-period';
import { text } from '#server/lib/i18n';
import { schedulePeriodicJob, type Queryable } from '#server/services/jobs/job-queue';
import type { JobHandler } from '#server/services/jobs/job-worker';
import { notifyStaff } from './notify-staff';
import { pagePath } from '#shared/page-path';
import { consoleRoutePatterns } from '#shared/console-route-patterns';

/** Staff hear this many days ahead that an item's holding period ends. */
export const HOLDING_ALERT_DAYS = 7;
/** The morning summary of the day's pickups goes at this hour of the university's day, or the first sweep after. */
export const PICKUPS_SUMMARY_HOUR = 7;
/** At most this many items per sweep; a full batch sweeps again at once. */
const HOLDING_BATCH = 200;

const HOUR_MS = 60 * 60 * 1000;

/** The university's date and hour at `now`. */
function localDay(now: Date, timeZone: string): { date: string; hour: number } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, hour: Number(part('hour')) };
}

/** The next sweep: at the top of the next hour, so the morning's summary is not late. */
const secondsToNextHour = (now: Date) => Math.ceil((HOUR_MS - (now.getTime() % HOUR_MS)) / 1000);

export async function scheduleStaffAlertsSweep(
  db: Queryable,
  options: { delaySeconds: number; exceptJobId?: number } = { delaySeconds: 60 },
): Promise<void> {
  await schedulePeriodicJob(db, 'staff-alerts-sweep', { ...options, priority: 'prompt' });
}

/**
 * Items stored long enough that their holding period ends within a week: each
 * is marked as it is told, in the UPDATE that finds it, so two sweeps at once
 * (two servers) tell of it once.
 */
async function tellHoldingEnds(tx: Queryable, university: UniversityConfig, now: Date): Promise<number> {
  const ends = await queryRows(
    tx,
    sql`UPDATE found_reports f SET holding_alerted_at = ${now.toISOString()}::timestamptz
        WHERE f.id IN (
            SELECT id FROM found_reports
            WHERE status = 'stored' AND holding_alerted_at IS NULL
              AND stored_at <= ${daysBefore(now, university.holdingPeriodDays - HOLDING_ALERT_DAYS).toISOString()}::timestamptz
              AND stored_at > ${daysBefore(now, university.holdingPeriodDays).toISOString()}::timestamptz
            ORDER BY stored_at, id LIMIT ${HOLDING_BATCH} FOR UPDATE SKIP LOCKED)
          AND f.holding_alerted_at IS NULL
        RETURNING f.id, f.report_id, f.item_name, f.desk_id`,
    z.object({ id: z.string(), report_id: z.string(), item_name: z.string(), desk_id: z.string() }),
  );
  for (const item of ends) {
    await notifyStaff(tx, {
      deskId: item.desk_id,
      kind: 'holding-ends',
      title: text('notices.staffHoldingEndsTitle', { reportId: item.report_id }),
      body: text('notices.staffHoldingEndsBody', {
        itemName: item.item_name,
        reportId: item.report_id,
        days: HOLDING_ALERT_DAYS,
      }),
      link: pagePath(consoleRoutePatterns.item, { reportId: item.report_id }),
      onceKey: `holding-ends:${item.id}`,
    });
  }
  return ends.length;
}

/**
 * The morning's summary of each desk's booked pickups still to come today: one
 * alert per desk and day, whichever server sweeps, however often.
 */
async function tellTodaysPickups(tx: Queryable, university: UniversityConfig, now: Date): Promise<void> {
  const today = localDay(now, university.timeZone);
  if (today.hour < PICKUPS_SUMMARY_HOUR) return;
  const desks = await queryRows(
    tx,
    sql`SELECT p.desk_id, d.name AS desk_name, count(*)::int AS count
        FROM pickups p JOIN claims c ON c.id = p.claim_id JOIN desks d ON d.id = p.desk_id
        WHERE p.starts_at >= ${now.toISOString()}::timestamptz
          AND (p.starts_at AT TIME ZONE ${university.timeZone})::date = ${today.date}::date
          AND p.arrived_at IS NULL AND p.missed_at IS NULL AND c.status = 'approved'
        GROUP BY p.desk_id, d.name`,
    z.object({ desk_id: z.string(), desk_name: z.string(), count: z.number() }),
  );
  for (const desk of desks) {
    await notifyStaff(tx, {
      deskId: desk.desk_id,
      kind: 'pickups-today',
      title: text('notices.staffPickupsTodayTitle', { desk: desk.desk_name }),
      body: text('notices.staffPickupsTodayBody', { count: desk.count, desk: desk.desk_name }),
      link: pagePath(consoleRoutePatterns.pickups, { date: today.date }),
      onceKey: `pickups-today:${today.date}:${desk.desk_id}`,
    });
  }
}

/**
 * The staff alerts that come with time rather than with an act (decision
 * 0070), swept hourly from the job queue by whichever server takes it: the
 * morning's pickups and the items a week from the end of holding.
 */
export function staffAlertsSweepHandler(context: {
  university: UniversityConfig;
  clock: () => Date;
}): JobHandler<'staff-alerts-sweep'> {
  return async (job) => async (tx) => {
    const now = context.clock();
    await tellTodaysPickups(tx, context.university, now);
    const told = await tellHoldingEnds(tx, context.university, now);
    await scheduleStaffAlertsSweep(tx, {
      delaySeconds: told === HOLDING_BATCH ? 0 : secondsToNextHour(now),
      exceptJobId: job.id,
    });
  };
}
