import type { Readable } from 'node:stream';
import type { ActivityLogQuery } from '#shared/schemas/activity-log';
import type { AdminListName, AdminListQuery } from '#shared/schemas/admin-list-query';
import type { Database } from '#server/db/client';
import type { AdminActor } from '#server/lib/actor';
import { recordActivity } from '#server/services/activity-log/record-activity';
import { listActivityLog } from '#server/services/activity-log/list-activity-log';
import type { Holding } from '#server/lib/holding-period';
import { listDispositionQueue } from '#server/services/disposition/disposition-queue';
import {
  listFoundReportsForAdmin,
  type AdminItemList,
} from '#server/services/found-reports/list-found-reports';
import { listOpenLostReports } from '#server/services/lost-reports/list-open-lost-reports';
import {
  activityCsvColumns,
  disposedCsvColumns,
  foundReportCsvColumns,
  lostReportCsvColumns,
  queueCsvColumns,
} from './export-columns';
import { csvStream, everyRow, EXPORT_BATCH_SIZE } from './export-csv';

/** What each list is called in a file name and in the activity log. */
export const EXPORT_NAMES: Record<AdminListName, { file: string; noun: string }> = {
  lost: { file: 'lost-reports', noun: 'lost reports' },
  reported: { file: 'found-reports', noun: 'found reports' },
  stored: { file: 'stored-items', noun: 'stored items' },
  claimed: { file: 'claimed-items', noun: 'claimed items' },
  resolved: { file: 'resolved-items', noun: 'resolved items' },
  activity: { file: 'activity-log', noun: 'activity log entries' },
  queue: { file: 'disposition-queue', noun: 'items of the Disposition queue' },
  disposed: { file: 'disposed-items', noun: 'disposed items' },
};

/** "search "wallet", color blue, from 2025-01-01": the view that was exported, for the log. */
function describeView(query: AdminListQuery): string {
  const parts: string[] = [];
  if (query.q) parts.push(`search "${query.q}"`);
  if (query.color) parts.push(`color ${query.color}`);
  if (query.category) parts.push(`category ${query.category}`);
  const desk = (query as { desk?: string }).desk;
  if (desk) parts.push(`desk ${desk}`);
  if (query.from) parts.push(`from ${query.from}`);
  if (query.to) parts.push(`to ${query.to}`);
  const log = query as Partial<ActivityLogQuery>;
  if (log.admin) parts.push(`admin ${log.admin}`);
  if (log.action) parts.push(`action ${log.action}`);
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

/**
 * A list as CSV, in the order and with the search and filters the admin sees,
 * read in batches. The export is written to the activity log once every row is out.
 */
export function exportAdminList(
  db: Database,
  admin: AdminActor,
  list: AdminListName,
  query: AdminListQuery,
  /** The Disposition queue is measured against the holding period at the app's clock. */
  holding?: Holding,
): Readable {
  const batch = { ...query, limit: EXPORT_BATCH_SIZE };
  const record = (count: number) =>
    recordActivity(db, admin, `Exported ${count} ${EXPORT_NAMES[list].noun} to CSV${describeView(query)}`, {
      kind: 'list_exported',
      details: { list, rows: count },
    });
  if (list === 'activity') {
    const rows = everyRow((cursor) => listActivityLog(db, { ...(batch as ActivityLogQuery), cursor }));
    return csvStream(activityCsvColumns, rows, record);
  }
  if (list === 'lost') {
    const rows = everyRow((cursor) =>
      listOpenLostReports(db, { ...(batch as AdminListQuery<'lost'>), cursor }),
    );
    return csvStream(lostReportCsvColumns, rows, record);
  }
  if (list === 'queue') {
    const rows = everyRow((cursor) =>
      listDispositionQueue(db, holding!, { ...(batch as AdminListQuery<'queue'>), cursor }),
    );
    return csvStream(queueCsvColumns, rows, record);
  }
  const rows = everyRow((cursor) =>
    listFoundReportsForAdmin(db, list, { ...(batch as AdminListQuery<AdminItemList>), cursor }),
  );
  return csvStream(list === 'disposed' ? disposedCsvColumns : foundReportCsvColumns, rows, record);
}
