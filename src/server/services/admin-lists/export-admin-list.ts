import type { Readable } from 'node:stream';
import type { LogMessage, LogPart } from '#shared/i18n/log-message';
import type { MessageKey } from '#shared/i18n/message-key';
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
export const EXPORT_NAMES: Record<AdminListName, { file: string; noun: MessageKey }> = {
  lost: { file: 'lost-reports', noun: 'activity.listLost' },
  reported: { file: 'found-reports', noun: 'activity.listReported' },
  stored: { file: 'stored-items', noun: 'activity.listStored' },
  claimed: { file: 'claimed-items', noun: 'activity.listClaimed' },
  resolved: { file: 'resolved-items', noun: 'activity.listResolved' },
  activity: { file: 'activity-log', noun: 'activity.listActivity' },
  queue: { file: 'disposition-queue', noun: 'activity.listQueue' },
  disposed: { file: 'disposed-items', noun: 'activity.listDisposed' },
};

/** search "wallet", color blue, from 2025-01-01: the view that was exported, for the log. */
function viewOf(query: AdminListQuery): LogPart[] {
  const log = query as Partial<ActivityLogQuery> & { desk?: string };
  const parts: (LogPart | false | undefined)[] = [
    query.q ? { key: 'activity.viewSearch', values: { q: query.q } } : undefined,
    query.color ? { key: 'activity.viewColor', values: { color: query.color } } : undefined,
    query.category ? { key: 'activity.viewCategory', values: { category: query.category } } : undefined,
    log.desk ? { key: 'activity.viewDesk', values: { desk: log.desk } } : undefined,
    query.from ? { key: 'activity.viewFrom', values: { date: query.from } } : undefined,
    query.to ? { key: 'activity.viewTo', values: { date: query.to } } : undefined,
    log.admin ? { key: 'activity.viewAdmin', values: { email: log.admin } } : undefined,
    log.action ? { key: 'activity.viewAction', values: { action: log.action } } : undefined,
  ];
  return parts.filter((part): part is LogPart => Boolean(part));
}

function exportedLine(list: AdminListName, query: AdminListQuery, count: number): LogMessage {
  const view = viewOf(query);
  const values = { count, list: { key: EXPORT_NAMES[list].noun } };
  return view.length > 0
    ? { key: 'activity.listExportedView', values: { ...values, view } }
    : { key: 'activity.listExported', values };
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
    recordActivity(db, admin, exportedLine(list, query, count), {
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
