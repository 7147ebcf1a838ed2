import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  colourNamesInEveryLanguage,
  placeNamesInEveryLanguage,
} from '#server/services/vocabulary/read-item-kinds';
import type { FoundReport } from '#shared/schemas/found-report';
import type { AdminListQuery, AdminListSort } from '#shared/schemas/admin-list-query';
import type { ListQuery, RecoveredItemsQuery } from '#shared/schemas/list-query';
import { preparedRows, queryRows, type Database } from '#server/db/client';
import {
  itemFilters,
  keyset,
  searchesTheSortColumn,
  searchCondition,
  sortKeyColumns,
  type SearchTargets,
  sortedRowShape,
  type SortOrder,
} from '#server/lib/admin-list-sql';
import { decodeCursor, encodeCursor, isoTime, splitPage, type Page } from '#server/lib/paging';
import { itemDispositionSchema, type ItemDisposition } from '#shared/schemas/found-report-responses';
import { pastHolding, type Holding } from '#server/lib/holding-period';
import { adminColumns, adminJoins, cardColumns, adminRow, cardRow, toAdminReport } from './found-report-rows';
import { keepCards, type IdPage, type MemberCardCaches } from './member-card-caches';

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

/** What a list's caller asks of desks: which (decision 0055), and whether items coming to them count. */
export interface DeskListQuery {
  desks?: string[] | undefined;
  /** Desk staff see the items on their way to their desks too, to open and receive them (decision 0059). */
  incoming?: boolean;
}

/**
 * The desks a list shows: ?desk= (one desk's items), or the caller's desks for
 * desk staff (`desks`, decision 0055). The index of migration 0029 leads with
 * the desk; the partial one of 0034 finds the few items in transit. An admin's
 * ?desk= keeps to the desk's own items, so its pages read in the index's order.
 */
function deskFilter(query: AdminListQuery<AdminItemList> & DeskListQuery): SQL {
  const desks = query.desks ?? ((query as { desk?: string }).desk ? [(query as { desk: string }).desk] : []);
  if (query.desks && desks.length === 0) return sql`AND false`;
  if (desks.length === 0) return sql``;
  const ids = sql.join(
    desks.map((desk) => sql`${desk}::uuid`),
    sql`, `,
  );
  if (!query.incoming) return sql`AND f.desk_id IN (${ids})`;
  return sql`AND (f.desk_id IN (${ids}) OR (f.transfer_to_desk_id IS NOT NULL AND f.transfer_to_desk_id IN (${ids})))`;
}

/** What narrows the recovered-items list, as a cache key's part. */
const recoveredFilterKey = (query: RecoveredFilters) => [
  query.from ?? null,
  query.to ?? null,
  query.category ?? null,
  query.color ?? null,
  query.place ?? null,
];

type RecoveredFilters = Pick<RecoveredItemsQuery, 'from' | 'to' | 'category' | 'color' | 'place'>;

/**
 * The found-date, category, colour and place filters of the recovered-items
 * list, on the words members may search by (decision 0076): a place typed as
 * part of a number a card hides finds nothing.
 */
const recoveredFilters = (query: RecoveredFilters): SQL =>
  sql`${foundDateFilter(query)} ${itemFilters(query, sql`f.member_search_vector`, colourNamesInEveryLanguage, placeNamesInEveryLanguage)}`;

/** The cache key of a page of the recovered-items list. */
export const storedPageKey = (query: RecoveredItemsQuery) =>
  JSON.stringify(['stored', ...recoveredFilterKey(query), query.cursor ?? null, query.limit]);

/**
 * A page of stored items not yet handed over, newest report first, as the ids
 * of members' cards (readMemberPage makes the cards). Pages and cards come
 * from memory while nothing they show has changed.
 */
