import { sql } from 'drizzle-orm';
import type { DashboardStats } from '../../../shared/schemas/admin';
import { queryRows, type Database } from '../../db/client';

/** The five counts of the dashboard, from the lifecycle's own sets (one pass over found reports). */
export async function getDashboardStats(db: Database): Promise<DashboardStats> {
  const [row] = await queryRows<DashboardStats>(
    db,
    sql`SELECT
          (SELECT count(*) FROM lost_reports)::int AS "lostReports",
          count(*)::int AS "foundReports",
          (count(*) FILTER (WHERE status = 'stored' AND claim_count = 0))::int AS "recoveredItems",
          (count(*) FILTER (WHERE status = 'stored' AND claim_count > 0))::int AS "claimedItems",
          (count(*) FILTER (WHERE status = 'handed_over'))::int AS "resolvedItems"
        FROM found_reports`,
  );
  return row!;
}
