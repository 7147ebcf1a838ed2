import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  DISPOSITION_LABELS,
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
import { formatDate } from '#client/lib/dates';
import { paths } from '#client/lib/paths';
import { useDisposeItem } from '#client/features/disposition/api/dispose-item';
import { useDispositionCount, useDispositionQueue } from '#client/features/disposition/api/disposition-queue';

function queueColumns(onRecord: (item: DispositionQueueItem) => void): Column<DispositionQueueItem>[] {
  return [
    {
      key: 'reportId',
      header: 'Item ID',
      cell: (row) => (
        <Link
          to={paths.admin.item(row.reportId)}
          className="text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          {row.reportId}
        </Link>
      ),
    },
    { key: 'item', header: 'Item', cell: (row) => row.itemName, wrap: true },
    { key: 'color', header: 'Color', cell: (row) => row.color },
    { key: 'found', header: 'Found Date', cell: (row) => formatDate(row.found_date) },
    { key: 'stored', header: 'Stored Date', cell: (row) => formatDate(row.storedAt) },
    { key: 'ended', header: 'Holding Ended', cell: (row) => formatDate(row.holdingEndedAt) },
    { key: 'shelf', header: 'Shelf or Bin', cell: (row) => row.storageLocation ?? 'N/A', wrap: true },
    { key: 'claims', header: 'Open Claims', cell: (row) => String(row.claimCount) },
    {
      key: 'record',
      header: 'Outcome',
      sticky: true,
      cell: (row) => (
        <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => onRecord(row)}>
          Record Outcome
          <span className="sr-only">
            {' '}
            of {row.itemName} ({row.reportId})
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
  const queue = useDispositionQueue();
  const count = useDispositionCount();
  const [recording, setRecording] = useState<DispositionQueueItem | null>(null);
  const columns = useMemo(() => queueColumns(setRecording), []);
  const days = count.data?.holdingPeriodDays;

  return (
    <div>
      <ScreenHeading title="Disposition Queue">
        {days
          ? `Items held for more than ${days} days without being collected.`
          : 'Items held past the holding period without being collected.'}{' '}
        Record what became of each one; it then leaves the storage lists.
        {count.data ? ` ${count.data.count} waiting.` : ''}
      </ScreenHeading>
      <PagedTable
        caption="Items past the holding period"
        query={queue}
        columns={columns}
        rowKey={(row) => row._id}
        loadingText="Loading the queue..."
        emptyText="Nothing to dispose of"
        emptyMessage="Every stored item is still within its holding period."
        errorTitle="Error Loading the Queue"
      />
      {recording ? (
        <RecordOutcomeDialog key={recording._id} item={recording} onClose={() => setRecording(null)} />
      ) : null}
    </div>
  );
}

function RecordOutcomeDialog({ item, onClose }: { item: DispositionQueueItem; onClose: () => void }) {
  const dispose = useDisposeItem();
  const [outcome, setOutcome] = useState<DispositionOutcome | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ outcome?: string | undefined; note?: string | undefined }>({});
  const outcomeErrorId = useId();

  const submit = () => {
    const problems = {
      outcome: outcome ? undefined : 'Please choose what happened to the item',
      note: note.trim() ? undefined : 'Please add a note: who took it, or a receipt number',
    };
    setErrors(problems);
    if (!outcome || problems.note) return;
    dispose.mutate(
      { reportId: item.reportId, outcome, note },
      {
        onSuccess: () => {
          toast.success(`${item.reportId} recorded as ${DISPOSITION_LABELS[outcome].toLowerCase()}.`);
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
      title="Record Outcome"
      description={`${item.itemName} (${item.reportId}), stored ${formatDate(item.storedAt)}${
        item.storageLocation ? ` on ${item.storageLocation}` : ''
      }.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={dispose.isPending}>
            Cancel
          </Button>
          <Button busy={dispose.isPending} onClick={submit}>
            {dispose.isPending ? 'Recording...' : 'Record Outcome'}
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
            {item.claimCount === 1
              ? 'One member has an open claim on this item. It will be closed and the member told.'
              : `${item.claimCount} members have open claims on this item. They will be closed and the members told.`}
          </p>
        ) : null}
        <fieldset
          aria-describedby={errors.outcome ? outcomeErrorId : undefined}
          className="flex flex-col gap-2"
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">
            What happened to it
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
                {DISPOSITION_LABELS[value]}
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
          label="Note"
          required
          hint="Who took it, a receipt or case number, or how it was destroyed."
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
