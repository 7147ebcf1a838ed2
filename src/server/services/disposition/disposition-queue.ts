import { sql } from 'drizzle-orm';
import type { DispositionQueueItem } from '#shared/schemas/disposition';
import { queryRows, type Database } from '#server/db/client';
import { cursorTime, decodeCursor, encodeCursor, isoTime, splitPage, type Page } from '#server/lib/paging';
import { daysBefore } from './holding-period';

/** Stored items whose holding period has ended at `now`: the Disposition queue's rows. */
const pastHolding = (now: Date, holdingPeriodDays: number) =>
  sql`f.status = 'stored' AND f.stored_at <= ${daysBefore(now, holdingPeriodDays).toISOString()}::timestamptz`;

interface QueueRow {
  id: string;
  report_id: string;
  item_name: string;
  color: string;
  found_date: string;
  found_location: string;
  stored_at: string;
  storage_location: string | null;
  claim_count: number;
  holding_ended_at: string;
  cursor_at: string;
}

/** A page of the queue, longest held first, paged by (stored_at, id). */
export async function listDispositionQueue(
  db: Database,
  holding: { now: Date; holdingPeriodDays: number },
  query: { limit: number; cursor?: string | undefined },
): Promise<Page<DispositionQueueItem>> {
  const after = decodeCursor(query.cursor);
  const rows = await queryRows<QueueRow>(
    db,
    sql`SELECT f.id, f.report_id, f.item_name, f.color, to_char(f.found_date, 'YYYY-MM-DD') AS found_date,
          f.found_location, ${isoTime(sql`f.stored_at`)} AS stored_at, f.storage_location, f.claim_count,
          ${isoTime(sql`(f.stored_at + make_interval(days => ${holding.holdingPeriodDays}::int))`)} AS holding_ended_at,
          ${cursorTime(sql`f.stored_at`)} AS cursor_at
        FROM found_reports f
        WHERE ${pastHolding(holding.now, holding.holdingPeriodDays)}
          ${after ? sql`AND (f.stored_at, f.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``}
        ORDER BY f.stored_at, f.id
        LIMIT ${query.limit + 1}`,
  );
  const split = splitPage(rows, query.limit);
  return {
    items: split.rows.map((row) => ({
      _id: row.id,
      reportId: row.report_id,
      itemName: row.item_name,
      color: row.color,
      found_date: row.found_date,
      found_location: row.found_location,
      storedAt: row.stored_at,
      storageLocation: row.storage_location,
      claimCount: Number(row.claim_count),
      holdingEndedAt: row.holding_ended_at,
    })),
    nextCursor:
      split.hasMore && split.last ? encodeCursor({ at: split.last.cursor_at, id: split.last.id }) : null,
  };
}

/** How many items wait in the queue (the console's count beside it). */
export async function countDispositionQueue(
  db: Database,
  holding: { now: Date; holdingPeriodDays: number },
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM found_reports f WHERE ${pastHolding(holding.now, holding.holdingPeriodDays)}`,
  );
  return Number(row?.n ?? 0);
}
