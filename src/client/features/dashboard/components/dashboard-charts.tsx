import { useMemo, type ReactNode } from 'react';
import { CHART_WEEKS } from '#shared/schemas/dashboard-charts';
import { Button } from '#client/components/ui/button';
import { StatusPanel } from '#client/components/ui/status-panel';
import { formatDateGb, formatNumber } from '#client/lib/dates';
import { useLanguage, useT } from '#client/lib/i18n';
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
  const t = useT();
  const labels = useMemo(() => entries.map((entry) => entry.name), [entries]);
  const series = useMemo<BarSeries[]>(
    () => [{ label: t('console.itemsFound'), values: entries.map((entry) => entry.count), color }],
    [entries, color, t],
  );
  return (
    <ChartCard title={title}>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">{t('console.noneFoundInWeeks')}</p>
      ) : (
        <>
          <BarChart labels={labels} series={series} horizontal height={200} />
          <ChartTable
            caption={title}
            headers={[t('admin.colName'), t('console.itemsFound')]}
            rows={entries.map((entry) => [entry.name, formatNumber(entry.count)])}
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
  // The weeks' dates are written in the page's language: the charts are drawn anew when it changes.
  return <Charts key={useLanguage()} />;
}

function Charts() {
  const t = useT();
  const charts = useDashboardCharts();
  const weekLabels = useMemo(
    () => charts.data?.weeks.map((week) => formatDateGb(week.weekStart)) ?? [],
    [charts.data],
  );
  const weekSeries = useMemo<BarSeries[]>(
    () => [
      {
        label: t('console.found'),
        values: charts.data?.weeks.map((week) => week.found) ?? [],
        color: FOUND_COLOR,
      },
      {
        label: t('console.returned'),
        values: charts.data?.weeks.map((week) => week.returned) ?? [],
        color: RETURNED_COLOR,
      },
    ],
    [charts.data, t],
  );

  if (charts.isPending) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {t('console.chartsLoading')}
      </p>
    );
  }
  if (charts.isError) {
    return (
      <StatusPanel
        tone="error"
        title={t('console.chartsError')}
        message={charts.error.message}
        action={
          <Button variant="secondary" onClick={() => void charts.refetch()}>
            {t('ui.tryAgain')}
          </Button>
        }
      />
    );
  }
  const { returnRate, medianDaysToReturn, weeks, topCategories, topPlaces } = charts.data;
  return (
    <section aria-labelledby="charts-heading" className="flex flex-col gap-4">
      <h2 id="charts-heading" className="text-lg font-semibold text-slate-900">
        {t('console.chartsHeading', { weeks: CHART_WEEKS })}
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{t('console.returnRate')}</dt>
          <dd className="text-2xl font-semibold text-slate-900" data-testid="chart-return-rate">
            {returnRate === null
              ? t('common.notAvailable')
              : `${formatNumber(Math.round(returnRate * 100))}%`}
          </dd>
          <dd className="text-xs text-slate-600">{t('console.returnRateNote')}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <dt className="text-sm text-slate-600">{t('console.medianDays')}</dt>
          <dd className="text-2xl font-semibold text-slate-900" data-testid="chart-median-days">
            {medianDaysToReturn === null
              ? t('common.notAvailable')
              : formatNumber(Math.round(medianDaysToReturn * 10) / 10)}
          </dd>
        </div>
      </dl>
      <ChartCard title={t('console.perWeek')}>
        <BarChart labels={weekLabels} series={weekSeries} />
        <ChartTable
          caption={t('console.perWeek')}
          headers={[t('console.weekStarting'), t('console.found'), t('console.returned')]}
          rows={weeks.map((week, index) => [
            weekLabels[index]!,
            formatNumber(week.found),
            formatNumber(week.returned),
          ])}
        />
      </ChartCard>
      <div className="grid gap-4 lg:grid-cols-2">
        <Ranking title={t('console.topCategories')} entries={topCategories} color={FOUND_COLOR} />
        <Ranking title={t('console.topPlaces')} entries={topPlaces} color="#9333ea" />
      </div>
    </section>
  );
}
