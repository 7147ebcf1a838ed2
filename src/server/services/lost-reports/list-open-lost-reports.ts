import { sql, type SQL } from 'drizzle-orm';
import type { ListQuery } from '../../../shared/schemas/list-query';
import type { LostReport } from '../../../shared/schemas/lost-report';
import { queryRows, type Database } from '../../db/client';
import type { Page } from '../found-reports/list-found-reports';
import { cursorTime, decodeCursor, encodeCursor, isoTime, splitPage } from '../paging/page';

interface LostRow {
  id: string;
  report_id: string;
  item_name: string;
  color: string;
  description: string;
  image_url: string | null;
  lost_date: string;
  lost_time: string | null;
  lost_location: string;
  created_at: string;
  cursor_at: string;
  name: string | null;
  email: string | null;
  university_id: string | null;
  phone: string | null;
  department: string | null;
  photo_url: string | null;
}

/** Open lost reports with their reporters, newest first; from/to bound lost_date. */
export async function listOpenLostReports(db: Database, query: ListQuery): Promise<Page<LostReport>> {
  const filters: SQL[] = [];
  if (query.from) filters.push(sql`AND l.lost_date >= ${query.from}::date`);
  if (query.to) filters.push(sql`AND l.lost_date <= ${query.to}::date`);
  const after = decodeCursor(query.cursor);
  if (after) filters.push(sql`AND (l.created_at, l.id) < (${after.at}::timestamptz, ${after.id}::uuid)`);
  const rows = await queryRows<LostRow>(
    db,
    sql`SELECT l.id, l.report_id, l.item_name, l.color, l.description, l.image_url,
          to_char(l.lost_date, 'YYYY-MM-DD') AS lost_date, l.lost_time, l.lost_location,
          ${isoTime(sql`l.created_at`)} AS created_at, ${cursorTime(sql`l.created_at`)} AS cursor_at,
          u.name, u.email, u.university_id, u.phone, u.department, u.photo_url
        FROM lost_reports l LEFT JOIN users u ON u.id = l.reported_by_user_id
        WHERE l.status = 'open' ${sql.join(filters, sql` `)}
        ORDER BY l.created_at DESC, l.id DESC
        LIMIT ${query.limit + 1}`,
  );
  const page = splitPage(rows, query.limit);
  return {
    items: page.rows.map((row) => ({
      _id: row.id,
      reportId: row.report_id,
      itemName: row.item_name,
      color: row.color,
      description: row.description,
      imageUrl: row.image_url,
      lost_date: row.lost_date,
      lost_time: row.lost_time,
      lost_location: row.lost_location,
      createdAt: row.created_at,
      reportedByUser:
        row.name !== null && row.email !== null
          ? {
              name: row.name,
              email: row.email,
              universityId: row.university_id,
              phone: row.phone,
              department: row.department,
              photoURL: row.photo_url,
            }
          : null,
    })),
    nextCursor:
      page.hasMore && page.last ? encodeCursor({ at: page.last.cursor_at, id: page.last.id }) : null,
  };
}
