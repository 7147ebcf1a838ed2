import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database } from '#server/db/client';
import { conflict, notFound, ITEM_NOT_FOUND, text } from '#server/lib/errors';
import type { AdminActor } from '#server/lib/actor';
import { recordActivity } from '#server/services/activity-log/record-activity';

/**
 * Moves a stored item to another shelf or bin (or clears where it sits). Only
 * an item in storage has a place; one handed over or let go has left the shelf.
 */
export async function setStorageLocation(
  db: Database,
  admin: AdminActor,
  reportId: string,
  storageLocation: string | null,
): Promise<{ itemId: string; storageLocation: string | null }> {
  return db.transaction(async (tx) => {
    const [item] = await queryRows(
      tx,
      sql`SELECT id, status, storage_location FROM found_reports WHERE report_id = ${reportId} FOR UPDATE`,
      z.object({ id: z.string(), status: z.string(), storage_location: z.string().nullable() }),
    );
    if (!item) throw notFound(ITEM_NOT_FOUND);
    if (item.status !== 'stored') {
      throw conflict(text('errors.onlyStoredShelved'), 'NOT_STORED');
    }
    if (item.storage_location === storageLocation) return { itemId: item.id, storageLocation };
    await tx.execute(
      sql`UPDATE found_reports SET storage_location = ${storageLocation} WHERE id = ${item.id}::uuid`,
    );
    await recordActivity(
      tx,
      admin,
      storageLocation
        ? { key: 'activity.itemMoved', values: { reportId, location: storageLocation } }
        : { key: 'activity.itemShelfCleared', values: { reportId } },
      { kind: 'item_moved', foundReportId: item.id, details: { storageLocation } },
    );
    return { itemId: item.id, storageLocation };
  });
}
