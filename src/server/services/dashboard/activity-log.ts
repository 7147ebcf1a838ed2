import { sql } from 'drizzle-orm';
import type { ActivityLogEntry } from '../../../shared/schemas/admin';
import type { ListQuery } from '../../../shared/schemas/list-query';
import { queryRows, type Database } from '../../db/client';
import type { Page } from '../found-reports/list-found-reports';
import { cursorTime, decodeCursor, encodeCursor, isoTime, splitPage } from '../paging/page';

interface LogRow extends ActivityLogEntry {
  id: string;
  cursor_at: string;
}

/** The admins' actions, newest first; from/to bound the day the action happened (UTC). */
export async function listActivityLog(db: Database, query: ListQuery): Promise<Page<ActivityLogEntry>> {
  const after = decodeCursor(query.cursor, { numericId: true });
  const rows = await queryRows<LogRow>(
    db,
    sql`SELECT id::text AS id, ${isoTime(sql`created_at`)} AS "createdAt", admin_name AS "adminName", action,
          ${cursorTime(sql`created_at`)} AS cursor_at
        FROM activity_log
        WHERE true
          ${query.from ? sql`AND created_at >= ${query.from}::date` : sql``}
          ${query.to ? sql`AND created_at < ${query.to}::date + 1` : sql``}
          ${after ? sql`AND (created_at, id) < (${after.at}::timestamptz, ${after.id}::bigint)` : sql``}
        ORDER BY created_at DESC, id DESC
        LIMIT ${query.limit + 1}`,
  );
  const page = splitPage(rows, query.limit);
  return {
    items: page.rows.map(({ createdAt, adminName, action }) => ({ createdAt, adminName, action })),
    nextCursor:
      page.hasMore && page.last ? encodeCursor({ at: page.last.cursor_at, id: page.last.id }) : null,
  };
}
