import { sql } from 'drizzle-orm';
import type { PushTopic } from '#shared/schemas/push';
import type { StaffAlertKind } from '#shared/schemas/staff-alerts';
import { queryRows } from '#server/db/client';

/** A database, or a transaction of it: jobs are added in the transaction that makes them necessary. */
export type Queryable = Parameters<typeof queryRows>[0];

/** Every kind of job, with what it carries. */
export interface JobPayloads {
  /** A found item is now stored: look for the open lost reports it may answer. */
  'match-found-item': { foundReportId: string };
  /** A lost report was filed: look for the stored items it may be. */
  'match-lost-report': { lostReportId: string };
  /** Email a member what a notification says. */
  'alert-mail': { notificationId: string; replyThread?: { claimUuid: string; memberId: string } };
  /** Email a member, in one mail, the alerts held back past their few alert mails an hour. */
  'alert-digest': { memberId: string };
  /** Email a claimant what staff decided, or that the item went to someone else. */
  'claim-mail': { claimId: string; outcome: 'approved' | 'rejected' | 'approval_withdrawn' | 'closed' };
  /** Email a member the confirmation of the pickup they booked or moved, with its pass (decision 0066). */
  'pickup-mail': { claimId: string; startsAt: string };
  /** Remind members of their pickups due within the day or the hour; queues the next (decision 0066). */
  'pickup-reminders': Record<string, never>;
  /** Push a notification to one of its reader's devices (decisions 0046, 0070). */
  push: { notificationId: string; subscriptionId: string; topic: PushTopic | StaffAlertKind };
  /** Close lost reports past the holding period and erase personal data past retention; queues the next. */
  'retention-sweep': Record<string, never>;
  /** Tell staff of the morning's pickups and of items a week from the end of holding; queues the next (decision 0070). */
  'staff-alerts-sweep': Record<string, never>;
}

export type JobKind = keyof JobPayloads;

/**
 * Which due job runs first (lower first): work a member is waiting on before
 * housekeeping, so a sweep that closes thousands of lost reports, each with
 * its notice mail, never holds up the alert that an item was found.
 */
export const JOB_PRIORITY = { prompt: 0, housekeeping: 1 } as const;
export type JobPriority = keyof typeof JOB_PRIORITY;

export interface Job<K extends JobKind = JobKind> {
  id: number;
  kind: K;
  payload: JobPayloads[K];
  attempts: number;
}

/** Said on the change-notice channel when jobs were added (migration 0007's trigger). */
export const JOBS_NOTICE = 'jobs';

/**
 * Adds a job. Call it inside the transaction that makes the work necessary:
 * the job then exists if and only if its cause was committed.
 */
export async function enqueueJob<K extends JobKind>(
  db: Queryable,
  kind: K,
  payload: JobPayloads[K],
  priority: JobPriority = 'prompt',
): Promise<void> {
  await db.execute(sql`INSERT INTO jobs (kind, payload, priority)
        VALUES (${kind}, ${JSON.stringify(payload)}::jsonb, ${JOB_PRIORITY[priority]})`);
}

/**
 * Queues a periodic job (one with an empty payload that queues its own next run) unless
 * one of its kind is already waiting: every server calls this at start, and the running
 * job calls it for its successor, naming itself as the one not to count.
 */
export async function schedulePeriodicJob(
  db: Queryable,
  kind: 'retention-sweep' | 'pickup-reminders' | 'staff-alerts-sweep',
  options: { delaySeconds: number; priority: JobPriority; exceptJobId?: number | undefined },
): Promise<void> {
  await db.execute(sql`INSERT INTO jobs (kind, payload, run_at, priority)
        SELECT ${kind}, '{}'::jsonb, now() + make_interval(secs => ${options.delaySeconds}::int),
          ${JOB_PRIORITY[options.priority]}
        WHERE NOT EXISTS (SELECT 1 FROM jobs WHERE kind = ${kind} AND failed_at IS NULL
                          AND id <> ${options.exceptJobId ?? 0})`);
}
