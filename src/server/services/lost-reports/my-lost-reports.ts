import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { UNDO_WINDOW_MS } from '#shared/constants/limits';
import {
  LOST_REPORT_CLOSE_REASONS,
  MY_ITEMS_LIMIT,
  type LostReportCloseReason,
  myLostReportSchema,
  type MyLostReport,
} from '#shared/schemas/my-items';
import { queryRows, type Database } from '#server/db/client';
import { conflict, notFound, text } from '#server/lib/errors';
import { enqueueJob } from '#server/services/jobs/job-queue';
import { isoTime } from '#server/lib/paging';
import { reportItemColumns } from '#server/db/row-columns';

const lostRow = z.object({
  ...reportItemColumns,
  lost_date: z.string(),
  lost_time: z.string().nullable(),
  lost_location: z.string(),
  status: myLostReportSchema.shape.status,
  closed_reason: myLostReportSchema.shape.closedReason,
  closed_at: z.string().nullable(),
  created_at: z.string(),
});
type Row = z.output<typeof lostRow>;

const closedByMember: readonly string[] = LOST_REPORT_CLOSE_REASONS;

/** Until when the member may open a report they closed again; null when they may not. */
function undoUntil(row: Pick<Row, 'status' | 'closed_reason' | 'closed_at'>, now: Date): string | null {
  if (row.status !== 'closed' || !row.closed_reason || !closedByMember.includes(row.closed_reason))
    return null;
  if (!row.closed_at) return null;
  const until = Date.parse(row.closed_at) + UNDO_WINDOW_MS;
  return until > now.getTime() ? new Date(until).toISOString() : null;
}

/** The member's own lost reports, newest first. */
export async function listMyLostReports(db: Database, memberId: string, now: Date): Promise<MyLostReport[]> {
  const rows = await queryRows(
    db,
    sql`SELECT id, report_id, item_name, color, description, image_url,
          to_char(lost_date, 'YYYY-MM-DD') AS lost_date, lost_time, lost_location, status, closed_reason,
          ${isoTime(sql`closed_at`)} AS closed_at, ${isoTime(sql`created_at`)} AS created_at
        FROM lost_reports WHERE reported_by_user_id = ${memberId}::uuid
        ORDER BY created_at DESC, id DESC
        LIMIT ${MY_ITEMS_LIMIT}`,
    lostRow,
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
    undoUntil: undoUntil(row, now),
    createdAt: row.created_at,
  }));
}

export const LOST_REPORT_NOT_FOUND = text('errors.lostReportNotFound');

/**
 * The member closes their own open lost report ('I got it back', 'No longer
 * needed'); once. They may open it again for a while (reopenLostReport).
 */
export async function closeLostReport(
  db: Database,
  memberId: string,
  reportId: string,
  reason: LostReportCloseReason,
  now: Date,
): Promise<void> {
  const rows = await queryRows(
    db,
    sql`UPDATE lost_reports SET status = 'closed', closed_reason = ${reason}::lost_report_close_reason,
          closed_at = ${now.toISOString()}::timestamptz
        WHERE report_id = ${reportId} AND reported_by_user_id = ${memberId}::uuid AND status = 'open'
        RETURNING id`,
    z.object({ id: z.string() }),
  );
  if (rows.length > 0) return;
  const [mine] = await queryRows(
    db,
    sql`SELECT id FROM lost_reports WHERE report_id = ${reportId} AND reported_by_user_id = ${memberId}::uuid`,
    z.object({ id: z.string() }),
  );
  if (!mine) throw notFound(LOST_REPORT_NOT_FOUND);
  throw conflict(text('errors.lostReportAlreadyClosed'), 'ALREADY_CLOSED');
}

export const TOO_LATE_TO_REOPEN = text('errors.tooLateToUndo');

/**
 * Undoes 'I got it back' or 'No longer needed' for a while after it: the report
 * is open again and matched once more against the items in storage (some may
 * have come in meanwhile; pairs already kept are not alerted twice). A report
 * the office or a handover closed stays closed.
 */
export async function reopenLostReport(
  db: Database,
  memberId: string,
  reportId: string,
  now: Date,
): Promise<void> {
  const undoFrom = new Date(now.getTime() - UNDO_WINDOW_MS).toISOString();
  const reopened = await db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`UPDATE lost_reports SET status = 'open', closed_reason = NULL, closed_at = NULL
          WHERE report_id = ${reportId} AND reported_by_user_id = ${memberId}::uuid AND status = 'closed'
            AND closed_reason IN ('got_it_back', 'no_longer_needed') AND closed_at > ${undoFrom}::timestamptz
          RETURNING id`,
      z.object({ id: z.string() }),
    );
    if (rows[0]) await enqueueJob(tx, 'match-lost-report', { lostReportId: rows[0].id });
    return rows.length > 0;
  });
  if (reopened) return;
  const [mine] = await queryRows(
    db,
    sql`SELECT status FROM lost_reports WHERE report_id = ${reportId} AND reported_by_user_id = ${memberId}::uuid`,
    z.object({ status: z.string() }),
  );
  if (!mine) throw notFound(LOST_REPORT_NOT_FOUND);
  if (mine.status === 'open') throw conflict(text('errors.lostReportOpen'), 'ALREADY_OPEN');
  throw conflict(TOO_LATE_TO_REOPEN, 'TOO_LATE_TO_UNDO');
}
