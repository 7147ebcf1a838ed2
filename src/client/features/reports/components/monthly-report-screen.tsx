import Download from '~icons/lucide/download';
import Printer from '~icons/lucide/printer';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MONTH_PATTERN, type MonthlyFigures } from '#shared/schemas/monthly-report';
import { zonedDay } from '#shared/pickup-slots';
import { DeskFilter } from '#client/components/admin-list/desk-filter';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { Button } from '#client/components/ui/button';
import { controlClass } from '#client/components/ui/form-field';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { formatNumber } from '#client/lib/dates';
import { useMyDesks } from '#client/lib/desks';
import { currentLanguage, useT } from '#client/lib/i18n';
import { university } from '#client/lib/university';
import { monthlyReportExportUrl, useMonthlyReport } from '#client/features/reports/api/monthly-report';

/** "October 2026" (অক্টোবর ২০২৬) for 2026-10. */
function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number! - 1, 15)).toLocaleDateString(
    currentLanguage() === 'bn' ? 'bn-BD' : 'en-GB',
    { month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
}

const cellClass = 'px-3 py-2 text-right tabular-nums';

function FiguresRow({ figures, name, total }: { figures: MonthlyFigures; name: string; total?: boolean }) {
  const t = useT();
  const Cell = total ? 'th' : 'td';
  return (
    <tr className={total ? 'border-t-2 border-slate-300 font-semibold' : undefined}>
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {name}
      </th>
      <Cell className={cellClass}>{formatNumber(figures.found)}</Cell>
      <Cell className={cellClass}>{formatNumber(figures.returned)}</Cell>
      <Cell className={cellClass}>{formatNumber(figures.disposed)}</Cell>
      <Cell className={cellClass}>
        {figures.returnRate === null
          ? t('common.notAvailable')
          : `${formatNumber(Math.round(figures.returnRate * 100))}%`}
      </Cell>
      <Cell className={cellClass}>
        {figures.medianDaysToReturn === null
          ? t('common.notAvailable')
          : formatNumber(Math.round(figures.medianDaysToReturn * 10) / 10)}
      </Cell>
    </tr>
  );
}

/**
 * One month's figures per desk and for every desk together, chosen by month
 * and desk in the address, printed on one A4 page or taken away as CSV.
 */
export function MonthlyReportScreen() {
  const t = useT();
  const id = useId();
  const { timeZone } = university();
  const [thisMonth] = useState(() => zonedDay(Date.now(), timeZone).slice(0, 7));
  const [params, setParams] = useSearchParams();
  const asked = params.get('month');
  const month = asked && MONTH_PATTERN.test(asked) && asked <= thisMonth ? asked : thisMonth;
  const desk = params.get('desk') ?? undefined;
  const view = { month, desk };
  const report = useMonthlyReport(view);
  const desks = useMyDesks();
  const deskName = desk ? desks.data?.find((each) => each.id === desk)?.name : undefined;

  const update = (changes: { month?: string; desk?: string | undefined }) => {
    const next = new URLSearchParams(params);
    if (changes.month !== undefined) {
      if (!changes.month || changes.month === thisMonth) next.delete('month');
      else next.set('month', changes.month);
    }
    if ('desk' in changes) {
      if (changes.desk) next.set('desk', changes.desk);
      else next.delete('desk');
    }
    setParams(next, { replace: true });
  };

  let body;
  if (report.isPending) {
    body = <PageSpinner label={t('monthly.loading')} />;
  } else if (report.isError) {
    body = (
      <StatusPanel
        tone="error"
        title={t('monthly.errorTitle')}
        message={report.error.message}
        action={<Button onClick={() => void report.refetch()}>{t('ui.tryAgain')}</Button>}
      />
    );
  } else {
    const data = report.data;
    body = (
      // A phone scrolls the table sideways: the region takes focus so a keyboard can scroll it too.
      <div
        role="region"
        aria-label={t('monthly.caption', { month: monthName(data.month) })}
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 print:overflow-visible print:border-0 print:shadow-none"
      >
        <table
          className="monthly-report min-w-full text-sm"
          aria-busy={report.isPlaceholderData || undefined}
        >
          <caption className="sr-only">{t('monthly.caption', { month: monthName(data.month) })}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                {t('monthly.colDesk')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('monthly.colFound')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('monthly.colReturned')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('monthly.colDisposed')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('monthly.colReturnRate')}
              </th>
              <th scope="col" className="px-3 py-2 text-right font-semibold">
                {t('monthly.colMedianDays')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data.desks.map((row) => (
              <FiguresRow key={row.deskId} figures={row} name={row.deskName ?? ''} />
            ))}
          </tbody>
          {data.desks.length > 1 ? (
            <tfoot>
              <FiguresRow figures={data.total} name={t('monthly.allDesks')} total />
            </tfoot>
          ) : null}
        </table>
      </div>
    );
  }

  return (
    <div className="monthly-report-page flex flex-col gap-4">
      <ScreenHeading title={t('monthly.title')}>{t('monthly.intro')}</ScreenHeading>
      <div className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4 print:hidden">
        <div className="flex w-full flex-col gap-1 sm:w-44">
          <label htmlFor={`${id}-month`} className="text-sm font-medium text-slate-800">
            {t('monthly.monthLabel')}
          </label>
          <input
            id={`${id}-month`}
            type="month"
            className={controlClass}
            value={month}
            max={thisMonth}
            onChange={(event) => update({ month: event.target.value })}
          />
        </div>
        <DeskFilter id={`${id}-desk`} value={desk} onChange={(value) => update({ desk: value })} />
        <div className="ml-auto flex flex-wrap gap-2">
          <a
            href={monthlyReportExportUrl(view)}
            download
            className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            <Download className="h-4 w-4" aria-hidden="true" />
            {t('admin.exportCsv')}
          </a>
          <Button onClick={() => window.print()} disabled={!report.data}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t('monthly.print')}
          </Button>
        </div>
      </div>
      <h2 className="text-lg font-semibold text-slate-900">
        {deskName
          ? t('monthly.headingDesk', { month: monthName(month), desk: deskName })
          : t('monthly.headingAll', { month: monthName(month) })}
      </h2>
      {body}
      <p className="text-xs text-slate-600">{t('monthly.note', { timeZone })}</p>
    </div>
  );
}
