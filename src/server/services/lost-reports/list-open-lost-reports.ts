import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  colourNamesInEveryLanguage,
  placeNamesInEveryLanguage,
} from '#server/services/vocabulary/read-item-kinds';
import type { AdminListQuery, AdminListSort } from '#shared/schemas/admin-list-query';
import type { LostReport } from '#shared/schemas/lost-report';
import { queryRows, type Database } from '#server/db/client';
import { type Page, isoTime, splitPage } from '#server/lib/paging';
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
import { reportItemColumns } from '#server/db/row-columns';

/** A row of `LOST_COLUMNS`. */
export const lostRow = z.object({
  ...reportItemColumns,
  lost_date: z.string(),
  lost_time: z.string().nullable(),
  lost_location: z.string(),
  created_at: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  university_id: z.string().nullable(),
  phone: z.string().nullable(),
  department: z.string().nullable(),
  photo_url: z.string().nullable(),
});
export type LostRow = z.output<typeof lostRow>;

/** What a lost report's admin views read, from `lost_reports l` joined to its reporter `u`. */
export const LOST_COLUMNS = sql`l.id, l.report_id, l.item_name, l.color, l.description, l.image_url,
  to_char(l.lost_date, 'YYYY-MM-DD') AS lost_date, l.lost_time, l.lost_location,
  ${isoTime(sql`l.created_at`)} AS created_at,
  u.name, u.email, u.university_id, u.phone, u.department, u.photo_url`;

/** A lost report with its reporter (null once they deleted their account or were erased). */
export const toLostReport = (row: LostRow): LostReport => ({
  _id: row.id,
  reportId: row.report_id,
  itemName: row.item_name,
  color: row.color,
  description: row.description,
  imageUrl: row.image_url,
  lost_date: row.lost_date,
  lost_time: row.lost_time,
  lost_location: row.lost_location,
  createdAt: row.created_at,
  reportedByUser:
    row.name !== null && row.email !== null
      ? {
          name: row.name,
          email: row.email,
          universityId: row.university_id,
          phone: row.phone,
          department: row.department,
          photoURL: row.photo_url,
        }
      : null,
});

const lostSorts: Record<AdminListSort<'lost'>, SortOrder> = {
  reportId: { keys: [{ expression: sql`l.report_id`, type: 'text' }], unique: true },
  item: { keys: [{ expression: sql`l.item_name`, type: 'text' }] },
  color: { keys: [{ expression: sql`l.color`, type: 'text' }] },
  date: {
    keys: [
      { expression: sql`l.lost_date`, type: 'date' },
      { expression: sql`coalesce(l.lost_time, '')`, type: 'text' },
    ],
  },
  location: { keys: [{ expression: sql`l.lost_location`, type: 'text' }] },
  submitted: { keys: [{ expression: sql`l.created_at`, type: 'timestamptz' }] },
};

const lostSearchTargets: SearchTargets = {
  vector: sql`l.search_vector`,
  reportId: sql`l.report_id`,
  idPrefix: 'LST',
  members: [sql`l.reported_by_user_id`],
  people: [],
};

/**
 * Open lost reports with their reporters: searched, filtered (from/to bound
 * lost_date) and sorted over the whole list, newest first by default.
 */
export async function listOpenLostReports(
  db: Database,
  query: AdminListQuery<'lost'>,
): Promise<Page<LostReport>> {
  const filters: SQL[] = [];
  if (query.from) filters.push(sql`AND l.lost_date >= ${query.from}::date`);
  if (query.to) filters.push(sql`AND l.lost_date <= ${query.to}::date`);
  filters.push(
    searchCondition(query.q, lostSearchTargets),
    itemFilters(query, sql`l.search_vector`, colourNamesInEveryLanguage, placeNamesInEveryLanguage),
  );
  const order = lostSorts[query.sort];
  const keys = keyset(
    order,
    query.sort,
    query.dir,
    query.cursor,
    { column: sql`l.id`, type: 'uuid' },
    { filtered: searchesTheSortColumn(query) },
  );
  const rows = await queryRows(
    db,
    sql`SELECT ${LOST_COLUMNS}, ${sortKeyColumns(order)}
        FROM lost_reports l LEFT JOIN users u ON u.id = l.reported_by_user_id
        WHERE l.status = 'open' ${sql.join(filters, sql` `)} ${keys.after}
        ORDER BY ${keys.orderBy}
        LIMIT ${query.limit + 1}`,
    lostRow.extend(sortedRowShape),
  );
  const page = splitPage(rows, query.limit);
  return {
    items: page.rows.map(toLostReport),
    nextCursor: page.hasMore && page.last ? keys.nextCursor(page.last) : null,
  };
}
