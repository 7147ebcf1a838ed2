import Printer from '~icons/lucide/printer';
import type { ItemLabel } from '#shared/schemas/storage';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { formatDate } from '#client/lib/dates';
import { university } from '#client/lib/university';
import { useItemLabels } from '#client/features/found-reports/api/get-item-labels';
import { QrCode } from '#client/components/ui/qr-code';
import { useT } from '#client/lib/i18n';

function Label({ label }: { label: ItemLabel }) {
  const t = useT();
  return (
    <li
      aria-label={t('console.labelFor', { reportId: label.reportId })}
      className="item-label flex items-center gap-3 overflow-hidden rounded-lg border border-dashed border-slate-400 bg-white p-3 print:rounded-none"
    >
      <QrCode
        value={label.url}
        label={t('console.qrOpening', { reportId: label.reportId })}
        className="h-24 w-24 shrink-0 print:h-[30mm] print:w-[30mm]"
      />
      <div className="min-w-0 text-sm leading-snug text-slate-900">
        <p className="font-mono text-lg font-bold tracking-wide">{label.reportId}</p>
        <p className="truncate font-medium">{label.itemName}</p>
        <p className="truncate text-slate-700">{label.color}</p>
        <p className="text-slate-700">{t('console.labelFound', { date: formatDate(label.found_date) })}</p>
        <p className="text-slate-700">{t('console.labelStored', { date: formatDate(label.storedAt) })}</p>
        {label.storageLocation ? <p className="truncate font-semibold">{label.storageLocation}</p> : null}
      </div>
    </li>
  );
}

/**
 * Shelf labels for the chosen items: ID, name, dates, shelf and a QR code that
 * opens the item in the console. On paper, three across and seven down an A4
 * sheet, with the page's chrome hidden.
 */
export function ItemLabelsSheet({ reportIds }: { reportIds: string[] }) {
  const t = useT();
  const labels = useItemLabels(reportIds);

  if (reportIds.length === 0) {
    return <StatusPanel title={t('console.noItemsChosen')} message={t('console.noItemsChosenMessage')} />;
  }
  if (labels.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
        <Spinner label="" />
        <span>{t('console.labelsLoading')}</span>
      </div>
    );
  }
  if (labels.isError) {
    return (
      <StatusPanel
        tone="error"
        title={t('console.labelsError')}
        message={labels.error.message}
        action={
          <Button variant="secondary" onClick={() => void labels.refetch()}>
            {t('ui.tryAgain')}
          </Button>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">
            {t('console.shelfLabelsCount', { count: labels.data.length })}
          </h1>
          <p className="text-sm text-slate-600">
            {t('console.labelsIntro', { shortName: university().shortName })}
          </p>
        </div>
        <Button onClick={() => window.print()}>
          <Printer className="h-4 w-4" aria-hidden="true" />
          {t('console.printLabels')}
        </Button>
      </div>
      <ul
        aria-label={t('console.labelsList')}
        className="item-labels grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
      >
        {labels.data.map((label) => (
          <Label key={label.reportId} label={label} />
        ))}
      </ul>
    </div>
  );
}
