import { sql } from 'drizzle-orm';
import type { createFoundReportSchema, manualEntrySchema } from '#shared/schemas/found-report';
import { z } from 'zod';
import { changeNotice } from '#server/db/change-notices';
import { queryRows } from '#server/db/client';
import type { AdminActor } from '#server/lib/actor';
import { recordActivity, recordMemberActivity } from '#server/services/activity-log/record-activity';
import { enqueueJob } from '#server/services/jobs/job-queue';
import type { ServiceContext } from '#server/services/service-context';
import { upsertPerson } from '#server/services/people/upsert-person';
import { badRequest, text } from '#server/lib/errors';
import { nextReportId } from '#server/lib/report-ids';
import { FIRST_DESK_ID } from '#server/db/schema';
import { requireDesk } from '#server/services/desks/desks';
import type { UniversityConfig } from '#shared/university/university-config';
import { notifyStaff } from '#server/services/notifications/notify-staff';
import { isSensitiveItem } from './sensitive-items';
import { pagePath } from '#shared/page-path';
import { consoleRoutePatterns } from '#shared/console-route-patterns';

type FoundPayload = z.output<ReturnType<typeof createFoundReportSchema>>;
type ManualEntry = z.output<ReturnType<typeof manualEntrySchema>>;

export interface CreatedReport {
  _id: string;
  reportId: string;
}

/** A member's online report: it waits in 'reported' until an admin has the item in hand. */
export async function createFoundReport(
  { db }: ServiceContext,
  memberId: string,
  payload: FoundPayload,
  university: UniversityConfig,
): Promise<CreatedReport> {
  const created = await db.transaction(async (tx) => {
    const [row] = await queryRows(
      tx,
      sql`INSERT INTO found_reports
            (report_id, item_name, color, description, image_url, found_date, found_time, found_location, reported_by_user_id,
             sensitive)
          VALUES (${nextReportId('FND')}, ${payload.itemName}, ${payload.color}, ${payload.item_description},
            ${payload.imageUrl}, ${payload.found_date}::date, ${payload.found_time}, ${payload.found_location}, ${memberId}::uuid,
            ${isSensitiveItem(payload.itemName, university)})
          RETURNING id, report_id, desk_id`,
      z.object({ id: z.string(), report_id: z.string(), desk_id: z.string() }),
    );
    await recordMemberActivity(
      tx,
      memberId,
      { key: 'activity.itemReported', values: { reportId: row!.report_id } },
      {
        kind: 'item_reported',
        foundReportId: row!.id,
      },
    );
    // The desk's staff hear that an item waits to be brought in (decision 0070).
    await notifyStaff(tx, {
      deskId: row!.desk_id,
      kind: 'found-report',
      title: text('notices.staffFoundReportTitle', { reportId: row!.report_id }),
      body: text('notices.staffFoundReportBody', {
        itemName: payload.itemName,
        place: payload.found_location,
        reportId: row!.report_id,
      }),
      link: pagePath(consoleRoutePatterns.item, { reportId: row!.report_id }),
    });
    return { _id: row!.id, reportId: row!.report_id };
  });
  // Nothing members see changed: their lists and search hold stored items only.
  return created;
}

/**
 * An item brought to the office by hand: stored at once by the admin who
 * entered it, the founder recorded as a person.
 */
export async function createManualEntry(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  payload: ManualEntry,
  university: UniversityConfig,
): Promise<CreatedReport> {
  if (payload.storedOn !== null && payload.storedOn < payload.found_date) {
    throw badRequest(text('errors.receivedBeforeFound'), 'RECEIVED_BEFORE_FOUND');
  }
  // Received on an earlier day: at this time of that day (never later than now).
  const storedAt = payload.storedOn
    ? sql`least(now(), (${payload.storedOn}::date + localtime)::timestamptz)`
    : sql`now()`;
  const created = await db.transaction(async (tx) => {
    const deskId = payload.deskId ? (await requireDesk(tx, payload.deskId)).id : FIRST_DESK_ID;
    const founderId = await upsertPerson(tx, payload.founder);
    const [row] = await queryRows(
      tx,
      sql`INSERT INTO found_reports
            (report_id, item_name, color, description, image_url, found_date, found_time, found_location,
             status, founder_person_id, stored_by_admin_id, stored_by_email, stored_at, storage_location, desk_id, sensitive)
          VALUES (${nextReportId('FND')}, ${payload.itemName}, ${payload.color}, ${payload.item_description},
            ${payload.imageUrl}, ${payload.found_date}::date, ${payload.found_time}, ${payload.found_location},
            'stored', ${founderId}::uuid, ${admin.id}::uuid, ${admin.email}, ${storedAt}, ${payload.storageLocation},
            ${deskId}::uuid, ${isSensitiveItem(payload.itemName, university)})
          RETURNING id, report_id`,
      z.object({ id: z.string(), report_id: z.string() }),
    );
    await recordActivity(
      tx,
      admin,
      { key: 'activity.itemEntered', values: { reportId: row!.report_id } },
      {
        kind: 'item_entered',
        foundReportId: row!.id,
        ...(payload.storageLocation ? { details: { storageLocation: payload.storageLocation } } : {}),
      },
    );
    // Matched after the commit (decision 0014): the entry never waits for it or fails with it.
    await enqueueJob(tx, 'match-found-item', { foundReportId: row!.id });
    return { _id: row!.id, reportId: row!.report_id };
  });
  changes.announce(changeNotice.catalogue);
  return created;
}
