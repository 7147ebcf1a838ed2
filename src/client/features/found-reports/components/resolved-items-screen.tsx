import { useMemo, useState } from 'react';
import type { FoundReport } from '#shared/schemas/found-report';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { AdminList } from '#client/components/admin-list/admin-list';
import {
  HandedOverBySection,
  FoundItemSection,
  PersonSection,
  ReceivedBySection,
} from '#client/components/reports/detail-sections';
import { custodyColumns } from '#client/components/reports/report-columns';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { ItemHistory } from './item-history';
import { ReceiptLink } from './receipt-link';
import { useT } from '#client/lib/i18n';

/** Spec screen 22: items handed over, with who found, stored, took and released each. */
export function ResolvedItemsScreen() {
  const t = useT();
  const [selected, setSelected] = useState<FoundReport | null>(null);
  const columns = useMemo(() => custodyColumns(setSelected, 'handedOver', t), [t]);

  return (
    <div>
      <ScreenHeading title={t('admin.resolvedTitle')}>{t('admin.resolvedIntro')}</ScreenHeading>
      <AdminList
        list="resolved"
        caption={t('admin.resolvedCaption')}
        columns={columns}
        rowKey={(row) => row._id}
        loadingText={t('admin.resolvedLoading')}
        emptyText={t('admin.resolvedEmpty')}
        errorTitle={t('admin.itemsLoadError')}
      />
      {selected ? <ResolvedItemDetails report={selected} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}

function ResolvedItemDetails({ report, onClose }: { report: FoundReport; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.resolvedDetails')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.close')}
          </Button>
          <ReceiptLink itemId={report._id} reportId={report.reportId} />
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <FoundItemSection report={report} />
        <PersonSection title={t('admin.foundBy')} person={report.reportedByUser} />
        <ReceivedBySection report={report} />
        {report.takenByUser ? <PersonSection title={t('admin.takenBy')} person={report.takenByUser} /> : null}
        <HandedOverBySection report={report} />
        <ItemHistory id={report._id} reportId={report.reportId} />
      </div>
    </Dialog>
  );
}
