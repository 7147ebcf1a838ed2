import { sql } from 'drizzle-orm';
import { dashboardStatsSchema, type DashboardStats } from '#shared/schemas/admin-responses';
import { queryRows, type Database } from '#server/db/client';
import { listWhere } from '#server/services/found-reports/list-found-reports';

/**
 * The five counts of the dashboard, each the length of the list of the same
 * name (the same conditions, one pass over found reports): open lost reports,
 * found reports awaiting storage, items held (claimed or not), claimed items,
 * resolved items.
 */
export async function getDashboardStats(db: Database): Promise<DashboardStats> {
  const [row] = await queryRows(
    db,
    sql`SELECT
          (SELECT count(*) FROM lost_reports WHERE status = 'open')::int AS "lostReports",
          (count(*) FILTER (WHERE ${listWhere.reported}))::int AS "foundReports",
          (count(*) FILTER (WHERE ${listWhere.stored}))::int AS "recoveredItems",
          (count(*) FILTER (WHERE ${listWhere.claimed}))::int AS "claimedItems",
          (count(*) FILTER (WHERE ${listWhere.resolved}))::int AS "resolvedItems"
        FROM found_reports f`,
    dashboardStatsSchema,
  );
  return row!;
}
