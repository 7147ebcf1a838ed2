import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MY_ITEMS_LIMIT } from '#shared/schemas/my-items';
import { claimStatusSchema, type MyClaimEntry } from '#shared/schemas/claim';
import { queryRows, type Database } from '#server/db/client';
import { isoTime } from '#server/lib/paging';

const myClaimRow = z.object({
  claim_id: z.string(),
  status: claimStatusSchema,
  reason: z.string().nullable(),
  message: z.string().nullable(),
  claimed_at: z.string(),
  decided_at: z.string().nullable(),
  unread_messages: z.number(),
  item_id: z.string(),
  report_id: z.string(),
  item_name: z.string(),
  color: z.string(),
  image_url: z.string().nullable(),
  found_date: z.string(),
  found_location: z.string(),
  desk_id: z.string(),
});

/**
 * A member's own claims, newest first, each with the item's card facts and the
 * desk that holds it, where an approved claim is collected (never other claimants).
 */
export async function listMyClaims(db: Database, memberId: string): Promise<MyClaimEntry[]> {
  const rows = await queryRows(
    db,
    sql`SELECT c.claim_id, c.status, c.reason, c.message,
          ${isoTime(sql`c.claimed_at`)} AS claimed_at, ${isoTime(sql`c.decided_at`)} AS decided_at,
          (SELECT count(*)::int FROM claim_messages m
            WHERE m.claim_id = c.id AND m.from_office AND m.created_at > coalesce(c.member_read_at, '-infinity')) AS unread_messages,
          f.id AS item_id, f.report_id, f.item_name, f.color, f.image_url,
          to_char(f.found_date, 'YYYY-MM-DD') AS found_date, f.found_location, f.desk_id
        FROM claims c JOIN found_reports f ON f.id = c.found_report_id
        WHERE c.user_id = ${memberId}::uuid
        ORDER BY c.claimed_at DESC, c.id DESC
        LIMIT ${MY_ITEMS_LIMIT}`,
    myClaimRow,
  );
  return rows.map((row) => ({
    claimId: row.claim_id,
    status: row.status,
    reason: row.reason,
    message: row.message,
    claimedAt: row.claimed_at,
    decidedAt: row.decided_at,
    unreadMessages: row.unread_messages,
    item: {
      _id: row.item_id,
      reportId: row.report_id,
      itemName: row.item_name,
      color: row.color,
      imageUrl: row.image_url,
      found_date: row.found_date,
      found_location: row.found_location,
      deskId: row.desk_id,
    },
  }));
}
