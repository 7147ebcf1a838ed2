import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { CHART_TOP, CHART_WEEKS, type DashboardCharts } from '#shared/schemas/dashboard-charts';
import { queryRows, type Database } from '#server/db/client';
import { searchWords } from '#server/lib/admin-list-sql';

/** Each category chip as a query on item names (weight A), as the lists' category filter reads it. */
const categoryQueries = CATEGORY_CHIPS.map((chip) =>
  searchWords(chip)
    .map((word) => `${word}:A`)
    .join(' & '),
);

/** The figures behind the dashboard's charts, over the last CHART_WEEKS weeks. */
export async function getDashboardCharts(db: Database): Promise<DashboardCharts> {
  const start = sql`(date_trunc('week', current_date) - make_interval(weeks => ${CHART_WEEKS - 1}))::date`;
  const [weeks, [summary], topCategories, topPlaces] = await Promise.all([
    queryRows(
      db,
      sql`WITH weeks AS (
            SELECT generate_series(${start}, date_trunc('week', current_date)::date, interval '1 week')::date AS week
          )
          SELECT to_char(w.week, 'YYYY-MM-DD') AS "weekStart",
            (SELECT count(*) FROM found_reports f
               WHERE f.found_date >= w.week AND f.found_date < w.week + 7)::int AS found,
            (SELECT count(*) FROM found_reports f
               WHERE f.status = 'handed_over' AND f.handed_over_at >= w.week AND f.handed_over_at < w.week + 7)::int AS returned
          FROM weeks w ORDER BY w.week`,
      z.object({ weekStart: z.string(), found: z.number(), returned: z.number() }),
    ),
    queryRows(
      db,
      sql`SELECT
            (SELECT (count(*) FILTER (WHERE status = 'handed_over'))::float8 / nullif(count(*), 0)
               FROM found_reports WHERE found_date >= ${start} AND status IN ('stored', 'handed_over', 'disposed')) AS return_rate,
            (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY (handed_over_at::date - found_date))
               FROM found_reports WHERE status = 'handed_over' AND handed_over_at >= ${start}) AS median_days`,
      z.object({ return_rate: z.number().nullable(), median_days: z.number().nullable() }),
    ),
    queryRows(
      db,
      sql`SELECT c.name, count(f.id)::int AS count
          FROM unnest(${sql.param([...CATEGORY_CHIPS])}::text[], ${sql.param(categoryQueries)}::text[]) AS c(name, query)
          JOIN found_reports f ON f.search_vector @@ to_tsquery('english', c.query) AND f.found_date >= ${start}
          GROUP BY c.name ORDER BY count(f.id) DESC, c.name LIMIT ${CHART_TOP}`,
      z.object({ name: z.string(), count: z.number() }),
    ),
    queryRows(
      db,
      sql`SELECT min(found_location) AS name, count(*)::int AS count
          FROM found_reports WHERE found_date >= ${start}
          GROUP BY lower(found_location) ORDER BY count(*) DESC, lower(found_location) LIMIT ${CHART_TOP}`,
      z.object({ name: z.string(), count: z.number() }),
    ),
  ]);
  return {
    weeks: weeks.map((week) => ({ ...week, found: Number(week.found), returned: Number(week.returned) })),
    returnRate:
      summary?.return_rate === null || summary?.return_rate === undefined
        ? null
        : Number(summary.return_rate),
    medianDaysToReturn:
      summary?.median_days === null || summary?.median_days === undefined
        ? null
        : Number(summary.median_days),
    topCategories: topCategories.map((row) => ({ name: row.name, count: Number(row.count) })),
    topPlaces: topPlaces.map((row) => ({ name: row.name, count: Number(row.count) })),
  };
}
