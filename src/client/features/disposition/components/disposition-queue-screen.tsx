import { useId, useMemo, useState } from 'react';
import { toast } from 'sonner';
import {
  DISPOSITION_OUTCOME_TEXT,
  DISPOSITION_OUTCOMES,
  MAX_DISPOSITION_NOTE,
  type DispositionOutcome,
  type DispositionQueueItem,
} from '#shared/schemas/disposition';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { Button } from '#client/components/ui/button';
import { AdminList } from '#client/components/admin-list/admin-list';
import { ChooseRowCell, ItemIdLink, useRowChoice } from '#client/components/admin-list/row-choice';
import { ButtonLink } from '#client/components/ui/button-link';
import type { Column } from '#client/components/ui/data-table';
import { Dialog } from '#client/components/ui/dialog';
import { TextAreaField } from '#client/components/ui/form-field';
import { ApiError } from '#client/lib/api-client';
import { formatDate, formatNumber } from '#client/lib/dates';
import { useT, type Translate } from '#client/lib/i18n';
import { useDisposeItem, useDisposeItems } from '#client/features/disposition/api/dispose-item';
import { useDispositionCount } from '#client/features/disposition/api/disposition-queue';
import { consolePaths } from '#client/lib/console-paths';

/** The chooser beside an item's ID: several chosen items get one outcome and one note. */
function chooseCell(
  row: DispositionQueueItem,
  chosen: Set<string>,
  toggle: (row: DispositionQueueItem) => void,
  t: Translate,
) {
  return (
    <ChooseRowCell
      label={t('disposition.chooseItem', { reportId: row.reportId })}
      checked={chosen.has(row.reportId)}
      onToggle={() => toggle(row)}
    >
      <ItemIdLink reportId={row.reportId} />
    </ChooseRowCell>
  );
}

function queueColumns(
  t: Translate,
  onRecord: (items: DispositionQueueItem[]) => void,
  chosen: Set<string>,
  toggle: (row: DispositionQueueItem) => void,
): Column<DispositionQueueItem>[] {
  return [
    {
      key: 'reportId',
      header: t('admin.colItemId'),
      sortKey: 'reportId',
      cell: (row) => chooseCell(row, chosen, toggle, t),
    },
    { key: 'item', header: t('admin.colItem'), sortKey: 'item', cell: (row) => row.itemName, wrap: true },
    { key: 'color', header: t('admin.colColor'), sortKey: 'color', cell: (row) => row.color },
    {
      key: 'found',
      header: t('admin.foundDate'),
      sortKey: 'date',
      cell: (row) => formatDate(row.found_date),
    },
    {
      key: 'location',
      header: t('admin.colLocation'),
      sortKey: 'location',
      cell: (row) => row.found_location,
      wrap: true,
    },
    { key: 'desk', header: t('disposition.colDesk'), cell: (row) => row.deskName, wrap: 'words' },
    {
      key: 'stored',
      header: t('admin.storedDate'),
      sortKey: 'stored',
      cell: (row) => formatDate(row.storedAt),
    },
    { key: 'ended', header: t('console.colHoldingEnded'), cell: (row) => formatDate(row.holdingEndedAt) },
    {
      key: 'shelf',
      header: t('admin.shelfOrBin'),
      cell: (row) => row.storageLocation ?? t('common.notAvailable'),
      wrap: true,
    },
    { key: 'claims', header: t('console.colOpenClaims'), cell: (row) => formatNumber(row.claimCount) },
    {
      key: 'record',
      header: t('admin.outcome'),
      sticky: true,
      cell: (row) => (
        <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => onRecord([row])}>
          {t('console.recordOutcome')}
          <span className="sr-only">
            {' '}
            {t('console.recordOutcomeOf', { itemName: row.itemName, reportId: row.reportId })}
          </span>
        </Button>
      ),
    },
  ];
}

/**
 * Items nobody collected within the holding period, longest held first, with
 * the admin lists' search, filters, order and export. An admin records what
 * became of one item, or of several chosen ones at once; they then leave storage.
 */
