import Printer from '~icons/lucide/printer';
import { DISPOSITION_LABELS } from '#shared/schemas/disposition';
import type { FoundReport } from '#shared/schemas/found-report';
import { ButtonLink } from '#client/components/ui/button-link';
import { Spinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { ItemDetailsFailed } from './item-details-failed';
import {
  CustodySection,
  DetailList,
  DetailSection,
  FoundItemSection,
  PersonSection,
  ReceivedBySection,
} from '#client/components/reports/detail-sections';
import { formatDate, formatTime } from '#client/lib/dates';
import { paths } from '#client/lib/paths';
import { ApiError } from '#client/lib/api-client';
import { useFoundReportDetails } from '#client/features/found-reports/api/get-found-report-details';
import { ItemHistory } from './item-history';
import { ReceiptLink } from './receipt-link';
import { StorageLocationEditor } from './storage-location-editor';

const STATUS_TEXT: Record<FoundReport['status'], string> = {
  reported: 'Reported: waiting to be handed in to security',
  stored: 'In storage',
  handed_over: 'Handed over',
  disposed: 'Let go after the holding period',
};

/** The list the item is in now, for the way back. */
const LIST_OF: Record<FoundReport['status'], { to: string; label: string }> = {
  reported: { to: paths.admin.foundReports, label: 'Found Reports' },
  stored: { to: paths.admin.recoveredItems, label: 'Recovered Items' },
  handed_over: { to: paths.admin.resolvedItems, label: 'Resolved Items' },
  disposed: { to: paths.admin.dispositionQueue, label: 'Disposition Queue' },
};

/**
 * One found item on a page of its own, opened from its shelf label's QR code
 * or a link: what it is, who found and stored it, where it sits, and what
 * became of it.
 */
export function ItemPage({ reportId }: { reportId: string }) {
  const details = useFoundReportDetails(reportId);

  if (details.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
        <Spinner label="" />
        <span>Loading details...</span>
      </div>
    );
  }
  if (details.isError) {
    if (details.error instanceof ApiError && details.error.status === 404) {
      return <StatusPanel title="Item Not Found" message={`No found item has the ID ${reportId}.`} />;
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
          <p className="text-sm text-slate-700">{STATUS_TEXT[item.status]}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={list.to} variant="secondary">
            Back to {list.label}
          </ButtonLink>
          {item.status === 'stored' ? (
            <ButtonLink to={paths.admin.labels([item.reportId])}>
              <Printer className="h-4 w-4" aria-hidden="true" />
              Print Label
            </ButtonLink>
          ) : null}
          {item.status === 'handed_over' ? <ReceiptLink itemId={item._id} reportId={item.reportId} /> : null}
        </div>
      </div>
      <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <FoundItemSection report={item} />
        <PersonSection title="Founded By" person={item.reportedByUser} />
        <ReceivedBySection report={item} />
        {item.status === 'stored' || item.storageLocation ? (
          <StorageLocationEditor
            reportId={item.reportId}
            storageLocation={item.storageLocation}
            editable={item.status === 'stored'}
          />
        ) : null}
        {item.status === 'handed_over' ? (
          <>
            <PersonSection title="Taken By" person={item.takenByUser} />
            <CustodySection
              title="Handed Over By"
              adminEmail={item.handedOverBy}
              at={item.handedOverAt}
              dateLabel="Handover Date"
              timeLabel="Handover Time"
            />
          </>
        ) : null}
        {item.disposition ? (
          <DetailSection title="Disposition">
            <DetailList
              items={[
                ['Outcome', DISPOSITION_LABELS[item.disposition.outcome]],
                ['Note', item.disposition.note ?? 'N/A'],
                ['Recorded By', item.disposition.by ?? 'N/A'],
                ['Date', formatDate(item.disposition.at)],
                ['Time', formatTime(item.disposition.at)],
              ]}
            />
          </DetailSection>
        ) : null}
        <ItemHistory id={item._id} reportId={item.reportId} />
        {item.personalDataErasedAt ? (
          <p className="border-t border-slate-200 pt-4 text-sm text-slate-700">
            The personal details of the people named on this item were erased on{' '}
            {formatDate(item.personalDataErasedAt)}, after the retention period.
          </p>
        ) : null}
      </div>
    </div>
  );
}
