import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AdminListQuery } from '#shared/schemas/admin-list-query';
import type { DispositionQueueItem } from '#shared/schemas/disposition';
import { queryRows, type Database } from '#server/db/client';
import { holdingEndedAt, pastHolding, type Holding } from '#server/lib/holding-period';
import type { Page } from '#server/lib/paging';
import {
  listFoundReportsForAdmin,
  type DeskListQuery,
} from '#server/services/found-reports/list-found-reports';

/**
 * A page of the queue: stored items past the holding period, searched, filtered
 * and sorted as the other admin lists are (longest held first unless another
 * order is asked for; decision 0065).
 */
export async function listDispositionQueue(
  db: Database,
  holding: Holding,
  query: AdminListQuery<'queue'> & DeskListQuery,
): Promise<Page<DispositionQueueItem>> {
  const page = await listFoundReportsForAdmin(db, 'queue', { ...query, holding });
  return {
    items: page.items.map((item) => ({
      _id: item._id,
      reportId: item.reportId,
      itemName: item.itemName,
      color: item.color,
      found_date: item.found_date,
      found_location: item.found_location,
      storedAt: item.storedAt!,
      storageLocation: item.storageLocation,
      claimCount: item.claimCount,
      holdingEndedAt: holdingEndedAt(item.storedAt!, holding.holdingPeriodDays),
      deskId: item.deskId,
      deskName: item.deskName,
    })),
    nextCursor: page.nextCursor,
  };
}

/** How many items wait in the queue (the console's count beside it). */
export async function countDispositionQueue(db: Database, holding: Holding): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`SELECT count(*)::int AS n FROM found_reports f WHERE ${pastHolding(holding)}`,
    z.object({ n: z.number() }),
  );
  return row?.n ?? 0;
}
