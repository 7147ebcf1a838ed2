import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { createLostReportSchema } from '../../../shared/schemas/lost-report';
import { queryRows, type Database } from '../../db/client';
import { nextReportId } from '../found-reports/report-ids';

type LostPayload = z.output<ReturnType<typeof createLostReportSchema>>;

/** A member's lost report; it stays open (closing comes with matching). */
export async function createLostReport(
  db: Database,
  memberId: string,
  payload: LostPayload,
): Promise<{ _id: string; reportId: string }> {
  const [row] = await queryRows<{ id: string; report_id: string }>(
    db,
    sql`INSERT INTO lost_reports
          (report_id, item_name, color, description, image_url, lost_date, lost_time, lost_location, reported_by_user_id)
        VALUES (${nextReportId('LST')}, ${payload.itemName}, ${payload.color}, ${payload.item_description},
          ${payload.imageUrl}, ${payload.lost_date}::date, ${payload.lost_time}, ${payload.lost_location}, ${memberId}::uuid)
        RETURNING id, report_id`,
  );
  return { _id: row!.id, reportId: row!.report_id };
}
