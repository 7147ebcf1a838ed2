import type { FoundReport } from '#shared/schemas/found-report';
import type { LostReport } from '#shared/schemas/lost-report';
import { Button } from '#client/components/ui/button';
import { formatDate, formatTime } from '#client/lib/dates';
import type { Column } from '#client/components/ui/data-table';

export function detailsColumn<T extends { itemName: string; reportId: string }>(
  onOpen: (row: T) => void,
): Column<T> {
  return {
    key: 'details',
    header: 'Details',
    sticky: true,
    cell: (row) => (
      <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => onOpen(row)}>
        View
        <span className="sr-only">
          {' '}
          details of {row.itemName} ({row.reportId})
        </span>
      </Button>
    ),
  };
}

/** Lost reports: Lost ID, Name, ID, Item, Color, Date, Time, Location, Details. */
export function lostReportColumns(onOpen: (row: LostReport) => void): Column<LostReport>[] {
  return [
    { key: 'reportId', header: 'Lost ID', cell: (row) => row.reportId, sortKey: 'reportId' },
    { key: 'name', header: 'Name', cell: (row) => row.reportedByUser?.name ?? 'N/A', wrap: true },
    { key: 'universityId', header: 'ID', cell: (row) => row.reportedByUser?.universityId ?? 'N/A' },
    { key: 'item', header: 'Item', cell: (row) => row.itemName, sortKey: 'item', wrap: true },
    { key: 'color', header: 'Color', cell: (row) => row.color, sortKey: 'color' },
    {
      key: 'date',
      header: 'Date',
      cell: (row) => formatDate(row.lost_date),
      sortKey: 'date',
    },
    { key: 'time', header: 'Time', cell: (row) => formatTime(row.lost_time) },
    {
      key: 'location',
      header: 'Location',
      cell: (row) => row.lost_location,
      sortKey: 'location',
      wrap: true,
    },
    detailsColumn(onOpen),
  ];
}

/** Reported found items: the lost reports' columns, for found reports. */
export function reportedFoundColumns(onOpen: (row: FoundReport) => void): Column<FoundReport>[] {
  return [
    { key: 'reportId', header: 'Found ID', cell: (row) => row.reportId, sortKey: 'reportId' },
    { key: 'name', header: 'Name', cell: (row) => row.reportedByUser?.name ?? 'N/A', wrap: true },
    { key: 'universityId', header: 'ID', cell: (row) => row.reportedByUser?.universityId ?? 'N/A' },
    ...foundItemColumns(),
    detailsColumn(onOpen),
  ];
}

function foundItemColumns(): Column<FoundReport>[] {
  return [
    { key: 'item', header: 'Item', cell: (row) => row.itemName, sortKey: 'item', wrap: true },
    { key: 'color', header: 'Color', cell: (row) => row.color, sortKey: 'color' },
    {
      key: 'date',
      header: 'Date',
      cell: (row) => formatDate(row.found_date),
      sortKey: 'date',
    },
    { key: 'time', header: 'Time', cell: (row) => formatTime(row.found_time) },
    {
      key: 'location',
      header: 'Location',
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
): Column<FoundReport>[] {
  const at = (row: FoundReport) => (moment === 'submitted' ? row.createdAt : row.handedOverAt);
  const label = moment === 'submitted' ? 'Submit' : 'Hand Over';
  return [
    { key: 'reportId', header: 'Item ID', cell: (row) => row.reportId, sortKey: 'reportId' },
    ...foundItemColumns(),
    {
      key: 'momentDate',
      header: `${label} Date`,
      cell: (row) => formatDate(at(row)),
      sortKey: moment === 'submitted' ? 'submitted' : 'handedOver',
    },
    { key: 'momentTime', header: `${label} Time`, cell: (row) => formatTime(at(row)) },
    detailsColumn(onOpen),
  ];
}
