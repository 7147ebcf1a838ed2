import { sql } from 'drizzle-orm';
import { MY_ITEMS_LIMIT, type LostReportCloseReason, type MyLostReport } from '#shared/schemas/my-items';
import { queryRows, type Database } from '#server/db/client';
import { conflict, notFound } from '#server/lib/errors';
import { isoTime } from '#server/lib/paging';

interface Row {
  id: string;
  report_id: string;
  item_name: string;
  color: string;
  description: string;
  image_url: string | null;
  lost_date: string;
  lost_time: string | null;
  lost_location: string;
  status: 'open' | 'closed';
  closed_reason: LostReportCloseReason | null;
  closed_at: string | null;
  created_at: string;
}

/** The member's own lost reports, newest first. */
export async function listMyLostReports(db: Database, memberId: string): Promise<MyLostReport[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT id, report_id, item_name, color, description, image_url,
          to_char(lost_date, 'YYYY-MM-DD') AS lost_date, lost_time, lost_location, status, closed_reason,
          ${isoTime(sql`closed_at`)} AS closed_at, ${isoTime(sql`created_at`)} AS created_at
        FROM lost_reports WHERE reported_by_user_id = ${memberId}::uuid
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
    lost_date: row.lost_date,
    lost_time: row.lost_time,
    lost_location: row.lost_location,
    status: row.status,
    closedReason: row.closed_reason,
    closedAt: row.closed_at,
    createdAt: row.created_at,
  }));
}

export const LOST_REPORT_NOT_FOUND = 'You have no lost report with this id.';

/** The member closes their own open lost report ('I got it back', 'No longer needed'); once. */
export async function closeLostReport(
  db: Database,
  memberId: string,
  reportId: string,
  reason: LostReportCloseReason,
): Promise<void> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE lost_reports SET status = 'closed', closed_reason = ${reason}::lost_report_close_reason, closed_at = now()
        WHERE report_id = ${reportId} AND reported_by_user_id = ${memberId}::uuid AND status = 'open'
        RETURNING id`,
  );
  if (rows.length > 0) return;
  const [mine] = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM lost_reports WHERE report_id = ${reportId} AND reported_by_user_id = ${memberId}::uuid`,
  );
  if (!mine) throw notFound(LOST_REPORT_NOT_FOUND);
  throw conflict('This lost report is already closed.', 'ALREADY_CLOSED');
}
