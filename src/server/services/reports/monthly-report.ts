import type { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { MonthlyFigures, MonthlyReport } from '#shared/schemas/monthly-report';
import { queryRows, type Database } from '#server/db/client';
import type { AdminActor } from '#server/lib/actor';
import { badRequest, notFound, text } from '#server/lib/errors';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { csvStream, type CsvColumn } from '#server/services/admin-lists/export-csv';

const figuresRow = z.object({
  desk_id: z.string().nullable(),
  desk_name: z.string().nullable(),
  found: z.number(),
  returned: z.number(),
  disposed: z.number(),
  return_rate: z.number().nullable(),
  median_days: z.number().nullable(),
  /** 1 on the row of every desk together (GROUPING of the desk columns). */
  is_total: z.number(),
});
type FiguresRow = z.infer<typeof figuresRow>;

const toFigures = (row: FiguresRow): MonthlyFigures => ({
  deskId: row.is_total ? null : row.desk_id,
  deskName: row.is_total ? null : row.desk_name,
  found: row.found,
  returned: row.returned,
  disposed: row.disposed,
  returnRate: row.return_rate,
  medianDaysToReturn: row.median_days,
});

/** The month `now` falls in, in the university's time zone: 2026-10. */
export function monthAt(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(
    now,
  );
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

/**
 * One month's figures per desk and for every desk together, counted in one
 * statement: found reports by found date; handovers and dispositions by their
 * day in the university's time zone; the return rate over the items that left
 * custody in the month (returned, or let go after the holding period); the
 * median of days from found date to handover over the month's returns. Desks
 * with nothing in the month still have their row (decision 0065).
 */
export async function getMonthlyReport(
  db: Database,
  query: { month: string; deskId?: string | undefined },
  options: { now: Date; timeZone: string },
): Promise<MonthlyReport> {
  const current = monthAt(options.now, options.timeZone);
  if (query.month > current) throw badRequest(text('monthly.monthInFuture'), 'MONTH_IN_FUTURE');
  if (query.deskId) {
    const [desk] = await queryRows(
      db,
      sql`SELECT id FROM desks WHERE id = ${query.deskId}::uuid`,
      z.object({ id: z.string() }),
    );
    if (!desk) throw notFound(text('desks.unknownDesk'));
  }
  const zone = options.timeZone;
  const first = sql`(${`${query.month}-01`}::date)`;
  const next = sql`((${`${query.month}-01`}::date + interval '1 month')::date)`;
  const dayOf = (column: string) => sql`((${sql.raw(column)} AT TIME ZONE ${zone})::date)`;
  const inMonth = (day: ReturnType<typeof sql>) => sql`(${day} >= ${first} AND ${day} < ${next})`;
  const foundIn = inMonth(sql`f.found_date`);
  const returnedIn = sql`(f.status = 'handed_over' AND ${inMonth(dayOf('f.handed_over_at'))})`;
  const disposedIn = sql`(f.status = 'disposed' AND ${inMonth(dayOf('f.disposed_at'))})`;
  const rows = await queryRows(
    db,
    sql`SELECT d.id AS desk_id, d.name AS desk_name,
          count(f.id) FILTER (WHERE ${foundIn})::int AS found,
          count(f.id) FILTER (WHERE ${returnedIn})::int AS returned,
          count(f.id) FILTER (WHERE ${disposedIn})::int AS disposed,
          (count(f.id) FILTER (WHERE ${returnedIn}))::float8
            / nullif(count(f.id) FILTER (WHERE ${returnedIn} OR ${disposedIn}), 0) AS return_rate,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY ${dayOf('f.handed_over_at')} - f.found_date)
            FILTER (WHERE ${returnedIn}) AS median_days,
          GROUPING(d.id, d.name) AS is_total
        FROM desks d
        LEFT JOIN found_reports f ON f.desk_id = d.id AND (${foundIn} OR ${returnedIn} OR ${disposedIn})
        ${query.deskId ? sql`WHERE d.id = ${query.deskId}::uuid` : sql``}
        GROUP BY GROUPING SETS ((d.id, d.name), ())
        ORDER BY GROUPING(d.id, d.name), d.name, d.id`,
    figuresRow,
  );
  const total = rows.find((row) => row.is_total !== 0);
  return {
    month: query.month,
    timeZone: zone,
    desks: rows.filter((row) => row.is_total === 0).map(toFigures),
    total: toFigures({ ...total!, is_total: 1 }),
  };
}

const percent = (rate: number | null) => (rate === null ? null : `${Math.round(rate * 1000) / 10}%`);

const monthlyCsvColumns: CsvColumn<MonthlyFigures>[] = [
  { header: 'Desk', value: (row) => row.deskName ?? 'All desks' },
  { header: 'Found', value: (row) => row.found },
  { header: 'Returned', value: (row) => row.returned },
  { header: 'Disposed', value: (row) => row.disposed },
  { header: 'Return Rate', value: (row) => percent(row.returnRate) },
  { header: 'Median Days to Return', value: (row) => row.medianDaysToReturn },
];

/** The report as CSV: a row per desk, then every desk together; the export is logged as the lists' are. */
export function monthlyReportCsv(db: Database, admin: AdminActor, report: MonthlyReport): Readable {
  async function* rows() {
    yield* report.desks;
    yield report.total;
  }
  // Only a desk's row has a name; every desk's together has none.
  const desk = report.desks.length === 1 ? report.desks[0]!.deskName : null;
  return csvStream(monthlyCsvColumns, rows(), (count) =>
    recordActivity(
      db,
      admin,
      desk
        ? { key: 'activity.monthlyExportedDesk', values: { month: report.month, desk } }
        : { key: 'activity.monthlyExported', values: { month: report.month } },
      { kind: 'list_exported', details: { list: 'monthly-report', rows: count } },
    ),
  );
}