export function DispositionQueueScreen() {
  const t = useT();
  const count = useDispositionCount();
  const [recording, setRecording] = useState<DispositionQueueItem[] | null>(null);
  const choice = useRowChoice<DispositionQueueItem>();
  const { ids: chosenIds, toggle } = choice;
  const columns = useMemo(() => queueColumns(t, setRecording, chosenIds, toggle), [t, chosenIds, toggle]);
  const days = count.data?.holdingPeriodDays;

  return (
    <div>
      <ScreenHeading title={t('admin.navDispositionQueue')}>
        {days ? t('console.queueIntroDays', { days }) : t('console.queueIntro')}{' '}
        {t('console.queueIntroRecord')}
        {count.data ? ` ${t('console.queueWaiting', { count: count.data.count })}` : ''}
      </ScreenHeading>
      <div className="mb-3 flex flex-wrap items-center justify-end gap-3">
        <ButtonLink to={consolePaths.disposedItems} variant="ghost">
          {t('disposition.openRegister')}
        </ButtonLink>
        {choice.rows.length > 0 ? (
          <>
            <Button variant="ghost" onClick={choice.clear}>
              {t('admin.clearChoice')}
            </Button>
            <Button onClick={() => setRecording(choice.rows)}>
              {t('disposition.recordChosen', { count: choice.rows.length })}
            </Button>
          </>
        ) : (
          <p className="text-sm text-slate-600">{t('disposition.chooseToRecord')}</p>
        )}
      </div>
      <AdminList
        list="queue"
        caption={t('console.queueCaption')}
        columns={columns}
        rowKey={(row) => row._id}
        loadingText={t('console.queueLoading')}
        emptyText={t('console.queueEmpty')}
        emptyMessage={t('console.queueEmptyMessage')}
        errorTitle={t('console.queueError')}
      />
      {recording ? (
        <RecordOutcomeDialog
          key={recording.map((item) => item._id).join()}
          items={recording}
          onClose={() => setRecording(null)}
          onRecorded={choice.drop}
        />
      ) : null}
    </div>
  );
}

function RecordOutcomeDialog({
  items,
  onClose,
  onRecorded,
}: {
  items: DispositionQueueItem[];
  onClose: () => void;
  onRecorded: (reportIds: string[]) => void;
}) {
  const t = useT();
  const disposeOne = useDisposeItem();
  const disposeMany = useDisposeItems();
  const pending = disposeOne.isPending || disposeMany.isPending;
  const [item] = items;
  const several = items.length > 1;
  const openClaims = items.reduce((sum, each) => sum + each.claimCount, 0);
  const [outcome, setOutcome] = useState<DispositionOutcome | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string | undefined; note?: string | undefined }>({});
  const outcomeErrorId = useId();

  const submit = () => {
    const problems = {
      outcome: outcome ? undefined : t('console.chooseOutcome'),
      note: note.trim() ? undefined : t('console.noteRequired'),
    };
    setErrors(problems);
    if (!outcome || problems.note || !item) return;
    const outcomeText = t(DISPOSITION_OUTCOME_TEXT[outcome]).toLowerCase();
    const onError = (error: Error) => {
      toast.error(error.message);
      // Someone else recorded one or handed it over: the refreshed queue shows where it is.
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) onClose();
    };
    const reportIds = items.map((each) => each.reportId);
    if (!several) {
      disposeOne.mutate(
        { reportId: item.reportId, outcome, note },
        {
          onSuccess: () => {
            toast.success(t('console.recordedAs', { reportId: item.reportId, outcome: outcomeText }));
            onRecorded(reportIds);
            onClose();
          },
          onError,
        },
      );
      return;
    }
    disposeMany.mutate(
      { reportIds, outcome, note },
      {
        onSuccess: (answer) => {
          toast.success(t('disposition.recordedSeveral', { count: answer.count, outcome: outcomeText }));
          onRecorded(reportIds);
          onClose();
        },
        onError,
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={t('console.recordOutcome')}
      description={
        several || !item
          ? t('disposition.recordSeveralDescription', {
              count: items.length,
              reportIds: items.map((each) => each.reportId).join(', '),
            })
          : item.storageLocation
            ? t('console.recordDescriptionShelf', {
                itemName: item.itemName,
                reportId: item.reportId,
                date: formatDate(item.storedAt),
                shelf: item.storageLocation,
              })
            : t('console.recordDescription', {
                itemName: item.itemName,
                reportId: item.reportId,
                date: formatDate(item.storedAt),
              })
      }
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {t('console.cancel')}
          </Button>
          <Button busy={pending} onClick={submit}>
            {pending ? t('console.recording') : t('console.recordOutcome')}
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
        {openClaims > 0 ? (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {several
              ? t('disposition.openClaimsSeveral', { count: openClaims })
              : t('console.openClaims', { count: openClaims })}
          </p>
        ) : null}
        <fieldset
          aria-describedby={errors.outcome ? outcomeErrorId : undefined}
          className="flex flex-col gap-2"
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">
            {t('console.whatHappened')}
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {DISPOSITION_OUTCOMES.map((value) => (
              <label
                key={value}
                className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="outcome"
                  value={value}
                  className="accent-brand-700"
                  checked={outcome === value}
                  disabled={pending}
                  onChange={() => setOutcome(value)}
                />
                {t(DISPOSITION_OUTCOME_TEXT[value])}
              </label>
            ))}
          </div>
          {errors.outcome ? (
            <p id={outcomeErrorId} role="alert" className="text-sm text-red-700">
              {errors.outcome}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          label={t('admin.note')}
          required
          hint={t('console.noteHint')}
          maxLength={MAX_DISPOSITION_NOTE}
          value={note}
          disabled={pending}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
