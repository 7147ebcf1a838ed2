import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { createLostReportSchema } from '#shared/schemas/lost-report';
import { queryRows, type Database } from '#server/db/client';
import { nextReportId } from '#server/lib/report-ids';
import { enqueueJob } from '#server/services/jobs/job-queue';

type LostPayload = z.output<ReturnType<typeof createLostReportSchema>>;

/**
 * A member's lost report; it stays open. It is matched against the items in
 * storage after the commit (decision 0014), from a job added in the same
 * transaction.
 */
export async function createLostReport(
  db: Database,
  memberId: string,
  payload: LostPayload,
): Promise<{ _id: string; reportId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows(
      tx,
      sql`INSERT INTO lost_reports
          (report_id, item_name, color, description, image_url, lost_date, lost_time, lost_location, reported_by_user_id)
        VALUES (${nextReportId('LST')}, ${payload.itemName}, ${payload.color}, ${payload.item_description},
          ${payload.imageUrl}, ${payload.lost_date}::date, ${payload.lost_time}, ${payload.lost_location}, ${memberId}::uuid)
        RETURNING id, report_id`,
      z.object({ id: z.string(), report_id: z.string() }),
    );
    await enqueueJob(tx, 'match-lost-report', { lostReportId: row!.id });
    return { _id: row!.id, reportId: row!.report_id };
  });
}
