import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '#server/db/client';
import { notFound, ITEM_NOT_FOUND } from '#server/lib/errors';
import type { AdminActor } from '#server/lib/actor';
import { recordActivity } from '#server/services/activity-log/record-activity';

/**
 * Staff note what only the owner would know (marks, contents) to check claims
 * against. Kept off every member-facing read: the card columns never name it.
 */
export async function setVerificationDetails(
  db: Database,
  admin: AdminActor,
  reportId: string,
  details: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await queryRows(
      tx,
      sql`UPDATE found_reports SET verification_details = ${details} WHERE report_id = ${reportId} RETURNING id`,
      z.object({ id: z.string() }),
    );
    if (rows.length === 0) throw notFound(ITEM_NOT_FOUND);
    await recordActivity(
      tx,
      admin,
      { key: 'activity.verificationRecorded', values: { reportId } },
      {
        kind: 'verification_recorded',
        foundReportId: rows[0]!.id,
      },
    );
  });
}
