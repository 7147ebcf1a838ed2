import Mail from '~icons/lucide/mail';
import { useMemo, useState } from 'react';
import type { LostReport } from '#shared/schemas/lost-report';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { ItemSection, PersonSection } from '#client/components/reports/detail-sections';
import { lostReportColumns } from '#client/components/reports/report-columns';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { AdminList } from '#client/components/admin-list/admin-list';
import { useT } from '#client/lib/i18n';

/** Spec screen 17: open lost reports, each with the reporter's details and a way to email them. */
export function LostReportsScreen() {
  const t = useT();
  const [selected, setSelected] = useState<LostReport | null>(null);
  const columns = useMemo(() => lostReportColumns(setSelected, t), [t]);

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

function LostReportDetails({ report, onClose }: { report: LostReport; onClose: () => void }) {
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
