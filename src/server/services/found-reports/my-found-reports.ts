import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { MY_ITEMS_LIMIT, myFoundReportSchema, type MyFoundReport } from '#shared/schemas/my-items';
import { queryRows, type Database } from '#server/db/client';
import { isoTime } from '#server/lib/paging';
import { reportItemColumns } from '#server/db/row-columns';

const reportRow = z.object({
  ...reportItemColumns,
  found_date: z.string(),
  found_time: z.string().nullable(),
  found_location: z.string(),
  status: myFoundReportSchema.shape.status,
  created_at: z.string(),
  stored_at: z.string().nullable(),
  handed_over_at: z.string().nullable(),
});

/** What the member reported finding, newest first: where each item is now, never who took it. */
export async function listMyFoundReports(db: Database, memberId: string): Promise<MyFoundReport[]> {
  const rows = await queryRows(
    db,
    sql`SELECT id, report_id, item_name, color, description, image_url,
          to_char(found_date, 'YYYY-MM-DD') AS found_date, found_time, found_location, status,
          ${isoTime(sql`created_at`)} AS created_at, ${isoTime(sql`stored_at`)} AS stored_at,
          ${isoTime(sql`handed_over_at`)} AS handed_over_at
        FROM found_reports WHERE reported_by_user_id = ${memberId}::uuid
        ORDER BY created_at DESC, id DESC
        LIMIT ${MY_ITEMS_LIMIT}`,
    reportRow,
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
