import Archive from '~icons/lucide/archive';
import CheckCircle2 from '~icons/lucide/circle-check';
import ClipboardList from '~icons/lucide/clipboard-list';
import Hand from '~icons/lucide/hand';
import SearchX from '~icons/lucide/search-x';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ActivityLogEntry } from '#shared/schemas/activity-log';
import { logLine } from '#client/lib/log-lines';
import type { DashboardStats } from '#shared/schemas/admin';
import { Button } from '#client/components/ui/button';
import { StatusPanel } from '#client/components/ui/status-panel';
import { formatDateGb, formatNumber, formatTime } from '#client/lib/dates';
import { useDashboardStats } from '#client/features/dashboard/api/get-dashboard-stats';
import { useLeaderboard, type RankedLeaderboardEntry } from '#client/features/dashboard/api/get-leaderboard';
import { PagedTable, type Column } from '#client/components/ui/data-table';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { AdminList } from '#client/components/admin-list/admin-list';
import { useT, type Translate } from '#client/lib/i18n';
import type { MessageKey } from '#shared/i18n/message-key';
import { consolePaths } from '#client/lib/console-paths';

/** Each count is the length of the list it links to. */
const cards: { key: keyof DashboardStats; label: MessageKey; to: string; icon: ReactNode }[] = [
  {
    key: 'lostReports',
    label: 'admin.navLostReports',
    to: consolePaths.lostReports,
    icon: <SearchX className="h-6 w-6" aria-hidden="true" />,
  },
  {
    key: 'foundReports',
    label: 'admin.navFoundReports',
    to: consolePaths.foundReports,
    icon: <ClipboardList className="h-6 w-6" aria-hidden="true" />,
  },
  {
    key: 'recoveredItems',
    label: 'admin.navRecoveredItems',
    to: consolePaths.recoveredItems,
    icon: <Archive className="h-6 w-6" aria-hidden="true" />,
  },
  {
    key: 'claimedItems',
    label: 'admin.navClaimedItems',
    to: consolePaths.claimedItems,
    icon: <Hand className="h-6 w-6" aria-hidden="true" />,
  },
  {
    key: 'resolvedItems',
    label: 'admin.navResolvedItems',
    to: consolePaths.resolvedItems,
    icon: <CheckCircle2 className="h-6 w-6" aria-hidden="true" />,
  },
];

// The chart library is fetched only when the dashboard shows its charts.
const DashboardCharts = lazy(async () => ({
  default: (await import('./dashboard-charts')).DashboardCharts,
}));

function StatCards() {
  const t = useT();
  const stats = useDashboardStats();
  if (stats.isError) {
    return (
      <StatusPanel
        tone="error"
        title={t('console.statsError')}
        message={stats.error.message}
        action={
          <Button variant="secondary" onClick={() => void stats.refetch()}>
            {t('ui.tryAgain')}
          </Button>
        }
      />
    );
  }
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        {t('console.statistics')}
      </h2>
      {stats.isPending ? (
        <span role="status" className="sr-only">
          {t('console.statsLoading')}
        </span>
      ) : null}
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map((card) => (
          <li key={card.key} aria-busy={stats.isPending || undefined}>
            <Link
              to={card.to}
              className="flex h-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700">{card.icon}</span>
              <div className="flex flex-col">
                <span className="text-sm text-slate-600">{t(card.label)}</span>
                {stats.isPending ? (
                  <span aria-hidden="true" className="mt-1 h-7 w-12 animate-pulse rounded bg-slate-200" />
                ) : (
                  <span className="text-2xl font-semibold text-slate-900" data-testid={`stat-${card.key}`}>
                    {formatNumber(stats.data[card.key])}
                  </span>
                )}
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

const activityColumns = (t: Translate): Column<ActivityLogEntry>[] => [
  {
    key: 'date',
    header: t('admin.colDate'),
    cell: (entry) => formatDateGb(entry.createdAt),
    sortKey: 'date',
  },
  { key: 'time', header: t('admin.colTime'), cell: (entry) => formatTime(entry.createdAt) },
  { key: 'admin', header: t('console.colAdmin'), cell: (entry) => entry.adminName },
  {
    key: 'action',
    header: t('console.colActivity'),
    cell: (entry) => logLine(entry.message, entry.action),
    wrap: true,
  },
];

const leaderboardColumns = (t: Translate): Column<RankedLeaderboardEntry>[] => [
  { key: 'rank', header: t('console.colRank'), cell: (entry) => formatNumber(entry.rank) },
  { key: 'name', header: t('admin.colName'), cell: (entry) => entry.name },
  { key: 'email', header: t('admin.email'), cell: (entry) => entry.email, wrap: true },
  { key: 'amount', header: t('console.colAmount'), cell: (entry) => formatNumber(entry.submissionCount) },
];

function ActivityLog() {
  const t = useT();
  return (
    <section aria-labelledby="activity-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="activity-heading" className="text-lg font-semibold text-slate-900">
        {t('console.activityTitle')}
      </h2>
      <AdminList
        list="activity"
        caption={t('console.activityCaption')}
        pageSize={10}
        searchPlaceholder={t('console.activitySearch')}
        columns={activityColumns(t)}
        rowKey={(entry) => `${entry.createdAt}-${entry.adminName}-${entry.action}`}
        loadingText={t('console.activityLoading')}
        emptyText={t('console.activityEmpty')}
        errorTitle={t('console.activityError')}
      />
    </section>
  );
}

function Leaderboard() {
  const t = useT();
  const query = useLeaderboard();
  return (
    <section aria-labelledby="leaderboard-heading" className="flex min-w-0 flex-col gap-3">
      <h2 id="leaderboard-heading" className="text-lg font-semibold text-slate-900">
        {t('console.leaderboardTitle')}
      </h2>
      <PagedTable
        caption={t('console.leaderboardCaption')}
        query={query}
        columns={leaderboardColumns(t)}
        rowKey={(entry) => entry.email}
        loadingText={t('console.leaderboardLoading')}
        emptyText={t('console.leaderboardEmpty')}
        errorTitle={t('console.leaderboardError')}
      />
    </section>
  );
}

/** Spec screen 14: the counts of each list, what admins did lately, and who hands in most. */
export function DashboardScreen() {
  const t = useT();
  return (
    <div className="flex flex-col gap-8">
      <ScreenHeading title={t('console.dashboardTitle')} />
      <StatCards />
      <Suspense
        fallback={
          <p role="status" className="text-sm text-slate-600">
            {t('console.chartsLoading')}
          </p>
        }
      >
        <DashboardCharts />
      </Suspense>
      <div className="grid gap-8 2xl:grid-cols-[3fr_2fr]">
        <ActivityLog />
        <Leaderboard />
      </div>
    </div>
  );
}