export function storedPageIds(
  db: Database,
  caches: MemberCardCaches,
  query: RecoveredItemsQuery,
): Promise<IdPage> {
  return caches.listPages.getOrRead(storedPageKey(query), async () => {
    const cardGeneration = caches.cards.generation();
    const rows = await preparedRows(
      db,
      sql`SELECT ${cardColumns}
          FROM found_reports f
          WHERE f.status = 'stored' ${recoveredFilters(query)} ${afterCursor(sql`f.created_at`, query.cursor)}
          ORDER BY f.created_at DESC, f.id DESC
          LIMIT ${query.limit + 1}`,
      cardRow,
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

/** A count, as `::int` gives it. */
const totalRow = z.object({ total: z.number() });

/**
 * How many stored items the members' list holds in all ('Showing N recovered
 * items' says the total, not the number loaded so far), kept like its pages.
 */
export async function countStoredForMembers(
  db: Database,
  caches: MemberCardCaches,
  query: RecoveredFilters,
): Promise<number> {
  const filters = recoveredFilterKey(query);
  // The whole list's total is kept by the writes (migration 0017). Filtered
  // it is counted: tens of milliseconds at a million items, so after a change
  // one count serves every member asking meanwhile.
  return caches.listTotals.getOrRead(JSON.stringify(filters), async () => {
    const [row] = await preparedRows(
      db,
      filters.some((value) => value !== null)
        ? sql`SELECT count(*)::int AS total FROM found_reports f WHERE f.status = 'stored' ${recoveredFilters(query)}`
        : sql`SELECT items::int AS total FROM found_report_status_counts WHERE status = 'stored'`,
      totalRow,
    );
    return row?.total ?? 0;
  });
}

export type AdminFoundList = 'reported' | 'stored' | 'claimed' | 'resolved';

/** Which found reports each list holds; the dashboard counts the same sets. */
export const listWhere: Record<AdminFoundList, SQL> = {
  reported: sql`f.status = 'reported'`,
  stored: sql`f.status = 'stored'`,
  claimed: sql`f.status = 'stored' AND f.claim_count > 0`,
  resolved: sql`f.status = 'handed_over'`,
};

/**
 * The lists of the Disposition queue and the register of disposed items (admins
 * only, decision 0065) read the same rows through the same search and sorts.
 */
export type AdminItemList = AdminFoundList | 'queue' | 'disposed';

function itemListWhere(list: AdminItemList, holding: Holding | undefined): SQL {
  if (list === 'disposed') return sql`f.status = 'disposed'`;
  if (list === 'queue') {
    if (!holding) throw new Error('The Disposition queue is measured against a holding period');
    return pastHolding(holding);
  }
  return listWhere[list];
}

/** Each sortable column of the found-item tables, as keys the indexes of migration 0009 follow. */
const foundSorts: Record<AdminListSort<AdminItemList>, SortOrder> = {
  reportId: { keys: [{ expression: sql`f.report_id`, type: 'text' }], unique: true },
  item: { keys: [{ expression: sql`f.item_name`, type: 'text' }] },
  color: { keys: [{ expression: sql`f.color`, type: 'text' }] },
  date: {
    keys: [
      { expression: sql`f.found_date`, type: 'date' },
      { expression: sql`coalesce(f.found_time, '')`, type: 'text' },
    ],
  },
  location: { keys: [{ expression: sql`f.found_location`, type: 'text' }] },
  submitted: { keys: [{ expression: sql`f.created_at`, type: 'timestamptz' }] },
  handedOver: { keys: [{ expression: sql`f.handed_over_at`, type: 'timestamptz' }] },
  stored: { keys: [{ expression: sql`f.stored_at`, type: 'timestamptz' }] },
  disposed: { keys: [{ expression: sql`f.disposed_at`, type: 'timestamptz' }] },
};

/** What became of a disposed item, read with the register's rows. */
const dispositionColumns = sql`f.disposition, f.disposition_note, ${isoTime(sql`f.disposed_at`)} AS disposed_at,
  f.disposed_by_email`;

/** The columns of `dispositionColumns`, read by the disposed list only. */
const dispositionRow = z.object({
  disposition: itemDispositionSchema.shape.outcome.nullable(),
  disposition_note: z.string().nullable(),
  disposed_at: z.string().nullable(),
  disposed_by_email: z.string().nullable(),
});

const toDisposition = (row: Partial<z.output<typeof dispositionRow>>): ItemDisposition | null =>
  row.disposition
    ? {
        outcome: row.disposition,
        note: row.disposition_note ?? null,
        at: row.disposed_at ?? null,
        by: row.disposed_by_email ?? null,
      }
    : null;

export const foundSearchTargets: SearchTargets = {
  vector: sql`f.search_vector`,
  reportId: sql`f.report_id`,
  idPrefix: 'FND',
  members: [sql`f.reported_by_user_id`],
  people: [sql`f.founder_person_id`, sql`f.taken_by_person_id`],
  texts: [sql`f.storage_location`],
  claimedItem: sql`f.id`,
};

/**
 * One page of an admins' list: searched, filtered and sorted over the whole
 * list, paged by the sort key and id.
 */
export async function listFoundReportsForAdmin(
  db: Database,
  list: AdminItemList,
  query: AdminListQuery<AdminItemList> & DeskListQuery & { holding?: Holding | undefined },
): Promise<Page<FoundReport>> {
  const order = foundSorts[query.sort];
  const page = keyset(
    order,
    query.sort,
    query.dir,
    query.cursor,
    { column: sql`f.id`, type: 'uuid' },
    { filtered: searchesTheSortColumn(query) },
  );
  const disposed = list === 'disposed';
  const rows = await queryRows(
    db,
    sql`SELECT ${adminColumns()}, ${sortKeyColumns(order)}${disposed ? sql`, ${dispositionColumns}` : sql``}
        FROM found_reports f ${adminJoins}
        WHERE ${itemListWhere(list, query.holding)} ${foundDateFilter(query)} ${searchCondition(query.q, foundSearchTargets)}
          ${itemFilters(query, sql`f.search_vector`, colourNamesInEveryLanguage, placeNamesInEveryLanguage)} ${deskFilter(query)} ${page.after}
        ORDER BY ${page.orderBy}
        LIMIT ${query.limit + 1}`,
    adminRow.extend(sortedRowShape).extend(dispositionRow.partial().shape),
  );
  const split = splitPage(rows, query.limit);
  return {
    items: split.rows.map((row) =>
      disposed ? { ...toAdminReport(row), disposition: toDisposition(row) } : toAdminReport(row),
    ),
    nextCursor: split.hasMore && split.last ? page.nextCursor(split.last) : null,
  };
}
