import type { MyFoundReport } from '#shared/schemas/my-items';
import { Badge, EntryCard, QueryState } from '#client/components/ui/query-state';
import { formatDate } from '#client/lib/dates';
import { ItemImage } from '#client/components/images/item-image';
import { useMyFoundReports } from '#client/features/found-reports/api/get-my-found-reports';

const steps: { status: MyFoundReport['status']; label: string }[] = [
  { status: 'reported', label: 'Reported' },
  { status: 'stored', label: 'Stored' },
  { status: 'handed_over', label: 'Returned' },
];

/** Reported → stored → returned, as a row of steps with the current one marked. */
function Progress({ report }: { report: MyFoundReport }) {
  // An item let go after the holding period went through storage: both steps are behind it.
  const current = report.status === 'disposed' ? 1 : steps.findIndex((step) => step.status === report.status);
  return (
    <ol className="flex flex-wrap items-center gap-1 text-xs" aria-label="Progress">
      {steps.map((step, index) => (
        <li key={step.status} className="flex items-center gap-1">
          <span
            aria-current={index === current ? 'step' : undefined}
            className={`rounded-full px-2 py-0.5 font-medium ${
              index <= current ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600'
            }`}
          >
            {step.label}
          </span>
          {index < steps.length - 1 ? <span aria-hidden="true">→</span> : null}
        </li>
      ))}
    </ol>
  );
}

const statusText: Record<MyFoundReport['status'], string> = {
  reported: 'Please bring the item to the security office: it is listed once they store it.',
  stored: 'The security office holds it and is looking for its owner.',
  handed_over: 'Returned to its owner. Thank you!',
  disposed: 'Nobody collected it within the holding period, so the security office let it go. Thank you!',
};

/** What the member reported finding and where each item is now (never who took it). */
export function MyFoundReports() {
  const reports = useMyFoundReports();
  return (
    <QueryState
      isPending={reports.isPending}
      isError={reports.isError}
      isEmpty={reports.data?.length === 0}
      loadingText="Loading your found reports..."
      errorText="Your found reports could not be loaded."
      emptyText="You have not reported anything found."
      onRetry={() => void reports.refetch()}
    >
      <ul className="flex flex-col gap-3">
        {reports.data?.map((report) => (
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
                  {steps.find((step) => step.status === report.status)?.label}
                </Badge>
              }
            >
              <p className="text-sm text-slate-700">
                Found {formatDate(report.found_date)} at {report.found_location}
              </p>
              <Progress report={report} />
              <p className="text-sm text-slate-700">{statusText[report.status]}</p>
            </EntryCard>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
