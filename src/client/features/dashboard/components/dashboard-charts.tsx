import { useMemo, type ReactNode } from 'react';
import { CHART_WEEKS } from '#shared/schemas/dashboard-charts';
import { Button } from '#client/components/ui/button';
import { StatusPanel } from '#client/components/ui/status-panel';
import { formatDateGb } from '#client/lib/dates';
import { useDashboardCharts } from '#client/features/dashboard/api/get-dashboard-charts';
import { BarChart, type BarSeries } from './bar-chart';

const FOUND_COLOR = '#2563eb';
const RETURNED_COLOR = '#16a34a';

function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <figcaption className="text-base font-semibold text-slate-900">{title}</figcaption>
      {children}
    </figure>
  );
}

/** The figures of a chart as a table, for screen readers (the canvas is a picture only). */
function ChartTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: (string | number)[][];
}) {
  return (
    <table className="sr-only">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Ranking({
  title,
  entries,
  color,
}: {
  title: string;
  entries: { name: string; count: number }[];
  color: string;
}) {
  const labels = useMemo(() => entries.map((entry) => entry.name), [entries]);
  const series = useMemo<BarSeries[]>(
    () => [{ label: 'Items found', values: entries.map((entry) => entry.count), color }],
    [entries, color],
  );
  return (
    <ChartCard title={title}>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">No items found in these weeks.</p>
      ) : (
        <>
          <BarChart labels={labels} series={series} horizontal height={200} />
          <ChartTable
            caption={title}
            headers={['Name', 'Items found']}
            rows={entries.map((entry) => [entry.name, entry.count])}
          />
        </>
      )}
    </ChartCard>
  );
}

/**
 * The dashboard's charts: found and returned items per week, the return rate,
 * the median days to return, the top categories and places. Loaded apart from
 * the rest of the console (the chart library is fetched on the dashboard only).
 */
export function DashboardCharts() {
  const charts = useDashboardCharts();
  const weekLabels = useMemo(
    () => charts.data?.weeks.map((week) => formatDateGb(week.weekStart)) ?? [],
    [charts.data],
  );
  const weekSeries = useMemo<BarSeries[]>(
    () => [
      { label: 'Found', values: charts.data?.weeks.map((week) => week.found) ?? [], color: FOUND_COLOR },
      {
        label: 'Returned',
        values: charts.data?.weeks.map((week) => week.returned) ?? [],
        color: RETURNED_COLOR,
      },
    ],
    [charts.data],
  );

  if (charts.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        Loading charts...
      </p>
    );
  }
  if (charts.isError) {
    return (
      <StatusPanel
        tone="error"
        title="Error Loading Charts"
        message={charts.error.message}
        action={
          <Button variant="secondary" onClick={() => void charts.refetch()}>
            Try Again
          </Button>
        }
      />
    );
  }
  const { returnRate, medianDaysToReturn, weeks, topCategories, topPlaces } = charts.data;
  return (
    <section aria-labelledby="charts-heading" className="flex flex-col gap-4">
      <h2 id="charts-heading" className="text-lg font-semibold text-slate-900">
        The last {CHART_WEEKS} weeks
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Return rate</dt>
          <dd className="text-2xl font-semibold text-slate-900" data-testid="chart-return-rate">
            {returnRate === null ? 'N/A' : `${Math.round(returnRate * 100)}%`}
          </dd>
          <dd className="text-xs text-slate-600">
            of the items found and taken in that went back to their owners
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">Median days from found to returned</dt>
          <dd className="text-2xl font-semibold text-slate-900" data-testid="chart-median-days">
            {medianDaysToReturn === null
              ? 'N/A'
              : medianDaysToReturn.toLocaleString('en-GB', { maximumFractionDigits: 1 })}
          </dd>
        </div>
      </dl>
      <ChartCard title="Items found and returned per week">
        <BarChart labels={weekLabels} series={weekSeries} />
        <ChartTable
          caption="Items found and returned per week"
          headers={['Week starting', 'Found', 'Returned']}
          rows={weeks.map((week, index) => [weekLabels[index]!, week.found, week.returned])}
        />
      </ChartCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <Ranking title="Top categories" entries={topCategories} color={FOUND_COLOR} />
        <Ranking title="Top places" entries={topPlaces} color="#9333ea" />
      </div>
    </section>
  );
}
