import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/lib/paths';
import type { FoundReport } from '../../../../shared/schemas/found-report';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FoundItemSection, PersonSection, ReceivedBySection } from '@/components/reports/detail-sections';
import { useFoundReportDetails } from '@/features/found-reports/api/get-found-report-details';
import { VerificationDetails } from './claim-review';
import { AdminList } from '@/components/admin-list/admin-list';
import { HandoverForm } from './handover-form';
import { ItemHistory } from './item-history';
import { custodyColumns } from '@/components/reports/report-columns';
import { ScreenHeading } from '@/components/layout/screen-heading';

/** Spec screen 20: every item security holds, and handing one over. */
export function StoredItemsScreen() {
  const [selected, setSelected] = useState<FoundReport | null>(null);
  const columns = useMemo(() => custodyColumns(setSelected, 'submitted'), []);

  return (
    <div>
      <ScreenHeading title="Stored Items">Items held by security, waiting for their owners.</ScreenHeading>
      <AdminList
        list="stored"
        caption="Stored items"
        columns={columns}
        rowKey={(row) => row._id}
        loadingText="Loading stored items..."
        emptyText="No stored items found"
        errorTitle="Error Loading Items"
      />
      {selected ? (
        // A new key per item: closing and reopening starts with an empty handover form.
        <StoredItemDetails key={selected._id} report={selected} onClose={() => setSelected(null)} />
      ) : null}
    </div>
  );
}

function StoredItemDetails({ report, onClose }: { report: FoundReport; onClose: () => void }) {
  const [handingOver, setHandingOver] = useState(false);
  const navigate = useNavigate();

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Stored Item Details"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {handingOver ? null : <Button onClick={() => setHandingOver(true)}>Hand Over Item</Button>}
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <FoundItemSection report={report} />
        <PersonSection title="Founded By" person={report.reportedByUser} />
        <ReceivedBySection report={report} />
        <StoredVerificationDetails id={report._id} />
        <ItemHistory id={report._id} />
        {handingOver ? (
          <HandoverForm
            reportId={report.reportId}
            onCancel={() => setHandingOver(false)}
            onDone={(itemId) => {
              onClose();
              void navigate(paths.admin.handoverReceipt(itemId));
            }}
          />
        ) : null}
      </div>
    </Dialog>
  );
}

/** The item's private identifying details, read from the whole record (the list does not carry them). */
function StoredVerificationDetails({ id }: { id: string }) {
  const details = useFoundReportDetails(id);
  if (!details.data) return null;
  return <VerificationDetails key={details.data.verificationDetails ?? ''} report={details.data} />;
}
