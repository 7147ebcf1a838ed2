import { useId, useState } from 'react';
import { toast } from 'sonner';
import { MAX_STORAGE_LOCATION } from '#shared/schemas/storage';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { useSetStorageLocation } from '#client/features/found-reports/api/set-storage-location';
import { useT } from '#client/lib/i18n';
import { SectionHeading } from '#client/components/reports/detail-sections';

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
  const t = useT();
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
              ? t('console.movedTo', { reportId, shelf: result.storageLocation })
              : t('console.shelfCleared'),
          );
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 border-t border-slate-200 pt-4">
      <SectionHeading id={headingId}>{t('admin.shelfOrBin')}</SectionHeading>
      {draft === null ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-slate-900">{saved ?? t('console.notRecorded')}</p>
          {editable ? (
            <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => setDraft(saved ?? '')}>
              {saved ? t('console.change') : t('console.record')}
              <span className="sr-only"> {t('console.shelfOf', { reportId })}</span>
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
              label={t('console.newShelf')}
              autoFocus
              autoComplete="off"
              maxLength={MAX_STORAGE_LOCATION}
              value={draft}
              disabled={save.isPending}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t('console.saving') : t('console.save')}
          </Button>
          <Button variant="ghost" disabled={save.isPending} onClick={() => setDraft(null)}>
            {t('console.cancel')}
          </Button>
        </form>
      )}
    </section>
  );
}
