import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ActivityLogAdmin, ActivityLogEntry } from '#shared/schemas/activity-log';
import type { AdminListName, AdminListSort, SortDirection } from '#shared/schemas/admin-list-query';
import type { DispositionQueueItem } from '#shared/schemas/disposition';
import type { FoundReport } from '#shared/schemas/found-report';
import type { LostReport } from '#shared/schemas/lost-report';
import { api, apiRequest, toApiPath, withQuery, type ApiResponse } from './api-client';
import { consoleItemKeys, dashboardKeys } from './console-query-keys';
import { foundReportKeys, lostReportKeys } from './query-keys';

/** What each admin list returns, one row per item (or per logged action). */
export interface AdminListRow {
  lost: LostReport;
  reported: FoundReport;
  stored: FoundReport;
  claimed: FoundReport;
  resolved: FoundReport;
  activity: ActivityLogEntry;
  queue: DispositionQueueItem;
  disposed: FoundReport;
}

/** The view of a list an admin has chosen: search, filters and order (kept in the page's address). */
export interface AdminListView<L extends AdminListName = AdminListName> {
  q?: string | undefined;
  color?: string | undefined;
  category?: string | undefined;
  /** The lists of found items only: one desk's items (its id). */
  desk?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** The activity log only: the admin's email, and the kind of action. */
  admin?: string | undefined;
  action?: string | undefined;
  sort: AdminListSort<L>;
  dir: SortDirection;
}

const PATHS: Record<AdminListName, string> = {
  lost: '/lost-reports/open',
  reported: '/found-reports/reported',
  stored: '/found-reports/stored',
  claimed: '/found-reports/claimed',
  resolved: '/found-reports/resolved',
  activity: '/admin/dashboard/activity-log',
  queue: '/disposition-queue',
  disposed: '/disposed-items',
};

/**
 * Each list's key starts with its noun's key (lib/query-keys), so the
 * invalidations after storing, handing over or claiming refresh every view of it.
 */
const BASE_KEYS: Record<AdminListName, readonly string[]> = {
  lost: [...lostReportKeys.all, 'open'],
  reported: [...foundReportKeys.all, 'reported'],
  stored: [...foundReportKeys.all, 'stored'],
  claimed: [...foundReportKeys.all, 'claimed'],
  resolved: [...foundReportKeys.all, 'resolved'],
  activity: dashboardKeys.activityLog(),
  queue: consoleItemKeys.dispositionQueue(),
  disposed: consoleItemKeys.disposedItems(),
};

export const adminListKeys = {
  list: (list: AdminListName) => BASE_KEYS[list],
  view: <L extends AdminListName>(list: L, view: AdminListView<L>) =>
    [...BASE_KEYS[list], viewParams(view)] as const,
};

function viewParams(view: AdminListView): Record<string, string | undefined> {
  return {
    q: view.q?.trim() || undefined,
    color: view.color?.trim() || undefined,
    category: view.category,
    desk: view.desk,
    from: view.from,
    to: view.to,
    admin: view.admin,
    action: view.action,
    sort: view.sort,
    dir: view.dir,
  };
}

/** The first page of a view, e.g. /found-reports/stored?q=wallet&sort=item&dir=asc&limit=25. */
export const adminListPath = <L extends AdminListName>(list: L, view: AdminListView<L>, limit?: number) =>
  withQuery(PATHS[list], { ...viewParams(view), limit: limit ? String(limit) : undefined });

/** The CSV export of a view: every row, in the same search, filters and order. */
export const adminListExportUrl = <L extends AdminListName>(list: L, view: AdminListView<L>) =>
  `/api${withQuery(`${PATHS[list]}/export`, viewParams(view))}`;

export const ADMIN_LIST_PAGE_SIZE = 25;

/** One query factory for every admin list: the path and key differ, paging does not. */
export const adminListQueryOptions = <L extends AdminListName>(
  list: L,
  view: AdminListView<L>,
  pageSize = ADMIN_LIST_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: adminListKeys.view(list, view),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<AdminListRow[L][]>(pageParam ? toApiPath(pageParam) : adminListPath(list, view, pageSize), {
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ApiResponse<AdminListRow[L][]>) => last.next,
    // Typing a search keeps the rows of the last view on screen until the new ones arrive.
    placeholderData: (previous) => previous,
  });

export const useAdminList = <L extends AdminListName>(list: L, view: AdminListView<L>, pageSize?: number) =>
  useInfiniteQuery(adminListQueryOptions(list, view, pageSize));

/** GET /api/admin/dashboard/activity-log/admins: the admins the log names, removed ones too. */
export const activityLogAdminsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.activityLogAdmins(),
    queryFn: () => api<ActivityLogAdmin[]>('/admin/dashboard/activity-log/admins'),
  });

export const useActivityLogAdmins = () => useQuery(activityLogAdminsQueryOptions());
