import { sql } from 'drizzle-orm';
import type { AdminListQuery } from '../../../shared/schemas/admin-list-query';
import type { ActivityLogEntry } from '../../../shared/schemas/admin';
import { queryRows, type Database } from '@/db/client';
import {
  keyset,
  likePattern,
  sortKeyColumns,
  type SortedRow,
  type SortOrder,
} from '@/services/admin-lists/admin-list-sql';
import type { Page } from '@/services/found-reports/list-found-reports';
import { isoTime, splitPage } from '@/services/paging/page';

type LogRow = ActivityLogEntry & SortedRow;

const byTime: SortOrder = { keys: [{ expression: sql`created_at`, type: 'timestamptz' }] };

/**
 * The admins' actions, newest first (or oldest first); from/to bound the day
 * the action happened (UTC); q finds a part of the admin's name or of the
 * action (an item ID, a receiver's name).
 */
export async function listActivityLog(
  db: Database,
  query: AdminListQuery<'activity'>,
): Promise<Page<ActivityLogEntry>> {
  const keys = keyset(byTime, query.sort, query.dir, query.cursor, { column: sql`id`, type: 'bigint' });
  const rows = await queryRows<LogRow>(
    db,
    sql`SELECT id::text AS id, ${isoTime(sql`created_at`)} AS "createdAt", admin_name AS "adminName", action,
          ${sortKeyColumns(byTime)}
        FROM activity_log
        WHERE true
          ${query.from ? sql`AND created_at >= ${query.from}::date` : sql``}
          ${query.to ? sql`AND created_at < ${query.to}::date + 1` : sql``}
          ${query.q ? sql`AND lower(admin_name || ' ' || action) LIKE ${likePattern(query.q)}` : sql``}
          ${keys.after}
        ORDER BY ${keys.orderBy}
        LIMIT ${query.limit + 1}`,
  );
  const page = splitPage(rows, query.limit);
  return {
    items: page.rows.map(({ createdAt, adminName, action }) => ({ createdAt, adminName, action })),
    nextCursor: page.hasMore && page.last ? keys.nextCursor(page.last) : null,
  };
}
