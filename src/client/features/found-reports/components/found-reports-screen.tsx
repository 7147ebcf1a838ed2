import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { FoundReport } from '#shared/schemas/found-report';
import { MAX_STORAGE_LOCATION } from '#shared/schemas/storage';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { Dialog } from '#client/components/ui/dialog';
import { ApiError } from '#client/lib/api-client';
import { useSession } from '#client/lib/session';
import { useStoreFoundReport } from '#client/features/found-reports/api/store-found-report';
import { FoundItemSection, PersonSection } from '#client/components/reports/detail-sections';
import { reportedFoundColumns } from '#client/components/reports/report-columns';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { AdminList } from '#client/components/admin-list/admin-list';
import { useT } from '#client/lib/i18n';
import { DeskSelect, ShelfSuggestions } from '#client/components/reports/desk-select';
import { ItemHistory } from './item-history';

/** Spec screen 18: found reports waiting for the item to reach security. */
export function FoundReportsScreen() {
  const t = useT();
  const [selected, setSelected] = useState<FoundReport | null>(null);
  const columns = useMemo(() => reportedFoundColumns(setSelected, t), [t]);

  return (
    <div>
      <ScreenHeading title={t('admin.foundReportsTitle')}>{t('admin.foundReportsIntro')}</ScreenHeading>
      <AdminList
        list="reported"
        caption={t('admin.foundReportsCaption')}
        columns={columns}
        rowKey={(row) => row._id}
        loadingText={t('admin.foundReportsLoading')}
        emptyText={t('admin.foundReportsEmpty')}
        errorTitle={t('admin.foundReportsError')}
      />
      {selected ? <FoundReportDetails report={selected} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}

function FoundReportDetails({ report, onClose }: { report: FoundReport; onClose: () => void }) {
  const t = useT();
  const { user } = useSession();
  const store = useStoreFoundReport();
  const [storageLocation, setStorageLocation] = useState('');
  const [deskId, setDeskId] = useState(report.deskId);
  const shelvesId = useId();

  const markStored = () =>
    store.mutate(
      { reportId: report.reportId, storedBy: user?.email, storageLocation, deskId },
      {
        onSuccess: () => {
          toast.success(t('toasts.itemStored'));
          onClose();
        },
        // A 409 says why (another admin stored it first); show the server's words.
        onError: (error) => {
          toast.error(error.message);
          if (error instanceof ApiError && error.status === 409) onClose();
        },
      },
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !store.isPending) onClose();
      }}
      title={t('admin.foundReportDetails')}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={store.isPending}>
            {t('admin.close')}
          </Button>
          <Button busy={store.isPending} onClick={markStored}>
            {store.isPending ? t('admin.storing') : t('admin.itemStored')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        <PersonSection title={t('admin.reportedBy')} person={report.reportedByUser} />
        <FoundItemSection report={report} />
        <DeskSelect value={deskId} onChange={setDeskId} disabled={store.isPending} />
        <ShelfSuggestions id={shelvesId} deskId={deskId} />
        <TextField
          list={shelvesId}
          label={t('admin.shelfOrBin')}
          hint={t('admin.shelfHint')}
          maxLength={MAX_STORAGE_LOCATION}
          autoComplete="off"
          value={storageLocation}
          disabled={store.isPending}
          onChange={(event) => setStorageLocation(event.target.value)}
        />
        <ItemHistory id={report._id} reportId={report.reportId} />
      </div>
    </Dialog>
  );
}
