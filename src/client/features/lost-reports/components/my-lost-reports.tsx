import { useState, type ReactNode } from 'react';
import { toast } from '#client/lib/toast';
import type { LostReportCloseReason, LostReportClosedReason, MyLostReport } from '#shared/schemas/my-items';
import { Button } from '#client/components/ui/button';
import { Badge, EntryCard, QueryState } from '#client/components/ui/query-state';
import { ApiError } from '#client/lib/api-client';
import { formatDate } from '#client/lib/dates';
import { ItemImage } from '#client/components/images/item-image';
import { useCloseLostReport, useReopenLostReport } from '#client/features/lost-reports/api/close-lost-report';
import { useMyLostReports } from '#client/features/lost-reports/api/get-my-lost-reports';
import { EditLostReportForm } from '#client/features/lost-reports/components/edit-lost-report-form';
import { useT } from '#client/lib/i18n';
import type { MessageKey } from '#shared/i18n/message-key';

const closedText: Record<LostReportClosedReason, MessageKey> = {
  got_it_back: 'member.closedGotItBack',
  no_longer_needed: 'member.closedNoLongerNeeded',
  period_over: 'member.closedPeriodOver',
  item_returned: 'member.closedItemReturned',
};

interface MyLostReportsProps {
  /**
   * What may be this report's item among those security holds. The matching
   * feature fills it; without it nothing shows.
   */
  renderMatches?: (report: MyLostReport) => ReactNode;
}

/** The member's lost reports: open ones can be edited and closed ('I got it back', 'No longer needed'). */
export function MyLostReports({ renderMatches }: MyLostReportsProps) {
  const t = useT();
  const reports = useMyLostReports();
  return (
    <QueryState
      isPending={reports.isPending}
      isError={reports.isError}
      isEmpty={reports.data?.length === 0}
      loadingText={t('member.lostLoading')}
      errorText={t('member.lostLoadError')}
      emptyText={t('member.lostEmpty')}
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
  const t = useT();
  const close = useCloseLostReport();
  const reopen = useReopenLostReport();
  const [editing, setEditing] = useState(false);
  const undo = () =>
    reopen.mutate(report.reportId, {
      onSuccess: () => toast.success(t('member.lostReopened', { reportId: report.reportId })),
      onError: (error) =>
        toast.error(t('member.lostReopenFailed'), {
          description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
        }),
    });
  const closeWith = (reason: LostReportCloseReason) =>
    close.mutate(
      { reportId: report.reportId, reason },
      {
        onSuccess: () => toast.success(t('member.lostClosed', { reportId: report.reportId })),
        onError: (error) =>
          toast.error(t('member.lostCloseFailed'), {
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
          <Badge tone="info">{t('member.statusOpen')}</Badge>
        ) : (
          <Badge tone="neutral">
            {t(report.closedReason ? closedText[report.closedReason] : 'member.statusClosed')}
          </Badge>
        )
      }
    >
      <p className="text-sm text-slate-700">
        {t('member.lostAt', {
          date: formatDate(report.lost_date),
          location: report.lost_location,
          color: report.color,
        })}
      </p>
      {open && editing ? <EditLostReportForm report={report} onDone={() => setEditing(false)} /> : null}
      {open ? (
        <>
          {children}
          <div className="flex flex-wrap gap-2 pt-1">
            {editing ? null : (
              <Button variant="secondary" disabled={close.isPending} onClick={() => setEditing(true)}>
                {t('member.editLost')}
              </Button>
            )}
            <Button variant="secondary" disabled={close.isPending} onClick={() => closeWith('got_it_back')}>
              {t('member.gotItBack')}
            </Button>
            <Button variant="ghost" disabled={close.isPending} onClick={() => closeWith('no_longer_needed')}>
              {t('member.noLongerNeeded')}
            </Button>
          </div>
        </>
      ) : report.undoUntil ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 pt-1 text-sm text-slate-700">
          <span>{t('member.closedByMistake')}</span>
          <Button variant="secondary" busy={reopen.isPending} onClick={undo}>
            {t('member.undo')}
          </Button>
        </div>
      ) : null}
    </EntryCard>
  );
}
