import { sql } from 'drizzle-orm';
import { leaderboardEntrySchema, type LeaderboardEntry } from '#shared/schemas/admin-responses';
import { queryRows, type Database } from '#server/db/client';

export const LEADERBOARD_SIZE = 10;

/**
 * People by found reports submitted: members' online reports and the founders
 * of manual entries, counted together by email (case-insensitive).
 */
export async function getLeaderboard(db: Database): Promise<LeaderboardEntry[]> {
  return queryRows(
    db,
    sql`WITH submissions AS (
          SELECT u.name, u.email FROM found_reports f JOIN users u ON u.id = f.reported_by_user_id
          UNION ALL
          SELECT p.name, p.email FROM found_reports f JOIN people p ON p.id = f.founder_person_id
        )
        SELECT min(name) AS name, lower(email) AS email, count(*)::int AS "submissionCount"
        FROM submissions
        GROUP BY lower(email)
        ORDER BY count(*) DESC, lower(email)
        LIMIT ${LEADERBOARD_SIZE}`,
    leaderboardEntrySchema,
  );
}
