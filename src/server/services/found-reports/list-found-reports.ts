import { sql, type SQL } from 'drizzle-orm';
import type { FoundReport } from '../../../shared/schemas/found-report';
import type { ListQuery } from '../../../shared/schemas/list-query';
import { preparedRows, queryRows, type Database } from '../../db/client';
import { decodeCursor, encodeCursor, splitPage } from '../paging/page';
import {
  adminColumns,
  adminJoins,
  cardColumns,
  toAdminReport,
  type AdminRow,
  type CardRow,
} from './found-report-rows';
import { keepCards, type IdPage, type MemberCardCaches } from './member-card-caches';

export interface Page<Item> {
  items: Item[];
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null;
}

/** from/to bound found_date, both inclusive. */
export function foundDateFilter(query: Pick<ListQuery, 'from' | 'to'>): SQL {
  const parts: SQL[] = [];
  if (query.from) parts.push(sql`AND f.found_date >= ${query.from}::date`);
  if (query.to) parts.push(sql`AND f.found_date <= ${query.to}::date`);
  return sql.join(parts, sql` `);
}

function afterCursor(column: SQL, cursor: string | undefined): SQL {
  const after = decodeCursor(cursor);
  if (!after) return sql``;
  return sql`AND (${column}, f.id) < (${after.at}::timestamptz, ${after.id}::uuid)`;
}

/** The cache key of a page of the recovered-items list. */
export const storedPageKey = (query: ListQuery) =>
  JSON.stringify(['stored', query.from ?? null, query.to ?? null, query.cursor ?? null, query.limit]);

/**
 * A page of stored items not yet handed over, newest report first, as the ids
 * of members' cards (sendMemberPage makes the cards). Pages and cards come
 * from memory while nothing they show has changed.
 */
export function storedPageIds(db: Database, caches: MemberCardCaches, query: ListQuery): Promise<IdPage> {
  return caches.listPages.getOrRead(storedPageKey(query), async () => {
    const cardGeneration = caches.cards.generation();
    const rows = await preparedRows<CardRow>(
      db,
      sql`SELECT ${cardColumns}
          FROM found_reports f
          WHERE f.status = 'stored' ${foundDateFilter(query)} ${afterCursor(sql`f.created_at`, query.cursor)}
          ORDER BY f.created_at DESC, f.id DESC
          LIMIT ${query.limit + 1}`,
    );
    const split = splitPage(rows, query.limit);
    keepCards(caches, split.rows, cardGeneration);
    return {
      ids: split.rows.map((row) => row.id),
      nextCursor:
        split.hasMore && split.last ? encodeCursor({ at: split.last.cursor_at, id: split.last.id }) : null,
    };
  });
}

/**
 * How many stored items the members' list holds in all ('Showing N recovered
 * items' says the total, not the number loaded so far), kept like its pages.
 */
export async function countStoredForMembers(
  db: Database,
  caches: MemberCardCaches,
  query: Pick<ListQuery, 'from' | 'to'>,
): Promise<number> {
  const key = JSON.stringify([query.from ?? null, query.to ?? null]);
  const cached = caches.listTotals.get(key);
  if (cached !== undefined) return cached;
  const generation = caches.listTotals.generation();
  const [row] = await preparedRows<{ total: number }>(
    db,
    sql`SELECT count(*)::int AS total FROM found_reports f WHERE f.status = 'stored' ${foundDateFilter(query)}`,
  );
  const total = Number(row?.total ?? 0);
  caches.listTotals.set(key, total, generation);
  return total;
}

export type AdminFoundList = 'reported' | 'stored' | 'claimed' | 'resolved';

const lists: Record<AdminFoundList, { where: SQL; sortColumn: SQL }> = {
  reported: { where: sql`f.status = 'reported'`, sortColumn: sql`f.created_at` },
  stored: { where: sql`f.status = 'stored'`, sortColumn: sql`f.created_at` },
  claimed: { where: sql`f.status = 'stored' AND f.claim_count > 0`, sortColumn: sql`f.created_at` },
  resolved: { where: sql`f.status = 'handed_over'`, sortColumn: sql`f.handed_over_at` },
};

/** The admins' lists, each in its own order (resolved: latest handover first), newest first. */
export async function listFoundReportsForAdmin(
  db: Database,
  list: AdminFoundList,
  query: ListQuery,
): Promise<Page<FoundReport>> {
  const { where, sortColumn } = lists[list];
  const rows = await queryRows<AdminRow>(
    db,
    sql`SELECT ${adminColumns(sortColumn)}
        FROM found_reports f ${adminJoins}
        WHERE ${where} ${foundDateFilter(query)} ${afterCursor(sortColumn, query.cursor)}
        ORDER BY ${sortColumn} DESC, f.id DESC
        LIMIT ${query.limit + 1}`,
  );
  const page = splitPage(rows, query.limit);
  return {
    items: page.rows.map(toAdminReport),
    nextCursor:
      page.hasMore && page.last?.list_cursor_at
        ? encodeCursor({ at: page.last.list_cursor_at, id: page.last.id })
        : null,
  };
}
