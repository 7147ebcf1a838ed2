import AlertTriangle from '~icons/lucide/triangle-alert';
import PackageX from '~icons/lucide/package-x';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { ApiError } from '#client/lib/api-client';
import { university } from '#client/lib/university';
import { officePlace } from '#shared/university/office-place';
import { ClaimItem } from './claim-item';
import { FoundReportCard } from './found-report-card';
import { useStoredItem } from '#client/features/found-reports/api/possible-matches';
import { useT } from '#client/lib/i18n';
import { describeClosedDates, describeWeeklyHours, mapLink, useDesks } from '#client/lib/desks';

/**
 * The desk that holds the item: its name and place, its hours as data in the
 * reader's language, and a link for the phone's maps. Until the desks are
 * loaded (or if they cannot be), the university's office as the settings say.
 */
function CollectAt({ deskId }: { deskId: string }) {
  const t = useT();
  const desks = useDesks();
  const desk = desks.data?.find((candidate) => candidate.id === deskId);
  if (!desk) {
    const { office } = university();
    return (
      <>
        <p className="mt-2 text-slate-700">{officePlace(office)}</p>
        <p className="mt-1 text-slate-700">{t('member.openingHours', { hours: office.hours })}</p>
      </>
    );
  }
  const weekly = describeWeeklyHours(desk.openingHours);
  const closed = describeClosedDates(desk.openingHours);
  const map = mapLink(desk);
  return (
    <>
      <p className="mt-2 font-medium text-slate-900">{t('member.heldAt', { desk: desk.name })}</p>
      <p className="mt-1 text-slate-700">{desk.place}</p>
      <p className="mt-1 text-slate-700">
        {weekly ? t('member.openingHours', { hours: weekly }) : t('member.deskNoHours')}
      </p>
      {closed ? <p className="mt-1 text-slate-700">{closed}</p> : null}
      {map ? (
        <p className="mt-1">
          <a className="text-brand-700 underline" href={map}>
            {t('member.deskOnMap')}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** One stored item, as an alert links to it: the card, its claim button, and where to collect it. */
export function StoredItem({ reportId, userId }: { reportId: string; userId: string }) {
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
      <FoundReportCard item={item.data} action={<ClaimItem item={item.data} userId={userId} />} />
      <section
        aria-labelledby="collect-title"
        className="rounded-xl border border-slate-200 bg-white p-5 text-sm"
      >
        <h2 id="collect-title" className="text-base font-semibold text-slate-900">
          {t('member.whereToCollect')}
        </h2>
        <CollectAt deskId={item.data.deskId} />
        <p className="mt-3 text-slate-600">{t('member.bringId', { reportId: item.data.reportId })}</p>
      </section>
    </div>
  );
}
