import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { FoundReport } from '#shared/schemas/found-report';
import { MAX_STORAGE_LOCATION } from '#shared/schemas/storage';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { Dialog } from '#client/components/ui/dialog';
import { ButtonLink } from '#client/components/ui/button-link';
import type { Column } from '#client/components/ui/data-table';
import { ApiError } from '#client/lib/api-client';
import { useSession } from '#client/lib/session';
import { useStoreFoundReport } from '#client/features/found-reports/api/store-found-report';
import { FoundItemSection, PersonSection } from '#client/components/reports/detail-sections';
import { reportedFoundColumns } from '#client/components/reports/report-columns';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { AdminList } from '#client/components/admin-list/admin-list';
import { ChooseRowCell, useRowChoice } from '#client/components/admin-list/row-choice';
import { consolePaths } from '#client/lib/console-paths';
import { useMyDesks } from '#client/lib/desks';
import { useStoreMany } from '#client/features/found-reports/api/store-many';
import { useT } from '#client/lib/i18n';
import { DeskSelect, ShelfSuggestions } from '#client/components/reports/desk-select';
import { ItemHistory } from './item-history';

/**
 * Spec screen 18: found reports waiting for the item to reach security. Items
 * brought in together are chosen by their check boxes and stored on one shelf.
 */
export function FoundReportsScreen() {
  const t = useT();
  const [selected, setSelected] = useState<FoundReport | null>(null);
  const [storing, setStoring] = useState(false);
  const [stored, setStored] = useState<StoredMany | null>(null);
  const choice = useRowChoice<FoundReport>();
  const { ids: chosenIds, toggle } = choice;
  const columns = useMemo(() => {
    const [first, ...rest] = reportedFoundColumns(setSelected, t);
    const choose: Column<FoundReport> = {
      ...first!,
      cell: (row) => (
        <ChooseRowCell
          label={t('intake.chooseItem', { reportId: row.reportId })}
          checked={chosenIds.has(row.reportId)}
          onToggle={() => toggle(row)}
        >
          {row.reportId}
        </ChooseRowCell>
      ),
    };
    return [choose, ...rest];
  }, [t, chosenIds, toggle]);
  const count = choice.rows.length;

  return (
    <div className={count > 0 ? 'pb-24 sm:pb-0' : undefined}>
      <ScreenHeading title={t('admin.foundReportsTitle')}>{t('admin.foundReportsIntro')}</ScreenHeading>
      {stored ? <StoredManyNotice stored={stored} onDismiss={() => setStored(null)} /> : null}
      {/* On a phone the chosen items' actions stay at the bottom of the screen while the list scrolls. */}
      <div
        className={
          count > 0
            ? 'fixed inset-x-0 bottom-0 z-20 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-white px-4 py-3 shadow-lg sm:static sm:mb-3 sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none'
            : 'mb-3 flex justify-end'
        }
      >
        {count > 0 ? (
          <>
            <p className="mr-auto text-sm text-slate-700" aria-live="polite">
              {t('intake.chosenCount', { count })}
            </p>
            <Button variant="ghost" onClick={choice.clear}>
              {t('admin.clearChoice')}
            </Button>
            <Button onClick={() => setStoring(true)}>{t('intake.storeChosen', { count })}</Button>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('intake.bulkHint')}</p>
        )}
      </div>
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
      {storing && count > 0 ? (
        <StoreManyDialog
          items={choice.rows}
          onLeaveOut={choice.drop}
          onClose={() => setStoring(false)}
          onStored={(result) => {
            setStored(result);
            choice.clear();
            setStoring(false);
          }}
        />
      ) : null}
    </div>
  );
}

