import { DISPOSITION_OUTCOME_TEXT } from '#shared/schemas/disposition';
import Printer from '~icons/lucide/printer';
import type { FoundReport } from '#shared/schemas/found-report';
import { ButtonLink } from '#client/components/ui/button-link';
import { Spinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { ItemDetailsFailed } from './item-details-failed';
import {
  HandedOverBySection,
  DetailList,
  DetailSection,
  SectionHeadingLevel,
  FoundItemSection,
  PersonSection,
  ReceivedBySection,
} from '#client/components/reports/detail-sections';
import { formatDate, formatTime } from '#client/lib/dates';
import { ApiError } from '#client/lib/api-client';
import { useFoundReportDetails } from '#client/features/found-reports/api/get-found-report-details';
import { ItemDeskSection } from './item-desk-section';
import { ItemHistory } from './item-history';
import { ReceiptLink } from './receipt-link';
import { StorageLocationEditor } from './storage-location-editor';
import { useT } from '#client/lib/i18n';
import type { MessageKey } from '#shared/i18n/message-key';
import { consolePaths } from '#client/lib/console-paths';

const STATUS_TEXT: Record<FoundReport['status'], MessageKey> = {
  reported: 'admin.statusReported',
  stored: 'admin.statusStored',
  handed_over: 'admin.statusHandedOver',
  disposed: 'admin.statusDisposed',
};

/** The list the item is in now, for the way back. */
const LIST_OF: Record<FoundReport['status'], { to: string; label: MessageKey }> = {
  reported: { to: consolePaths.foundReports, label: 'admin.navFoundReports' },
  stored: { to: consolePaths.recoveredItems, label: 'admin.navRecoveredItems' },
  handed_over: { to: consolePaths.resolvedItems, label: 'admin.navResolvedItems' },
  disposed: { to: consolePaths.dispositionQueue, label: 'admin.navDispositionQueue' },
};

/**
 * One found item on a page of its own, opened from its shelf label's QR code
 * or a link: what it is, who found and stored it, where it sits, and what
 * became of it.
 */
export function ItemPage({ reportId }: { reportId: string }) {
  const t = useT();
  const details = useFoundReportDetails(reportId);

  if (details.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
        <Spinner label="" />
        <span>{t('admin.loadingDetails')}</span>
      </div>
    );
  }
  if (details.isError) {
    if (details.error instanceof ApiError && details.error.status === 404) {
      return (
        <StatusPanel title={t('admin.itemNotFoundTitle')} message={t('admin.noItemWithId', { reportId })} />
      );
    }
    return <ItemDetailsFailed onRetry={() => void details.refetch()} />;
  }
  const item = details.data;
  const list = LIST_OF[item.status];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">
            {item.itemName} <span className="font-mono text-lg text-slate-600">{item.reportId}</span>
          </h1>
          <p className="text-sm text-slate-700">{t(STATUS_TEXT[item.status])}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={list.to} variant="secondary">
            {t('admin.backTo', { list: t(list.label) })}
          </ButtonLink>
          {item.status === 'stored' && !item.transferTo ? (
            <ButtonLink to={consolePaths.labels([item.reportId])}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              {t('admin.printLabel')}
            </ButtonLink>
          ) : null}
          {item.status === 'handed_over' ? <ReceiptLink itemId={item._id} reportId={item.reportId} /> : null}
        </div>
      </div>
      {/* Said first: whoever opens an erased item by its ID learns at once why nobody is named on it. */}
      {item.personalDataErasedAt ? (
        <p
          role="note"
          className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t('admin.erasedOn', { date: formatDate(item.personalDataErasedAt) })}
        </p>
      ) : null}
      <SectionHeadingLevel.Provider value={2}>
        <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
          <FoundItemSection report={item} />
          <PersonSection title={t('admin.foundedBy')} person={item.reportedByUser} />
          <ReceivedBySection report={item} />
          <ItemDeskSection item={item} />
          {/* On its way, it sits on no shelf: the desk it goes to names one as it receives it. */}
          {(item.status === 'stored' && !item.transferTo) || item.storageLocation ? (
            <StorageLocationEditor
              reportId={item.reportId}
              storageLocation={item.storageLocation}
              editable={item.status === 'stored' && !item.transferTo}
            />
          ) : null}
          {item.status === 'handed_over' ? (
            <>
              <PersonSection title={t('admin.takenBy')} person={item.takenByUser} />
              <HandedOverBySection report={item} />
            </>
          ) : null}
          {item.disposition ? (
            <DetailSection title={t('admin.disposition')}>
              <DetailList
                items={[
                  [t('admin.outcome'), t(DISPOSITION_OUTCOME_TEXT[item.disposition.outcome])],
                  [t('admin.note'), item.disposition.note ?? t('common.notAvailable')],
                  [t('admin.recordedBy'), item.disposition.by ?? t('common.notAvailable')],
                  [t('admin.colDate'), formatDate(item.disposition.at)],
                  [t('admin.colTime'), formatTime(item.disposition.at)],
                ]}
              />
            </DetailSection>
          ) : null}
          <ItemHistory id={item._id} reportId={item.reportId} />
        </div>
      </SectionHeadingLevel.Provider>
    </div>
  );
}
