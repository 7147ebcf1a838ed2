import { useMemo, useState } from 'react';
import Printer from '~icons/lucide/printer';
import { useNavigate } from 'react-router';
import { paths } from '#client/lib/paths';
import type { FoundReport } from '#shared/schemas/found-report';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Dialog } from '#client/components/ui/dialog';
import {
  FoundItemSection,
  PersonSection,
  ReceivedBySection,
} from '#client/components/reports/detail-sections';
import { useFoundReportDetails } from '#client/features/found-reports/api/get-found-report-details';
import { VerificationDetails } from './claim-review';
import { AdminList } from '#client/components/admin-list/admin-list';
import { HandoverForm } from './handover-form';
import { ItemHistory } from './item-history';
import { custodyColumns } from '#client/components/reports/report-columns';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import type { Column } from '#client/components/ui/data-table';
import { StorageLocationEditor } from './storage-location-editor';

/** The Item ID column, with a box beside each ID to choose the row for printing labels. */
function chooseColumn(
  idColumn: Column<FoundReport>,
  chosen: Set<string>,
  toggle: (reportId: string) => void,
): Column<FoundReport> {
  return {
    ...idColumn,
    cell: (row) => (
      <span className="flex items-center gap-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          aria-label={`Choose ${row.reportId} for labels`}
          checked={chosen.has(row.reportId)}
          onChange={() => toggle(row.reportId)}
        />
        {row.reportId}
      </span>
    ),
  };
}

const shelfColumn: Column<FoundReport> = {
  key: 'shelf',
  header: 'Shelf or Bin',
  cell: (row) => row.storageLocation ?? 'N/A',
  wrap: true,
};

/** Spec screen 20: every item security holds, and handing one over; labels for the chosen ones. */
export function StoredItemsScreen() {
  const [selected, setSelected] = useState<FoundReport | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set());
  const columns = useMemo(() => {
    const toggle = (reportId: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(reportId)) next.delete(reportId);
        else next.add(reportId);
        return next;
      });
    const [idColumn, ...rest] = custodyColumns(setSelected, 'submitted');
    // The shelf sits after the location, before the submit date; the Details button stays last.
    return [chooseColumn(idColumn!, chosen, toggle), ...rest.slice(0, 5), shelfColumn, ...rest.slice(5)];
  }, [chosen]);

  return (
    <div>
      <ScreenHeading title="Stored Items">Items held by security, waiting for their owners.</ScreenHeading>
      <div className="mb-3 flex flex-wrap items-center justify-end gap-3">
        {chosen.size > 0 ? (
          <Button variant="ghost" onClick={() => setChosen(new Set())}>
            Clear Choice
          </Button>
        ) : null}
        {chosen.size > 0 ? (
          <ButtonLink to={paths.admin.labels([...chosen])}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            Print Labels ({chosen.size})
          </ButtonLink>
        ) : (
          <p className="text-sm text-slate-600">Choose items to print their shelf labels.</p>
        )}
      </div>
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
          <ButtonLink to={paths.admin.labels([report.reportId])} variant="secondary">
            <Printer className="h-4 w-4" aria-hidden="true" />
            Print Label
          </ButtonLink>
          {handingOver ? null : <Button onClick={() => setHandingOver(true)}>Hand Over Item</Button>}
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <FoundItemSection report={report} />
        <PersonSection title="Founded By" person={report.reportedByUser} />
        <ReceivedBySection report={report} />
        <StorageLocationEditor reportId={report.reportId} storageLocation={report.storageLocation} editable />
        <StoredVerificationDetails id={report._id} />
        <ItemHistory id={report._id} reportId={report.reportId} />
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
