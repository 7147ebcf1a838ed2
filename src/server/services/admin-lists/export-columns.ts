import type { ActivityLogEntry } from '#shared/schemas/activity-log';
import type { FoundReport } from '#shared/schemas/found-report';
import type { LostReport } from '#shared/schemas/lost-report';
import type { PersonRecord } from '#shared/schemas/person';
import { DISPOSITION_LABELS, type DispositionQueueItem } from '#shared/schemas/disposition';
import type { CsvColumn } from './export-csv';

const personColumns = <Row>(label: string, person: (row: Row) => PersonRecord | null): CsvColumn<Row>[] => [
  { header: `${label} Name`, value: (row) => person(row)?.name },
  { header: `${label} University ID`, value: (row) => person(row)?.universityId },
  { header: `${label} Email`, value: (row) => person(row)?.email },
  { header: `${label} Phone`, value: (row) => person(row)?.phone },
  { header: `${label} Department`, value: (row) => person(row)?.department },
];

export const lostReportCsvColumns: CsvColumn<LostReport>[] = [
  { header: 'Lost ID', value: (row) => row.reportId },
  { header: 'Item', value: (row) => row.itemName },
  { header: 'Color', value: (row) => row.color },
  { header: 'Description', value: (row) => row.description },
  { header: 'Lost Date', value: (row) => row.lost_date },
  { header: 'Lost Time', value: (row) => row.lost_time },
  { header: 'Location', value: (row) => row.lost_location },
  ...personColumns<LostReport>('Reporter', (row) => row.reportedByUser),
  { header: 'Reported At (UTC)', value: (row) => row.createdAt },
];

const STATUS_NAMES: Record<FoundReport['status'], string> = {
  reported: 'Reported',
  stored: 'Stored',
  handed_over: 'Handed over',
  disposed: 'Disposed of',
};

export const foundReportCsvColumns: CsvColumn<FoundReport>[] = [
  { header: 'Item ID', value: (row) => row.reportId },
  { header: 'Item', value: (row) => row.itemName },
  { header: 'Color', value: (row) => row.color },
  { header: 'Description', value: (row) => row.description },
  { header: 'Found Date', value: (row) => row.found_date },
  { header: 'Found Time', value: (row) => row.found_time },
  { header: 'Location', value: (row) => row.found_location },
  { header: 'Status', value: (row) => STATUS_NAMES[row.status] },
  ...personColumns<FoundReport>('Founder', (row) => row.reportedByUser),
  { header: 'Submitted At (UTC)', value: (row) => row.createdAt },
  { header: 'Stored By', value: (row) => row.storedBy },
  { header: 'Stored At (UTC)', value: (row) => row.storedAt },
  { header: 'Shelf or Bin', value: (row) => row.storageLocation },
  { header: 'Claims', value: (row) => row.claimCount },
  ...personColumns<FoundReport>('Receiver', (row) => row.takenByUser),
  { header: 'Handed Over By', value: (row) => row.handedOverBy },
  { header: 'Handed Over At (UTC)', value: (row) => row.handedOverAt },
];

/** The Disposition queue as an admin reads it before letting items go. */
export const queueCsvColumns: CsvColumn<DispositionQueueItem>[] = [
  { header: 'Item ID', value: (row) => row.reportId },
  { header: 'Item', value: (row) => row.itemName },
  { header: 'Color', value: (row) => row.color },
  { header: 'Found Date', value: (row) => row.found_date },
  { header: 'Location', value: (row) => row.found_location },
  { header: 'Desk', value: (row) => row.deskName },
  { header: 'Shelf or Bin', value: (row) => row.storageLocation },
  { header: 'Stored At (UTC)', value: (row) => row.storedAt },
  { header: 'Holding Ended At (UTC)', value: (row) => row.holdingEndedAt },
  { header: 'Open Claims', value: (row) => row.claimCount },
];

/** The register of disposed items, for audits: the item, who held it, and what became of it. */
export const disposedCsvColumns: CsvColumn<FoundReport>[] = [
  ...foundReportCsvColumns.filter(
    (column) => !column.header.startsWith('Receiver') && !column.header.startsWith('Handed'),
  ),
  { header: 'Desk', value: (row) => row.deskName },
  {
    header: 'Outcome',
    value: (row) => (row.disposition ? DISPOSITION_LABELS[row.disposition.outcome] : null),
  },
  { header: 'Note', value: (row) => row.disposition?.note },
  { header: 'Disposed At (UTC)', value: (row) => row.disposition?.at },
  { header: 'Disposed By', value: (row) => row.disposition?.by },
];

export const activityCsvColumns: CsvColumn<ActivityLogEntry>[] = [
  { header: 'Date and Time (UTC)', value: (row) => row.createdAt },
  { header: 'Admin', value: (row) => row.adminName },
  { header: 'Admin Email', value: (row) => row.adminEmail },
  { header: 'Action', value: (row) => row.kind },
  { header: 'Activity', value: (row) => row.action },
];
