import type { MyFoundReport } from '#shared/schemas/my-items';
import { Badge, EntryCard, QueryState } from '#client/components/ui/query-state';
import { formatDate } from '#client/lib/dates';
import { ItemImage } from '#client/components/images/item-image';
import { useMyFoundReports } from '#client/features/found-reports/api/get-my-found-reports';
import { useT } from '#client/lib/i18n';
import type { MessageKey } from '#shared/i18n/message-key';

const steps: { status: MyFoundReport['status']; label: MessageKey }[] = [
  { status: 'reported', label: 'member.stepReported' },
  { status: 'stored', label: 'member.stepStored' },
  { status: 'handed_over', label: 'member.stepReturned' },
];

/** Reported → stored → returned, as a row of steps with the current one marked. */
function Progress({ report }: { report: MyFoundReport }) {
  const t = useT();
  // An item let go after the holding period went through storage: both steps are behind it.
  const current = report.status === 'disposed' ? 1 : steps.findIndex((step) => step.status === report.status);
  return (
    <ol className="flex flex-wrap items-center gap-1 text-xs" aria-label={t('member.progress')}>
      {steps.map((step, index) => (
        <li key={step.status} className="flex items-center gap-1">
          <span
            aria-current={index === current ? 'step' : undefined}
            className={`rounded-full px-2 py-0.5 font-medium ${
              index <= current ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600'
            }`}
          >
            {t(step.label)}
          </span>
          {index < steps.length - 1 ? <span aria-hidden="true">→</span> : null}
        </li>
      ))}
    </ol>
  );
}

const statusText: Record<MyFoundReport['status'], MessageKey> = {
  reported: 'member.foundReported',
  stored: 'member.foundStored',
  handed_over: 'member.foundHandedOver',
  disposed: 'member.foundDisposed',
};

/** What the member reported finding and where each item is now (never who took it). */
export function MyFoundReports() {
  const t = useT();
  const reports = useMyFoundReports();
  return (
    <QueryState
      isPending={reports.isPending}
      isError={reports.isError}
      isEmpty={reports.data?.length === 0}
      loadingText={t('member.foundLoading')}
      errorText={t('member.foundLoadError')}
      emptyText={t('member.foundEmpty')}
      onRetry={() => void reports.refetch()}
    >
      <ul className="flex flex-col gap-3">
        {reports.data?.map((report) => {
          const stepLabel = steps.find((step) => step.status === report.status)?.label;
          return (
            <li key={report._id}>
              <EntryCard
                image={
                  <ItemImage
                    src={report.imageUrl}
                    alt={report.itemName}
                    width={80}
                    height={80}
                    className="h-full w-full object-cover"
                  />
                }
                title={report.itemName}
                id={report.reportId}
                badge={
                  <Badge tone={report.status === 'handed_over' ? 'good' : 'info'}>
                    {stepLabel ? t(stepLabel) : null}
                  </Badge>
                }
              >
                <p className="text-sm text-slate-700">
                  {t('member.foundAt', {
                    date: formatDate(report.found_date),
                    location: report.found_location,
                  })}
                </p>
                <Progress report={report} />
                <p className="text-sm text-slate-700">{t(statusText[report.status])}</p>
              </EntryCard>
            </li>
          );
        })}
      </ul>
    </QueryState>
  );
}
