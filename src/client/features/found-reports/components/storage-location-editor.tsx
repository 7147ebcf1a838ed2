import { useId, useState } from 'react';
import { toast } from 'sonner';
import { MAX_STORAGE_LOCATION } from '#shared/schemas/storage';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { useSetStorageLocation } from '#client/features/found-reports/api/set-storage-location';

/**
 * Where a stored item sits, and moving it: the shelf or bin shows as text with
 * a Change button; while changing, Enter saves and Cancel keeps the old place.
 */
export function StorageLocationEditor({
  reportId,
  storageLocation,
  editable,
}: {
  reportId: string;
  storageLocation: string | null;
  /** Only an item still in storage can move. */
  editable: boolean;
}) {
  const [saved, setSaved] = useState(storageLocation);
  const [draft, setDraft] = useState<string | null>(null);
  const save = useSetStorageLocation();
  const headingId = useId();

  const submit = () => {
    if (draft === null) return;
    save.mutate(
      { reportId, storageLocation: draft },
      {
        onSuccess: (result) => {
          setSaved(result.storageLocation);
          setDraft(null);
          toast.success(
            result.storageLocation
              ? `${reportId} is now on ${result.storageLocation}.`
              : 'Shelf or bin cleared.',
          );
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        Shelf or Bin
      </h3>
      {draft === null ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-900">{saved ?? 'Not recorded'}</p>
          {editable ? (
            <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => setDraft(saved ?? '')}>
              {saved ? 'Change' : 'Record'}
              <span className="sr-only"> the shelf or bin of {reportId}</span>
            </Button>
          ) : null}
        </div>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="min-w-48 flex-1">
            <TextField
              label="New shelf or bin"
              autoFocus
              autoComplete="off"
              maxLength={MAX_STORAGE_LOCATION}
              value={draft}
              disabled={save.isPending}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="ghost" disabled={save.isPending} onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </form>
      )}
    </section>
  );
}
