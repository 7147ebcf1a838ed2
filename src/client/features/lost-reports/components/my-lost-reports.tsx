import type { ReactNode } from 'react';
import { toast } from '#client/lib/toast';
import type { LostReportCloseReason, LostReportClosedReason, MyLostReport } from '#shared/schemas/my-items';
import { Button } from '#client/components/ui/button';
import { Badge, EntryCard, QueryState } from '#client/components/ui/query-state';
import { ApiError } from '#client/lib/api-client';
import { formatDate } from '#client/lib/dates';
import { ItemImage } from '#client/components/images/item-image';
import { useCloseLostReport, useReopenLostReport } from '#client/features/lost-reports/api/close-lost-report';
import { useMyLostReports } from '#client/features/lost-reports/api/get-my-lost-reports';

const closedText: Record<LostReportClosedReason, string> = {
  got_it_back: 'Closed: you got it back',
  no_longer_needed: 'Closed: no longer needed',
  period_over: 'Closed: the holding period is over',
  item_returned: 'Closed: the item was handed back to you',
};

interface MyLostReportsProps {
  /**
   * What may be this report's item among those security holds. The matching
   * feature fills it; without it nothing shows.
   */
  renderMatches?: (report: MyLostReport) => ReactNode;
}

/** The member's lost reports: open ones can be closed ('I got it back', 'No longer needed'). */
export function MyLostReports({ renderMatches }: MyLostReportsProps) {
  const reports = useMyLostReports();
  return (
    <QueryState
      isPending={reports.isPending}
      isError={reports.isError}
      isEmpty={reports.data?.length === 0}
      loadingText="Loading your lost reports..."
      errorText="Your lost reports could not be loaded."
      emptyText="You have not reported anything lost."
      onRetry={() => void reports.refetch()}
    >
      <ul className="flex flex-col gap-3">
        {reports.data?.map((report) => (
          <li key={report._id}>
            <LostReportEntry report={report}>{renderMatches?.(report)}</LostReportEntry>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}

/**
 * 'I got it back' and 'No longer needed' act at once and can be taken back for
 * a while (the server says until when): no question first, no toast to catch.
 */
function LostReportEntry({ report, children }: { report: MyLostReport; children?: ReactNode }) {
  const close = useCloseLostReport();
  const reopen = useReopenLostReport();
  const undo = () =>
    reopen.mutate(report.reportId, {
      onSuccess: () => toast.success(`Lost report ${report.reportId} is open again.`),
      onError: (error) =>
        toast.error('Failed to open the report again', {
          description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
        }),
    });
  const closeWith = (reason: LostReportCloseReason) =>
    close.mutate(
      { reportId: report.reportId, reason },
      {
        onSuccess: () => toast.success(`Lost report ${report.reportId} closed.`),
        onError: (error) =>
          toast.error('Failed to close the report', {
            description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
          }),
      },
    );
  const open = report.status === 'open';
  return (
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
        open ? (
          <Badge tone="info">Open</Badge>
        ) : (
          <Badge tone="neutral">{report.closedReason ? closedText[report.closedReason] : 'Closed'}</Badge>
        )
      }
    >
      <p className="text-sm text-slate-700">
        Lost {formatDate(report.lost_date)} at {report.lost_location} · {report.color}
      </p>
      {open ? (
        <>
          {children}
          <div className="flex flex-wrap gap-2 pt-1">
            <Button variant="secondary" disabled={close.isPending} onClick={() => closeWith('got_it_back')}>
              I got it back
            </Button>
            <Button variant="ghost" disabled={close.isPending} onClick={() => closeWith('no_longer_needed')}>
              No longer needed
            </Button>
          </div>
        </>
      ) : report.undoUntil ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-slate-700">
          <span>Closed by mistake?</span>
          <Button variant="secondary" busy={reopen.isPending} onClick={undo}>
            Undo
          </Button>
        </div>
      ) : null}
    </EntryCard>
  );
}
