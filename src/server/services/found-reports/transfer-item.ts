import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { changeNotice } from '#server/db/change-notices';
import { queryRows } from '#server/db/client';
import type { AdminActor } from '#server/lib/actor';
import { refuseOtherDesk } from '#server/lib/desk-scope';
import { badRequest, conflict, ITEM_NOT_FOUND, notFound, text } from '#server/lib/errors';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { requireDesk } from '#server/services/desks/desks';
import type { ServiceContext } from '#server/services/service-context';

const lockedItem = z.object({
  id: z.string(),
  status: z.string(),
  desk_id: z.string(),
  transfer_to_desk_id: z.string().nullable(),
});
type LockedItem = z.output<typeof lockedItem>;

/** The item's row, locked: a handover, a send and a receipt of one item run one after another. */
async function lockItem(tx: Parameters<typeof queryRows>[0], reportId: string): Promise<LockedItem> {
  const [item] = await queryRows(
    tx,
    sql`SELECT id, status, desk_id, transfer_to_desk_id FROM found_reports
        WHERE report_id = ${reportId.toUpperCase()} FOR UPDATE`,
    lockedItem,
  );
  if (!item) throw notFound(ITEM_NOT_FOUND);
  return item;
}

/**
 * Sends a stored item to another desk (decision 0059). It leaves its shelf and
 * names the desk it goes to until staff there receive it; meanwhile it cannot
 * be handed over. Of a send and a handover at the same moment, the row lock
 * lets one through and the other finds the item gone or on its way (409).
 */
export async function sendItem(
  { db, changes }: ServiceContext,
  actor: AdminActor,
  reportId: string,
  toDeskId: string,
): Promise<{ toDeskId: string }> {
  await db.transaction(async (tx) => {
    const item = await lockItem(tx, reportId);
    refuseOtherDesk(actor, item.desk_id);
    if (item.status === 'handed_over')
      throw conflict(text('errors.alreadyHandedOver'), 'ALREADY_HANDED_OVER');
    if (item.status !== 'stored') throw conflict(text('errors.onlyStoredSent'), 'NOT_STORED');
    if (item.transfer_to_desk_id) throw conflict(text('errors.inTransit'), 'IN_TRANSIT');
    if (item.desk_id === toDeskId) throw badRequest(text('errors.sameDesk'), 'SAME_DESK');
    const to = await requireDesk(tx, toDeskId);
    await tx.execute(sql`UPDATE found_reports
          SET transfer_to_desk_id = ${toDeskId}::uuid, transfer_sent_at = now(), storage_location = NULL
          WHERE id = ${item.id}::uuid`);
    await recordActivity(
      tx,
      actor,
      { key: 'activity.itemSent', values: { reportId: reportId.toUpperCase(), desk: to.name } },
      {
        kind: 'item_sent',
        foundReportId: item.id,
        details: { fromDeskId: item.desk_id, toDeskId },
      },
    );
  });
  changes.announce(changeNotice.catalogue);
  return { toDeskId };
}

/** Staff at the desk an item was sent to (or an admin) receive it there, on a shelf if they name one. */
export async function receiveItem(
  { db, changes }: ServiceContext,
  actor: AdminActor,
  reportId: string,
  storageLocation: string | null,
): Promise<{ deskId: string }> {
  const deskId = await db.transaction(async (tx) => {
    const item = await lockItem(tx, reportId);
    if (!item.transfer_to_desk_id) throw conflict(text('errors.notInTransit'), 'NOT_IN_TRANSIT');
    refuseOtherDesk(actor, item.transfer_to_desk_id);
    const at = await requireDesk(tx, item.transfer_to_desk_id);
    await tx.execute(sql`UPDATE found_reports
          SET desk_id = transfer_to_desk_id, transfer_to_desk_id = NULL, transfer_sent_at = NULL,
              storage_location = ${storageLocation}
          WHERE id = ${item.id}::uuid`);
    await recordActivity(
      tx,
      actor,
      storageLocation
        ? {
            key: 'activity.itemReceivedIn',
            values: { reportId: reportId.toUpperCase(), desk: at.name, location: storageLocation },
          }
        : { key: 'activity.itemReceived', values: { reportId: reportId.toUpperCase(), desk: at.name } },
      {
        kind: 'item_received',
        foundReportId: item.id,
        details: { deskId: at.id, ...(storageLocation ? { storageLocation } : {}) },
      },
    );
    return at.id;
  });
  changes.announce(changeNotice.catalogue);
  return { deskId };
}
