import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { lostReportDetailsSchema, type LostReportDetails } from '#shared/schemas/lost-report-responses';
import { queryRows, type Database } from '#server/db/client';
import { notFound, text } from '#server/lib/errors';
import { isoTime } from '#server/lib/paging';
import { LOST_COLUMNS, lostRow, toLostReport } from './list-open-lost-reports';

const NO_LOST_REPORT = text('errors.noLostReportWithId');

/** One lost report by its LST ID, open or closed, erased or not, with its reporter while they are known. */
export async function getLostReportDetails(db: Database, reportId: string): Promise<LostReportDetails> {
  const [row] = await queryRows(
    db,
    sql`SELECT ${LOST_COLUMNS}, l.status, l.closed_reason, ${isoTime(sql`l.closed_at`)} AS closed_at,
          ${isoTime(sql`l.personal_data_erased_at`)} AS personal_data_erased_at
        FROM lost_reports l LEFT JOIN users u ON u.id = l.reported_by_user_id
        WHERE l.report_id = ${reportId.trim().toUpperCase()}`,
    lostRow.extend({
      status: lostReportDetailsSchema.shape.status,
      closed_reason: lostReportDetailsSchema.shape.closedReason,
      closed_at: z.string().nullable(),
      personal_data_erased_at: z.string().nullable(),
    }),
  );
  if (!row) throw notFound(NO_LOST_REPORT);
  return {
    ...toLostReport(row),
    status: row.status,
    closedReason: row.closed_reason,
    closedAt: row.closed_at,
    personalDataErasedAt: row.personal_data_erased_at,
  };
}
