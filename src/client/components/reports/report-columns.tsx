import type { FoundReport } from '#shared/schemas/found-report';
import type { LostReport } from '#shared/schemas/lost-report';
import { Button } from '#client/components/ui/button';
import { formatDate, formatTime } from '#client/lib/dates';
import type { Column } from '#client/components/ui/data-table';
import type { Translate } from '#client/lib/i18n';

export function detailsColumn<T extends { itemName: string; reportId: string }>(
  onOpen: (row: T) => void,
  t: Translate,
): Column<T> {
  return {
    key: 'details',
    header: t('admin.colDetails'),
    sticky: true,
    cell: (row) => (
      <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => onOpen(row)}>
        {t('admin.view')}
        <span className="sr-only">
          {' '}
          {t('admin.viewDetailsOf', { itemName: row.itemName, reportId: row.reportId })}
        </span>
      </Button>
    ),
  };
}

/** Lost reports: Lost ID, Name, ID, Item, Color, Date, Time, Location, Details. */
/** Headers in the language of the `t` given: make them again when it changes. */
export function lostReportColumns(onOpen: (row: LostReport) => void, t: Translate): Column<LostReport>[] {
  return [
    { key: 'reportId', header: t('admin.colLostId'), cell: (row) => row.reportId, sortKey: 'reportId' },
    {
      key: 'name',
      header: t('admin.colName'),
      cell: (row) => row.reportedByUser?.name ?? t('common.notAvailable'),
      wrap: true,
    },
    {
      key: 'universityId',
      header: t('admin.colId'),
      cell: (row) => row.reportedByUser?.universityId ?? t('common.notAvailable'),
    },
    { key: 'item', header: t('admin.colItem'), cell: (row) => row.itemName, sortKey: 'item', wrap: true },
    { key: 'color', header: t('admin.colColor'), cell: (row) => row.color, sortKey: 'color' },
    {
      key: 'date',
      header: t('admin.colDate'),
      cell: (row) => formatDate(row.lost_date),
      sortKey: 'date',
    },
    { key: 'time', header: t('admin.colTime'), cell: (row) => formatTime(row.lost_time) },
    {
      key: 'location',
      header: t('admin.colLocation'),
      cell: (row) => row.lost_location,
      sortKey: 'location',
      wrap: true,
    },
    detailsColumn(onOpen, t),
  ];
}

/** Reported found items: the lost reports' columns, for found reports. */
export function reportedFoundColumns(
  onOpen: (row: FoundReport) => void,
  t: Translate,
): Column<FoundReport>[] {
  return [
    { key: 'reportId', header: t('admin.colFoundId'), cell: (row) => row.reportId, sortKey: 'reportId' },
    {
      key: 'name',
      header: t('admin.colName'),
      cell: (row) => row.reportedByUser?.name ?? t('common.notAvailable'),
      wrap: true,
    },
    {
      key: 'universityId',
      header: t('admin.colId'),
      cell: (row) => row.reportedByUser?.universityId ?? t('common.notAvailable'),
    },
    ...foundItemColumns(t),
    detailsColumn(onOpen, t),
  ];
}

function foundItemColumns(t: Translate): Column<FoundReport>[] {
  return [
    { key: 'item', header: t('admin.colItem'), cell: (row) => row.itemName, sortKey: 'item', wrap: true },
    { key: 'color', header: t('admin.colColor'), cell: (row) => row.color, sortKey: 'color' },
    {
      key: 'date',
      header: t('admin.colDate'),
      cell: (row) => formatDate(row.found_date),
      sortKey: 'date',
    },
    { key: 'time', header: t('admin.colTime'), cell: (row) => formatTime(row.found_time) },
    {
      key: 'location',
      header: t('admin.colLocation'),
      cell: (row) => row.found_location,
      sortKey: 'location',
      wrap: true,
    },
  ];
}

/**
 * Stored, claimed and resolved items: Item ID, Item, Color, Date, Time, Location,
 * then when it was submitted (or handed over), then Details.
 */
export function custodyColumns(
  onOpen: (row: FoundReport) => void,
  moment: 'submitted' | 'handedOver',
  t: Translate,
): Column<FoundReport>[] {
  const at = (row: FoundReport) => (moment === 'submitted' ? row.createdAt : row.handedOverAt);
  return [
    { key: 'reportId', header: t('admin.colItemId'), cell: (row) => row.reportId, sortKey: 'reportId' },
    ...foundItemColumns(t),
    {
      key: 'momentDate',
      header: moment === 'submitted' ? t('admin.colSubmitDate') : t('admin.colHandOverDate'),
      cell: (row) => formatDate(at(row)),
      sortKey: moment === 'submitted' ? 'submitted' : 'handedOver',
    },
    {
      key: 'momentTime',
      header: moment === 'submitted' ? t('admin.colSubmitTime') : t('admin.colHandOverTime'),
      cell: (row) => formatTime(at(row)),
    },
    detailsColumn(onOpen, t),
  ];
}
