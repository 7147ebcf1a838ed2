import { sql } from 'drizzle-orm';
import type { ActivityKind } from '#shared/schemas/activity-log';
import type { LogMessage } from '#shared/i18n/log-message';
import { queryRows } from '#server/db/client';
import { englishLogLine } from '#server/lib/i18n';

type Executor = Parameters<typeof queryRows>[0];

/** What a line is about, beyond its words. */
export interface ActivityFacts {
  /** One of ACTIVITY_KINDS; a new kind may be any snake_case word, shown by its action text. */
  kind?: ActivityKind | (string & {});
  /** The item (found_reports.id) whose history the line joins. */
  foundReportId?: string | null;
  /** The claim (claims.id) it concerns. */
  claimId?: string | null;
  /** The lost report (lost_reports.id) it concerns. */
  lostReportId?: string | null;
  /** Facts the kind defines (a storage location, an outcome): never a person's details. */
  details?: Record<string, unknown>;
}

async function insertLine(
  db: Executor,
  actor: {
    adminId: string | null;
    adminName: string | null;
    adminEmail: string | null;
    memberId: string | null;
  },
  message: LogMessage,
  facts: ActivityFacts,
): Promise<void> {
  // The line keeps its text as a key and values, for each reader's language, and its
  // English words, which the log's search and its CSV read (decision 0077).
  const action = englishLogLine(message);
  // A line written without facts that names an item (#FND000123) still joins that item's history.
  const item = facts.foundReportId
    ? sql`${facts.foundReportId}::uuid`
    : facts.kind
      ? sql`NULL::uuid`
      : sql`(SELECT id FROM found_reports WHERE report_id = substring(${action}::text from '#(FND[0-9]{6})'))`;
  await db.execute(sql`INSERT INTO activity_log (kind, admin_id, admin_name, admin_email, member_id, found_report_id, claim_id,
          lost_report_id, action, message, details)
        VALUES (${facts.kind ?? 'other'}, ${actor.adminId}::uuid, ${actor.adminName}, ${actor.adminEmail},
          ${actor.memberId}::uuid, ${item}, ${facts.claimId ?? null}::uuid, ${facts.lostReportId ?? null}::uuid,
          ${action}, ${JSON.stringify(message)}::jsonb, ${JSON.stringify(facts.details ?? {})}::jsonb)`);
}

/**
 * Writes one line of the admins' activity log. Call it inside the same
 * transaction as the action, so the log never claims what did not happen.
 */
export async function recordActivity(
  db: Executor,
  admin: { id: string; name: string; email: string },
  message: LogMessage,
  facts: ActivityFacts = {},
): Promise<void> {
  await insertLine(
    db,
    { adminId: admin.id, adminName: admin.name, adminEmail: admin.email, memberId: null },
    message,
    facts,
  );
}

/** The Admin column of a line that no admin's account stands behind. */
export const UNKNOWN_ACCOUNT = 'No such admin';

/**
 * Writes a line that names no admin's account: a failed sign-in with an email no admin
 * has. The line keeps the email only as it was given (masked by the caller), under the
 * name 'No such admin', so the log reads right and its Admin filter never offers it.
 */
export async function recordUnknownAccountActivity(
  db: Executor,
  email: string,
  message: LogMessage,
  facts: ActivityFacts,
): Promise<void> {
  await insertLine(
    db,
    { adminId: null, adminName: UNKNOWN_ACCOUNT, adminEmail: email, memberId: null },
    message,
    facts,
  );
}

/**
 * Writes what a member did to an item (reported it, claimed it, withdrew a
 * claim) into its history, or to their lost report (edited it); the admins'
 * activity log does not list it.
 */
export async function recordMemberActivity(
  db: Executor,
  memberId: string | null,
  message: LogMessage,
  facts: ActivityFacts & {
    kind:
      | 'item_reported'
      | 'claim_filed'
      | 'claim_withdrawn'
      | 'claim_message'
      | 'lost_report_edited'
      | 'pickup_booked'
      | 'pickup_moved'
      | 'pickup_cancelled';
  },
): Promise<void> {
  await insertLine(db, { adminId: null, adminName: null, adminEmail: null, memberId }, message, facts);
}

/**
 * Writes what happened by itself, as the consequence of something else (a lost
 * report closed by its item's handover): nobody acted, so neither the admins'
 * activity log nor a member is named.
 */
export async function recordAutomaticActivity(
  db: Executor,
  message: LogMessage,
  facts: ActivityFacts & { kind: 'lost_report_closed' },
): Promise<void> {
  await insertLine(db, { adminId: null, adminName: null, adminEmail: null, memberId: null }, message, facts);
}
