import { z } from 'zod';
import { sql } from 'drizzle-orm';
import {
  ADMIN_ACTION_KINDS,
  ITEM_KINDS,
  logMessageSchema,
  MEMBER_KINDS,
  type ItemHistoryEntry,
} from '#shared/schemas/activity-log';
import type { LogMessage } from '#shared/i18n/log-message';
import { queryRows, type Database } from '#server/db/client';
import { englishLogLine } from '#server/lib/i18n';
import { notFound, ITEM_NOT_FOUND } from '#server/lib/errors';
import { isoTime } from '#server/lib/paging';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const historyRow = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.string(),
  action: z.string(),
  message: logMessageSchema.nullable(),
  admin_name: z.string().nullable(),
  admin_email: z.string().nullable(),
  member_name: z.string().nullable(),
  member_email: z.string().nullable(),
  claim_number: z.string().nullable(),
  claim_reason: z.string().nullable(),
  receiver_name: z.string().nullable(),
  lost_report_number: z.string().nullable(),
  message_text: z.string().nullable(),
  pickup_at: z.string().nullable(),
  /** Who brought in an item a desk took in: 'anonymous', 'staff' or 'person' (decision 0064). */
  founder: z.string().nullable(),
  erased: z.boolean(),
});
type HistoryRow = z.output<typeof historyRow>;

const memberKinds: readonly string[] = MEMBER_KINDS;

function labelOf(row: HistoryRow): string {
  return (
    (ITEM_KINDS as Record<string, string>)[row.kind] ??
    (row.kind === 'other' ? undefined : (ADMIN_ACTION_KINDS as Record<string, string>)[row.kind]) ??
    row.action
  );
}

type Note = Pick<ItemHistoryEntry, 'note' | 'noteMessage'>;

/** A note the catalogue writes: in English as `note`, and as its key for the reader's language. */
const catalogueNote = (message: LogMessage): Note => ({
  note: englishLogLine(message),
  noteMessage: message,
});

/** What else a line says that its label does not: a reason, a receiver, a kind's own words. */
function noteOf(row: HistoryRow): Note {
  switch (row.kind) {
    case 'claim_rejected':
    case 'claim_approval_withdrawn':
    case 'claim_withdrawn':
      return { note: row.claim_reason, noteMessage: null };
    case 'claim_message':
      return { note: row.message_text, noteMessage: null };
    case 'item_entered':
      return row.founder === 'anonymous'
        ? catalogueNote({ key: 'activity.handedInAnonymously' })
        : row.founder === 'staff'
          ? catalogueNote({ key: 'intake.founderStaff' })
          : { note: null, noteMessage: null };
    case 'item_handed_over':
      return row.receiver_name
        ? catalogueNote({ key: 'activity.handedOverTo', values: { name: row.receiver_name } })
        : { note: null, noteMessage: null };
    case 'item_moved':
    case 'item_sent':
    case 'item_received':
    case 'item_disposed':
    case 'lost_report_closed':
      // A line kept before whose words could not be read back is shown as it was written.
      return { note: row.action, noteMessage: row.message };
    default:
      return { note: null, noteMessage: null };
  }
}

function actorOf(row: HistoryRow): ItemHistoryEntry['actor'] {
  if (row.admin_email) return { kind: 'admin', name: row.admin_name, email: row.admin_email };
  if (memberKinds.includes(row.kind)) {
    // Past retention the item no longer says who its members were: not that they left.
    if (row.erased) return { kind: 'erased', name: null, email: null };
    // A member who deleted their account keeps the event, not their details.
    return row.member_name
      ? { kind: 'member', name: row.member_name, email: row.member_email }
      : { kind: 'member', name: 'Deleted account', email: null };
  }
  return { kind: 'unknown', name: null, email: null };
}

/**
 * An item's history, oldest first, read from the activity log: who reported,
 * stored, moved, claimed, decided, handed over or disposed of it, and when.
 * Members' names and the receiver's come from their records, so an erased
 * record leaves the event without a name.
 */
export async function getItemHistory(db: Database, id: string): Promise<ItemHistoryEntry[]> {
  if (!UUID.test(id)) throw notFound(ITEM_NOT_FOUND);
  const [item] = await queryRows(
    db,
    sql`SELECT id FROM found_reports WHERE id = ${id}::uuid`,
    z.object({ id: z.string() }),
  );
  if (!item) throw notFound(ITEM_NOT_FOUND);
  const rows = await queryRows(
    db,
    sql`SELECT l.id::text AS id, ${isoTime(sql`l.created_at`)} AS at, l.kind, l.action, l.message, l.admin_name, l.admin_email,
          u.name AS member_name, u.email AS member_email, c.claim_id AS claim_number, c.reason AS claim_reason,
          CASE WHEN l.kind = 'item_handed_over' THEN p.name END AS receiver_name,
          lr.report_id AS lost_report_number,
          CASE WHEN m.id IS NULL THEN NULL WHEN m.image_url IS NULL THEN m.body
            WHEN m.body = '' THEN '[photo]' ELSE m.body || ' [photo]' END AS message_text,
          CASE WHEN l.kind LIKE 'pickup\_%' THEN l.details->>'startsAt' END AS pickup_at,
          CASE WHEN l.kind = 'item_entered' THEN l.details->>'founder' END AS founder,
          f.personal_data_erased_at IS NOT NULL AS erased
        FROM activity_log l
        LEFT JOIN found_reports f ON f.id = l.found_report_id
        -- Past the retention period the item no longer names its members (decision 0018).
        LEFT JOIN users u ON u.id = l.member_id AND f.personal_data_erased_at IS NULL
        LEFT JOIN claims c ON c.id = l.claim_id
        LEFT JOIN people p ON p.id = f.taken_by_person_id
        LEFT JOIN lost_reports lr ON lr.id = l.lost_report_id
        -- A message's words are read from the conversation, so erasing the claim's record erases them here too.
        LEFT JOIN claim_messages m ON l.kind = 'claim_message' AND m.id = (l.details->>'messageId')::uuid
        WHERE l.found_report_id = ${id}::uuid
        ORDER BY l.created_at, l.id`,
    historyRow,
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    kind: row.kind,
    label: labelOf(row),
    actor: actorOf(row),
    claimId: row.claim_number,
    ...noteOf(row),
    lostReportId: row.lost_report_number,
    pickupAt: row.pickup_at,
  }));
}
