import { sql } from 'drizzle-orm';
import { MY_ITEMS_LIMIT, type MyFoundReport } from '#shared/schemas/my-items';
import { queryRows, type Database } from '#server/db/client';
import { isoTime } from '#server/lib/paging';

interface Row {
  id: string;
  report_id: string;
  item_name: string;
  color: string;
  description: string;
  image_url: string | null;
  found_date: string;
  found_time: string | null;
  found_location: string;
  status: MyFoundReport['status'];
  created_at: string;
  stored_at: string | null;
  handed_over_at: string | null;
}

/** What the member reported finding, newest first: where each item is now, never who took it. */
export async function listMyFoundReports(db: Database, memberId: string): Promise<MyFoundReport[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT id, report_id, item_name, color, description, image_url,
          to_char(found_date, 'YYYY-MM-DD') AS found_date, found_time, found_location, status,
          ${isoTime(sql`created_at`)} AS created_at, ${isoTime(sql`stored_at`)} AS stored_at,
          ${isoTime(sql`handed_over_at`)} AS handed_over_at
        FROM found_reports WHERE reported_by_user_id = ${memberId}::uuid
        ORDER BY created_at DESC, id DESC
        LIMIT ${MY_ITEMS_LIMIT}`,
  );
  return rows.map((row) => ({
    _id: row.id,
    reportId: row.report_id,
    itemName: row.item_name,
    color: row.color,
    description: row.description,
    imageUrl: row.image_url,
    found_date: row.found_date,
    found_time: row.found_time,
    found_location: row.found_location,
    status: row.status,
    createdAt: row.created_at,
    storedAt: row.stored_at,
    handedOverAt: row.handed_over_at,
  }));
}