/** The shelf or bin an item goes on, offered the desk's own shelves. */
function ShelfField({
  deskId,
  value,
  onChange,
  disabled,
}: {
  deskId: string | undefined;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const t = useT();
  const shelvesId = useId();
  return (
    <>
      <ShelfSuggestions id={shelvesId} deskId={deskId} />
      <TextField
        list={shelvesId}
        label={t('admin.shelfOrBin')}
        hint={t('admin.shelfHint')}
        maxLength={MAX_STORAGE_LOCATION}
        autoComplete="off"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

interface StoredMany {
  reportIds: string[];
  shelf: string;
  deskName: string | null;
}

/** What a bulk store did, until dismissed: which items, where, and their labels to print. */
function StoredManyNotice({ stored, onDismiss }: { stored: StoredMany; onDismiss: () => void }) {
  const t = useT();
  return (
    <div
      role="status"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      <p className="mr-auto min-w-0 flex-1 basis-64">
        {t('intake.storedMany', { count: stored.reportIds.length, reportIds: stored.reportIds.join(', ') })}
        {stored.deskName ? ` ${t('intake.storedAtDesk', { desk: stored.deskName })}` : ''}
        {stored.shelf ? ` ${t('intake.storedOnShelf', { shelf: stored.shelf })}` : ''}
      </p>
      <ButtonLink to={consolePaths.labels(stored.reportIds)} variant="secondary">
        {t('intake.printLabels')}
      </ButtonLink>
      <Button variant="ghost" onClick={onDismiss}>
        {t('admin.close')}
      </Button>
    </div>
  );
}

/** The chosen items' one desk and shelf, confirmed: every item is stored, or none. */
function StoreManyDialog({
  items,
  onLeaveOut,
  onClose,
  onStored,
}: {
  items: FoundReport[];
  onLeaveOut: (reportIds: string[]) => void;
  onClose: () => void;
  onStored: (stored: StoredMany) => void;
}) {
  const t = useT();
  const desks = useMyDesks();
  const store = useStoreMany();
  const [oneDesk] = new Set(items.map((item) => item.deskId));
  const sameDesk = items.every((item) => item.deskId === oneDesk);
  // Items of one desk stay there unless another is chosen; items of several keep their own.
  const [deskId, setDeskId] = useState(sameDesk ? (oneDesk ?? '') : '');
  const [storageLocation, setStorageLocation] = useState('');
  const [failure, setFailure] = useState<{ message: string; reportIds: string[] } | null>(null);
  const shelfFor = deskId || (sameDesk ? oneDesk : undefined);

  const submit = () => {
    setFailure(null);
    const reportIds = items.map((item) => item.reportId);
    const shelf = storageLocation.trim();
    store.mutate(
      { reportIds, storageLocation: shelf || null, ...(deskId ? { deskId } : {}) },
      {
        onSuccess: (answer) => {
          const deskName = deskId
            ? (desks.data?.find((desk) => desk.id === deskId)?.name ?? null)
            : sameDesk
              ? (items[0]?.deskName ?? null)
              : null;
          onStored({ reportIds: answer.stored, shelf, deskName });
        },
        onError: (error) => {
          // The answer names the items that stopped it (stored meanwhile, or gone): offer to leave them out.
          const named = error instanceof ApiError ? String(error.values?.ids ?? '') : '';
          setFailure({
            message: error.message,
            reportIds: reportIds.filter((id) => named.split(/,\s*/).includes(id)),
          });
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !store.isPending) onClose();
      }}
      title={t('intake.storeManyTitle')}
      description={t('intake.storeManyDescription', { count: items.length })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={store.isPending}>
            {t('console.cancel')}
          </Button>
          <Button busy={store.isPending} onClick={submit}>
            {store.isPending ? t('admin.storing') : t('intake.storeManyConfirm', { count: items.length })}
          </Button>
        </>
      }
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <ul
          aria-label={t('intake.chosenItems')}
          className="max-h-40 overflow-y-auto rounded-lg border border-slate-200 text-sm"
        >
          {items.map((item) => (
            <li
              key={item.reportId}
              className={`flex flex-wrap gap-x-2 border-b border-slate-100 px-3 py-1.5 last:border-0 ${
                failure?.reportIds.includes(item.reportId) ? 'bg-red-50 text-red-900' : 'text-slate-800'
              }`}
            >
              <span className="font-medium">{item.reportId}</span>
              <span className="min-w-0 break-words">{item.itemName}</span>
              <span className="text-slate-600">{item.deskName}</span>
            </li>
          ))}
        </ul>
        <DeskSelect
          value={deskId}
          onChange={setDeskId}
          disabled={store.isPending}
          ownDeskLabel={sameDesk ? undefined : t('intake.eachOwnDesk')}
        />
        <ShelfField
          deskId={shelfFor}
          value={storageLocation}
          onChange={setStorageLocation}
          disabled={store.isPending}
        />
        {failure ? (
          <div
            role="alert"
            className="flex flex-col gap-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900"
          >
            <p>{failure.message}</p>
            {failure.reportIds.length > 0 && failure.reportIds.length < items.length ? (
              <Button
                variant="secondary"
                className="self-start"
                onClick={() => {
                  onLeaveOut(failure.reportIds);
                  setFailure(null);
                }}
              >
                {t('intake.leaveOut', { count: failure.reportIds.length })}
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}

function FoundReportDetails({ report, onClose }: { report: FoundReport; onClose: () => void }) {
  const t = useT();
  const { person } = useSession();
  const store = useStoreFoundReport();
  const [storageLocation, setStorageLocation] = useState('');
  const [deskId, setDeskId] = useState(report.deskId);

  const markStored = () =>
    store.mutate(
      { reportId: report.reportId, storedBy: person?.email, storageLocation, deskId },
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
        <ShelfField
          deskId={deskId}
          value={storageLocation}
          onChange={setStorageLocation}
          disabled={store.isPending}
        />
        <ItemHistory id={report._id} reportId={report.reportId} />
      </div>
    </Dialog>
  );
}
