import { sql, type SQL } from 'drizzle-orm';
import {
  activityLogAdminSchema,
  activityLogEntrySchema,
  type ActivityLogAdmin,
  type ActivityLogEntry,
  type ActivityLogQuery,
} from '#shared/schemas/activity-log';
import { queryRows, type Database } from '#server/db/client';
import {
  keyset,
  likePattern,
  sortKeyColumns,
  sortedRowShape,
  type SortOrder,
} from '#server/lib/admin-list-sql';
import { reportIdSearch } from '#server/lib/report-id-search';
import { type Page, isoTime, splitPage } from '#server/lib/paging';

const byTime: SortOrder = { keys: [{ expression: sql`created_at`, type: 'timestamptz' }] };

/** What the log's search reads: the admin's name and email and the action's words (migration 0023). */
const searchedText = sql`lower(admin_name || ' ' || admin_email || ' ' || action)`;

/**
 * A part of an admin's name or email, or of the action's words; a part of an
 * item ID finds it written whole too (FND232 finds '#FND000232').
 */
function searchLog(q: string | undefined): SQL {
  if (!q) return sql``;
  const patterns = [
    likePattern(q),
    ...(['FND', 'LST'] as const).flatMap((prefix) => {
      const id = reportIdSearch(q, prefix);
      return id ? [likePattern(id.exact)] : [];
    }),
  ];
  return sql`AND (${sql.join(
    patterns.map((pattern) => sql`${searchedText} LIKE ${pattern}`),
    sql` OR `,
  )})`;
}

/**
 * The admins' actions (never the members' lines of item histories), newest
 * first (or oldest first); from/to bound the day the action happened (UTC);
 * admin is the admin's email, action the kind of action; q finds a part of
 * the admin's name or email or of the action (an item ID, a shelf).
 */
export async function listActivityLog(
  db: Database,
  query: ActivityLogQuery,
): Promise<Page<ActivityLogEntry>> {
  const keys = keyset(byTime, query.sort, query.dir, query.cursor, { column: sql`id`, type: 'bigint' });
  const rows = await queryRows(
    db,
    sql`SELECT id::text AS id, ${isoTime(sql`created_at`)} AS "createdAt", admin_name AS "adminName",
          admin_email AS "adminEmail", kind, action, message, ${sortKeyColumns(byTime)}
        FROM activity_log
        WHERE admin_email IS NOT NULL
          ${query.admin ? sql`AND lower(admin_email) = ${query.admin}` : sql``}
          ${query.action ? sql`AND kind = ${query.action}` : sql``}
          ${query.from ? sql`AND created_at >= ${query.from}::date` : sql``}
          ${query.to ? sql`AND created_at < ${query.to}::date + 1` : sql``}
          ${searchLog(query.q)}
          ${keys.after}
        ORDER BY ${keys.orderBy}
        LIMIT ${query.limit + 1}`,
    activityLogEntrySchema.extend(sortedRowShape),
  );
  const page = splitPage(rows, query.limit);
  return {
    items: page.rows.map(({ createdAt, adminName, adminEmail, kind, action, message }) => ({
      createdAt,
      adminName,
      adminEmail,
      kind,
      action,
      message,
    })),
    nextCursor: page.hasMore && page.last ? keys.nextCursor(page.last) : null,
  };
}

/** Every admin the log names, current or removed, by the name they last acted under. */
export async function listActivityLogAdmins(db: Database): Promise<ActivityLogAdmin[]> {
  return queryRows(
    db,
    sql`SELECT name, email FROM (
          SELECT DISTINCT ON (lower(admin_email)) admin_name AS name, lower(admin_email) AS email
          -- A sign-in with an unknown email names no admin's account: not an admin to filter by.
          FROM activity_log
          WHERE admin_email IS NOT NULL AND NOT (admin_id IS NULL AND kind = 'admin_sign_in_failed')
          ORDER BY lower(admin_email), created_at DESC, id DESC
        ) AS named ORDER BY lower(name), email`,
    activityLogAdminSchema,
  );
}
