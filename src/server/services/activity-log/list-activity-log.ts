import { sql } from 'drizzle-orm';
import type { ActivityLogEntry, ActivityLogAdmin, ActivityLogQuery } from '#shared/schemas/activity-log';
import { queryRows, type Database } from '#server/db/client';
import {
  keyset,
  likePattern,
  sortKeyColumns,
  type SortedRow,
  type SortOrder,
} from '#server/lib/admin-list-sql';
import { type Page, isoTime, splitPage } from '#server/lib/paging';

type LogRow = ActivityLogEntry & SortedRow;

const byTime: SortOrder = { keys: [{ expression: sql`created_at`, type: 'timestamptz' }] };

/**
 * The admins' actions (never the members' lines of item histories), newest
 * first (or oldest first); from/to bound the day the action happened (UTC);
 * admin is the admin's email, action the kind of action; q finds a part of
 * the admin's name or of the action (an item ID, an admin's email).
 */
export async function listActivityLog(
  db: Database,
  query: ActivityLogQuery,
): Promise<Page<ActivityLogEntry>> {
  const keys = keyset(byTime, query.sort, query.dir, query.cursor, { column: sql`id`, type: 'bigint' });
  const rows = await queryRows<LogRow>(
    db,
    sql`SELECT id::text AS id, ${isoTime(sql`created_at`)} AS "createdAt", admin_name AS "adminName",
          admin_email AS "adminEmail", kind, action, ${sortKeyColumns(byTime)}
        FROM activity_log
        WHERE admin_email IS NOT NULL
          ${query.admin ? sql`AND lower(admin_email) = ${query.admin}` : sql``}
          ${query.action ? sql`AND kind = ${query.action}` : sql``}
          ${query.from ? sql`AND created_at >= ${query.from}::date` : sql``}
          ${query.to ? sql`AND created_at < ${query.to}::date + 1` : sql``}
          ${query.q ? sql`AND lower(admin_name || ' ' || action) LIKE ${likePattern(query.q)}` : sql``}
          ${keys.after}
        ORDER BY ${keys.orderBy}
        LIMIT ${query.limit + 1}`,
  );
  const page = splitPage(rows, query.limit);
  return {
    items: page.rows.map(({ createdAt, adminName, adminEmail, kind, action }) => ({
      createdAt,
      adminName,
      adminEmail,
      kind,
      action,
    })),
    nextCursor: page.hasMore && page.last ? keys.nextCursor(page.last) : null,
  };
}

/** Every admin the log names, current or removed, by the name they last acted under. */
export async function listActivityLogAdmins(db: Database): Promise<ActivityLogAdmin[]> {
  return queryRows<ActivityLogAdmin>(
    db,
    sql`SELECT name, email FROM (
          SELECT DISTINCT ON (lower(admin_email)) admin_name AS name, lower(admin_email) AS email
          FROM activity_log WHERE admin_email IS NOT NULL
          ORDER BY lower(admin_email), created_at DESC, id DESC
        ) AS named ORDER BY lower(name), email`,
  );
}
