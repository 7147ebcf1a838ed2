import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { createLostReportSchema } from '#shared/schemas/lost-report';
import { myLostReportSchema } from '#shared/schemas/my-items';
import { queryRows, type Database } from '#server/db/client';
import { conflict, notFound, text } from '#server/lib/errors';
import { recordMemberActivity } from '#server/services/activity-log/record-activity';
import { enqueueJob } from '#server/services/jobs/job-queue';
import { LOST_REPORT_NOT_FOUND } from './my-lost-reports';
import { describedItemColumns } from '#server/db/row-columns';

type LostPayload = z.output<ReturnType<typeof createLostReportSchema>>;

/** What an edit may change, by the name its history line gives it. */
const FIELDS = {
  itemName: 'item_name',
  color: 'color',
  description: 'description',
  photo: 'image_url',
  lostDate: 'lost_date',
  lostTime: 'lost_time',
  lostLocation: 'lost_location',
} as const;

type Field = keyof typeof FIELDS;

/** The report as it was before the edit. */
const beforeRow = z.object({
  id: z.string(),
  status: myLostReportSchema.shape.status,
  ...describedItemColumns,
  image_url: z.string().nullable(),
  lost_date: z.string(),
  lost_time: z.string().nullable(),
  lost_location: z.string(),
});

/**
 * Its member rewrites an open lost report (a photo added or replaced, details
 * added): what changed joins the activity log, and matching looks again at the
 * items in storage with the new words (pairs already alerted are not alerted
 * twice). A closed report is kept as it was closed.
 */
export async function editLostReport(
  db: Database,
  memberId: string,
  reportId: string,
  payload: LostPayload,
): Promise<{ changed: Field[] }> {
  return db.transaction(async (tx) => {
    const [before] = await queryRows(
      tx,
      sql`SELECT id, status, item_name, color, description, image_url, to_char(lost_date, 'YYYY-MM-DD') AS lost_date,
            lost_time, lost_location
          FROM lost_reports WHERE report_id = ${reportId} AND reported_by_user_id = ${memberId}::uuid
          FOR UPDATE`,
      beforeRow,
    );
    if (!before) throw notFound(LOST_REPORT_NOT_FOUND);
    if (before.status !== 'open') throw conflict(text('errors.lostReportClosedNoEdit'), 'ALREADY_CLOSED');
    const after: Record<Field, string | null> = {
      itemName: payload.itemName,
      color: payload.color,
      description: payload.item_description,
      photo: payload.imageUrl,
      lostDate: payload.lost_date,
      lostTime: payload.lost_time,
      lostLocation: payload.lost_location,
    };
    const changed = (Object.keys(FIELDS) as Field[]).filter(
      (field) => after[field] !== before[FIELDS[field]],
    );
    if (changed.length === 0) return { changed };
    await tx.execute(
      // Matching has not looked at the new words yet: the report's screen says so until it has.
      sql`UPDATE lost_reports SET item_name = ${payload.itemName}, color = ${payload.color},
            description = ${payload.item_description}, image_url = ${payload.imageUrl},
            lost_date = ${payload.lost_date}::date, lost_time = ${payload.lost_time},
            lost_location = ${payload.lost_location}, matched_at = NULL
          WHERE id = ${before.id}::uuid`,
    );
    await recordMemberActivity(
      tx,
      memberId,
      {
        key: 'activity.lostReportEdited',
        values: { reportId, fields: changed.join(', ') },
      },
      {
        kind: 'lost_report_edited',
        lostReportId: before.id,
        details: { fields: changed },
      },
    );
    await enqueueJob(tx, 'match-lost-report', { lostReportId: before.id });
    return { changed };
  });
}
