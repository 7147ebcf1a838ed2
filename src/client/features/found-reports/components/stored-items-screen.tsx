import { useMemo, useState } from 'react';
import Printer from '~icons/lucide/printer';
import { useNavigate } from 'react-router';
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
import { useT, type Translate } from '#client/lib/i18n';
import { consolePaths } from '#client/lib/console-paths';

/** The Item ID column, with a box beside each ID to choose the row for printing labels. */
function chooseColumn(
  idColumn: Column<FoundReport>,
  chosen: Set<string>,
  toggle: (reportId: string) => void,
  t: Translate,
): Column<FoundReport> {
  return {
    ...idColumn,
    cell: (row) => (
      <span className="flex items-center gap-2">
        <input
          type="checkbox"
          className="h-4 w-4 accent-brand-700"
          aria-label={t('admin.chooseForLabels', { reportId: row.reportId })}
          checked={chosen.has(row.reportId)}
          onChange={() => toggle(row.reportId)}
        />
        {row.reportId}
      </span>
    ),
  };
}

const shelfColumn = (t: Translate): Column<FoundReport> => ({
  key: 'shelf',
  header: t('admin.shelfOrBin'),
  cell: (row) => row.storageLocation ?? t('common.notAvailable'),
  wrap: true,
});

/** Spec screen 20: every item security holds, and handing one over; labels for the chosen ones. */
export function StoredItemsScreen() {
  const t = useT();
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
    const [idColumn, ...rest] = custodyColumns(setSelected, 'submitted', t);
    // The shelf sits after the location, before the submit date; the Details button stays last.
    return [
      chooseColumn(idColumn!, chosen, toggle, t),
      ...rest.slice(0, 5),
      shelfColumn(t),
      ...rest.slice(5),
    ];
  }, [chosen, t]);

  return (
    <div>
      <ScreenHeading title={t('admin.storedTitle')}>{t('admin.storedIntro')}</ScreenHeading>
      <div className="mb-3 flex flex-wrap items-center justify-end gap-3">
        {chosen.size > 0 ? (
          <Button variant="ghost" onClick={() => setChosen(new Set())}>
            {t('admin.clearChoice')}
          </Button>
        ) : null}
        {chosen.size > 0 ? (
          <ButtonLink to={consolePaths.labels([...chosen])}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t('admin.printLabels', { count: chosen.size })}
          </ButtonLink>
        ) : (
          <p className="text-sm text-slate-600">{t('admin.chooseToPrint')}</p>
        )}
      </div>
      <AdminList
        list="stored"
        caption={t('admin.storedCaption')}
        columns={columns}
        rowKey={(row) => row._id}
        loadingText={t('admin.storedLoading')}
        emptyText={t('admin.storedEmpty')}
        errorTitle={t('admin.itemsLoadError')}
      />
      {selected ? (
        // A new key per item: closing and reopening starts with an empty handover form.
        <StoredItemDetails key={selected._id} report={selected} onClose={() => setSelected(null)} />
      ) : null}
    </div>
  );
}

function StoredItemDetails({ report, onClose }: { report: FoundReport; onClose: () => void }) {
  const t = useT();
  const [handingOver, setHandingOver] = useState(false);
  const navigate = useNavigate();

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('admin.storedDetails')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('admin.close')}
          </Button>
          <ButtonLink to={consolePaths.labels([report.reportId])} variant="secondary">
            <Printer className="h-4 w-4" aria-hidden="true" />
            {t('admin.printLabel')}
          </ButtonLink>
          {handingOver ? null : (
            <Button onClick={() => setHandingOver(true)}>{t('admin.handOverItem')}</Button>
          )}
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <FoundItemSection report={report} />
        <PersonSection title={t('admin.foundedBy')} person={report.reportedByUser} />
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
              void navigate(consolePaths.handoverReceipt(itemId));
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
