import Mail from '~icons/lucide/mail';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LostReport } from '#shared/schemas/lost-report';
import type { LostReportDetails as LostReportRecord } from '#shared/schemas/lost-report-responses';
import type { MessageKey } from '#shared/i18n/message-key';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api-client';
import { formatDate } from '#client/lib/dates';
import { useLostReportDetails } from '#client/features/lost-reports/api/get-lost-report-details';
import { ItemSection, PersonSection } from '#client/components/reports/detail-sections';
import { lostReportColumns } from '#client/components/reports/report-columns';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { AdminList } from '#client/components/admin-list/admin-list';
import { useT } from '#client/lib/i18n';

/** The address parameter naming the report to open: /admin/lost-reports?report=LST000012. */
const REPORT_PARAM = 'report';

const CLOSED_REASON_TEXT: Record<NonNullable<LostReportRecord['closedReason']>, MessageKey> = {
  got_it_back: 'admin.lostClosedGotItBack',
  no_longer_needed: 'admin.lostClosedNoLongerNeeded',
  period_over: 'admin.lostClosedPeriodOver',
  item_returned: 'admin.lostClosedItemReturned',
};

/** Spec screen 17: open lost reports, each with the reporter's details and a way to email them. */
export function LostReportsScreen() {
  const t = useT();
  const [selected, setSelected] = useState<LostReport | null>(null);
  const columns = useMemo(() => lostReportColumns(setSelected, t), [t]);
  // A report opened by its ID (the console's ID box), open or closed, whether the list shows it or not.
  const [params, setParams] = useSearchParams();
  const opened = params.get(REPORT_PARAM)?.toUpperCase();
  const closeOpened = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(REPORT_PARAM);
      return next;
    });

  return (
    <div>
      <ScreenHeading title={t('admin.lostReportsTitle')}>{t('admin.lostReportsIntro')}</ScreenHeading>
      <AdminList
        list="lost"
        caption={t('admin.lostReportsCaption')}
        searchPlaceholder={t('admin.lostSearchPlaceholder')}
        columns={columns}
        rowKey={(row) => row._id}
        loadingText={t('admin.lostReportsLoading')}
        emptyText={t('admin.lostReportsEmpty')}
        errorTitle={t('admin.lostReportsError')}
      />
      {selected ? <LostReportDetails report={selected} onClose={() => setSelected(null)} /> : null}
      {opened ? <LostReportById reportId={opened} onClose={closeOpened} /> : null}
    </div>
  );
}

export const reporterMailto = (report: LostReport) =>
  report.reportedByUser
    ? `mailto:${report.reportedByUser.email}?subject=${encodeURIComponent(
        `About your lost item report ${report.reportId}`,
      )}&body=${encodeURIComponent(
        `Hello ${report.reportedByUser.name},\n\nThis is about the ${report.itemName} you reported lost (${report.reportId}).\n\n`,
      )}`
    : null;

/**
 * One lost report by its ID, in any state: loading, not found and failed say
 * so in the dialog; a closed report says when and why, an erased one when its
 * reporter was erased.
 */
function LostReportById({ reportId, onClose }: { reportId: string; onClose: () => void }) {
  const t = useT();
  const details = useLostReportDetails(reportId);
  if (details.data) return <LostReportDetails report={details.data} onClose={onClose} />;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.lostReportTitle', { reportId })}
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('admin.close')}
        </Button>
      }
    >
      {details.isPending ? (
        <p role="status" className="flex items-center gap-3 text-slate-700">
          <Spinner label="" />
          {t('admin.lostReportLoading')}
        </p>
      ) : details.error instanceof ApiError && details.error.status === 404 ? (
        <p role="alert">{t('admin.noLostReportWithId', { reportId })}</p>
      ) : (
        <div role="alert" className="flex flex-col items-start gap-3">
          <p>{t('toasts.detailsFailed')}</p>
          <Button variant="secondary" onClick={() => void details.refetch()}>
            {t('ui.tryAgain')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}

function LostReportDetails({
  report,
  onClose,
}: {
  report: LostReport & Partial<LostReportRecord>;
  onClose: () => void;
}) {
  const t = useT();
  const mailto = reporterMailto(report);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.lostReportDetails')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.close')}
          </Button>
          {mailto ? (
            <a
              href={mailto}
              className="inline-flex min-h-10 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
            >
              <Mail className="h-4 w-4" aria-hidden="true" />
              {t('admin.emailReporter')}
            </a>
          ) : null}
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {report.status ? (
          <p className="text-sm text-slate-700">
            {report.status === 'open'
              ? t('admin.lostReportOpen')
              : t('admin.lostReportClosedOn', {
                  date: formatDate(report.closedAt),
                  reason: report.closedReason ? t(CLOSED_REASON_TEXT[report.closedReason]) : '',
                })}
          </p>
        ) : null}
        {report.personalDataErasedAt ? (
          <p
            role="note"
            className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
          >
            {t('admin.lostReportErasedOn', { date: formatDate(report.personalDataErasedAt) })}
          </p>
        ) : null}
        <PersonSection title={t('admin.reportedBy')} person={report.reportedByUser} />
        <ItemSection
          kind="Lost"
          reportId={report.reportId}
          itemName={report.itemName}
          color={report.color}
          description={report.description}
          imageUrl={report.imageUrl}
          date={report.lost_date}
          time={report.lost_time}
          location={report.lost_location}
        />
      </div>
    </Dialog>
  );
}
