import { sql } from 'drizzle-orm';
import type { handoverSchema } from '../../../shared/schemas/found-report';
import type { z } from 'zod';
import { changeNotice } from '../../db/change-notices';
import { queryRows } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import type { AdminActor } from '../auth/actor';
import { recordActivity } from '../activity-log/record-activity';
import { enqueueJob } from '../jobs/job-queue';
import { upsertPerson } from '../people/upsert-person';
import type { ServiceContext } from '../service-context';

type Handover = z.output<ReturnType<typeof handoverSchema>>;

export const ITEM_NOT_FOUND = 'No found report has this id.';

async function currentStatus(db: Parameters<typeof queryRows>[0], reportId: string) {
  const [row] = await queryRows<{ status: string }>(
    db,
    sql`SELECT status FROM found_reports WHERE report_id = ${reportId}`,
  );
  return row?.status;
}

/**
 * "Item Stored": the office has the item. Only a report still in 'reported'
 * moves; the condition in the UPDATE makes a second, simultaneous store a 409.
 */
export async function storeFoundReport(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  reportId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE found_reports
          SET status = 'stored', stored_by_admin_id = ${admin.id}::uuid, stored_by_email = ${admin.email}, stored_at = now()
          WHERE report_id = ${reportId} AND status = 'reported'
          RETURNING id`,
    );
    if (rows.length === 0) {
      if ((await currentStatus(tx, reportId)) === undefined) throw notFound(ITEM_NOT_FOUND);
      throw conflict('This report has already been stored.', 'ALREADY_STORED');
    }
    await recordActivity(tx, admin, `Stored item #${reportId}`);
    // Matched after the commit (decision 0014): the store never waits for it or fails with it.
    await enqueueJob(tx, 'match-found-item', { foundReportId: rows[0]!.id });
  });
  changes.announce(changeNotice.catalogue);
}

/**
 * Hands a stored item to its receiver, once. The status condition in the
 * UPDATE is the guard: of two admins handing over together, the second waits
 * for the first's row lock, then finds the item no longer stored (409).
 */
export async function handOverFoundReport(
  { db, changes }: ServiceContext,
  admin: AdminActor,
  reportId: string,
  payload: Handover,
): Promise<void> {
  await db.transaction(async (tx) => {
    const status = await currentStatus(tx, reportId);
    if (status === undefined) throw notFound(ITEM_NOT_FOUND);
    if (status === 'handed_over')
      throw conflict('This item has already been handed over.', 'ALREADY_HANDED_OVER');
    if (status !== 'stored') throw conflict('Only stored items can be handed over.', 'NOT_STORED');
    const receiverId = await upsertPerson(tx, payload.receiver);
    const rows = await queryRows<{ report_id: string }>(
      tx,
      sql`UPDATE found_reports
          SET status = 'handed_over', handed_over_by_admin_id = ${admin.id}::uuid,
              handed_over_by_email = ${admin.email}, handed_over_at = now(), taken_by_person_id = ${receiverId}::uuid
          WHERE report_id = ${reportId} AND status = 'stored'
          RETURNING report_id`,
    );
    if (rows.length === 0) throw conflict('This item has already been handed over.', 'ALREADY_HANDED_OVER');
    await recordActivity(tx, admin, `Handed over #${reportId} to ${payload.receiver.name}`);
  });
  changes.announce(changeNotice.catalogue);
}
