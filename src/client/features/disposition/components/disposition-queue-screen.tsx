import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  DISPOSITION_OUTCOMES,
  MAX_DISPOSITION_NOTE,
  type DispositionOutcome,
  type DispositionQueueItem,
} from '#shared/schemas/disposition';
import { ScreenHeading } from '#client/components/layout/screen-heading';
import { Button } from '#client/components/ui/button';
import { PagedTable, type Column } from '#client/components/ui/data-table';
import { Dialog } from '#client/components/ui/dialog';
import { TextAreaField } from '#client/components/ui/form-field';
import { ApiError } from '#client/lib/api-client';
import { formatDate, formatNumber } from '#client/lib/dates';
import { paths } from '#client/lib/paths';
import { OUTCOME_TEXT } from '#client/lib/disposition-outcomes';
import { useT, type Translate } from '#client/lib/i18n';
import { useDisposeItem } from '#client/features/disposition/api/dispose-item';
import { useDispositionCount, useDispositionQueue } from '#client/features/disposition/api/disposition-queue';

function queueColumns(
  t: Translate,
  onRecord: (item: DispositionQueueItem) => void,
): Column<DispositionQueueItem>[] {
  return [
    {
      key: 'reportId',
      header: t('admin.colItemId'),
      cell: (row) => (
        <Link
          to={paths.admin.item(row.reportId)}
          className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {row.reportId}
        </Link>
      ),
    },
    { key: 'item', header: t('admin.colItem'), cell: (row) => row.itemName, wrap: true },
    { key: 'color', header: t('admin.colColor'), cell: (row) => row.color },
    { key: 'found', header: t('admin.foundDate'), cell: (row) => formatDate(row.found_date) },
    { key: 'stored', header: t('admin.storedDate'), cell: (row) => formatDate(row.storedAt) },
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
        <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => onRecord(row)}>
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
 * Items nobody collected within the holding period, longest held first. An
 * admin records what became of each; it then leaves storage.
 */
export function DispositionQueueScreen() {
  const t = useT();
  const queue = useDispositionQueue();
  const count = useDispositionCount();
  const [recording, setRecording] = useState<DispositionQueueItem | null>(null);
  const columns = useMemo(() => queueColumns(t, setRecording), [t]);
  const days = count.data?.holdingPeriodDays;

  return (
    <div>
      <ScreenHeading title={t('admin.navDispositionQueue')}>
        {days ? t('console.queueIntroDays', { days }) : t('console.queueIntro')}{' '}
        {t('console.queueIntroRecord')}
        {count.data ? ` ${t('console.queueWaiting', { count: count.data.count })}` : ''}
      </ScreenHeading>
      <PagedTable
        caption={t('console.queueCaption')}
        query={queue}
        columns={columns}
        rowKey={(row) => row._id}
        loadingText={t('console.queueLoading')}
        emptyText={t('console.queueEmpty')}
        emptyMessage={t('console.queueEmptyMessage')}
        errorTitle={t('console.queueError')}
      />
      {recording ? (
        <RecordOutcomeDialog key={recording._id} item={recording} onClose={() => setRecording(null)} />
      ) : null}
    </div>
  );
}

function RecordOutcomeDialog({ item, onClose }: { item: DispositionQueueItem; onClose: () => void }) {
  const t = useT();
  const dispose = useDisposeItem();
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
    if (!outcome || problems.note) return;
    dispose.mutate(
      { reportId: item.reportId, outcome, note },
      {
        onSuccess: () => {
          toast.success(
            t('console.recordedAs', {
              reportId: item.reportId,
              outcome: t(OUTCOME_TEXT[outcome]).toLowerCase(),
            }),
          );
          onClose();
        },
        onError: (error) => {
          toast.error(error.message);
          // Someone else recorded it or handed it over: the refreshed queue shows where it is.
          if (error instanceof ApiError && error.status === 409) onClose();
        },
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !dispose.isPending) onClose();
      }}
      title={t('console.recordOutcome')}
      description={
        item.storageLocation
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
          <Button variant="secondary" onClick={onClose} disabled={dispose.isPending}>
            {t('console.cancel')}
          </Button>
          <Button busy={dispose.isPending} onClick={submit}>
            {dispose.isPending ? t('console.recording') : t('console.recordOutcome')}
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
        {item.claimCount > 0 ? (
          <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('console.openClaims', { count: item.claimCount })}
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
                  disabled={dispose.isPending}
                  onChange={() => setOutcome(value)}
                />
                {t(OUTCOME_TEXT[value])}
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
          disabled={dispose.isPending}
          error={errors.note}
          onChange={(event) => setNote(event.target.value)}
        />
      </form>
    </Dialog>
  );
}
