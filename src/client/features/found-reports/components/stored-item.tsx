import AlertTriangle from '~icons/lucide/triangle-alert';
import PackageX from '~icons/lucide/package-x';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { ApiError } from '#client/lib/api-client';
import { ClaimItem } from './claim-item';
import { FoundReportCard } from './found-report-card';
import { useStoredItem } from '#client/features/found-reports/api/possible-matches';
import { useT } from '#client/lib/i18n';
import { HoldingDesk } from './holding-desk';

/** One stored item, as an alert links to it: the card, its claim button, and where to collect it. */
export function StoredItem({ reportId, memberId }: { reportId: string; memberId: string }) {
  const t = useT();
  const item = useStoredItem(reportId);
  if (item.isPending) return <PageSpinner label={t('member.loadingItem')} />;
  if (item.isError) {
    const gone = item.error instanceof ApiError && item.error.status === 404;
    return gone ? (
      <StatusPanel
        icon={<PackageX className="h-10 w-10" aria-hidden="true" />}
        title={t('member.itemNotAvailable')}
        message={t('member.itemGone')}
      />
    ) : (
      <StatusPanel
        tone="error"
        icon={<AlertTriangle className="h-10 w-10" aria-hidden="true" />}
        title={t('member.itemLoadErrorTitle')}
        message={t('member.itemLoadError')}
        action={<Button onClick={() => void item.refetch()}>{t('member.tryAgain')}</Button>}
      />
    );
  }
  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr]">
      <FoundReportCard
        item={item.data}
        headingLevel={2}
        action={<ClaimItem item={item.data} memberId={memberId} />}
      />
      <section
        aria-labelledby="collect-title"
        className="rounded-xl border border-slate-200 bg-white p-5 text-sm"
      >
        <h2 id="collect-title" className="text-base font-semibold text-slate-900">
          {t('member.whereToCollect')}
        </h2>
        <div className="text-slate-700">
          <HoldingDesk deskId={item.data.deskId} />
        </div>
        <p className="mt-3 text-slate-600">{t('member.bringId', { reportId: item.data.reportId })}</p>
      </section>
    </div>
  );
}
