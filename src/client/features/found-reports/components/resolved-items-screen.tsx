import { useMemo, useState } from 'react';
import type { FoundReport } from '#shared/schemas/found-report';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { AdminList } from '#client/components/admin-list/admin-list';
import {
  CustodySection,
  FoundItemSection,
  PersonSection,
  ReceivedBySection,
} from '#client/components/reports/detail-sections';
import { custodyColumns } from '#client/components/reports/report-columns';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { ItemHistory } from './item-history';
import { ReceiptLink } from './receipt-link';

/** Spec screen 22: items handed over, with who found, stored, took and released each. */
export function ResolvedItemsScreen() {
  const [selected, setSelected] = useState<FoundReport | null>(null);
  const columns = useMemo(() => custodyColumns(setSelected, 'handedOver'), []);

  return (
    <div>
      <ScreenHeading title="Resolved Items">Items handed over to their owners.</ScreenHeading>
      <AdminList
        list="resolved"
        caption="Resolved items"
        columns={columns}
        rowKey={(row) => row._id}
        loadingText="Loading resolved items..."
        emptyText="No resolved items found"
        errorTitle="Error Loading Items"
      />
      {selected ? <ResolvedItemDetails report={selected} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}

function ResolvedItemDetails({ report, onClose }: { report: FoundReport; onClose: () => void }) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Resolved Item Details"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <ReceiptLink itemId={report._id} reportId={report.reportId} />
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <FoundItemSection report={report} />
        <PersonSection title="Found By" person={report.reportedByUser} />
        <ReceivedBySection report={report} />
        {report.takenByUser ? <PersonSection title="Taken By" person={report.takenByUser} /> : null}
        <CustodySection
          title="Handed Over By"
          adminEmail={report.handedOverBy}
          at={report.handedOverAt}
          dateLabel="Handover Date"
          timeLabel="Handover Time"
        />
        <ItemHistory id={report._id} reportId={report.reportId} />
      </div>
    </Dialog>
  );
}
