import { useId } from 'react';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useDesks } from '#client/lib/desks';
import { useT } from '#client/lib/i18n';

/**
 * The desks desk staff work at, as checkboxes (Tab between them, Space to tick), with the
 * desks' own loading and failure shown in place: creating staff and changing their desks both ask it.
 */
export function StaffDesksField({
  chosen,
  onChange,
  error,
  disabled = false,
}: {
  chosen: string[];
  onChange: (deskIds: string[]) => void;
  error: string | undefined;
  disabled?: boolean;
}) {
  const t = useT();
  const desks = useDesks();
  const errorId = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="text-sm font-medium text-slate-800">{t('desks.staffDesksLegend')}</legend>
      {desks.isPending ? <Spinner size="sm" label={t('desks.desksLoading')} /> : null}
      {desks.isError ? (
        <div className="flex flex-wrap items-center gap-2 text-sm text-red-700">
          {t('desks.desksLoadFailed')}
          <Button variant="secondary" className="min-h-8 px-3 py-1" onClick={() => void desks.refetch()}>
            {t('console.tryAgain')}
          </Button>
        </div>
      ) : null}
      {desks.data?.map((desk) => (
        <label key={desk.id} className="flex min-h-8 items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            checked={chosen.includes(desk.id)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, desk.id] : chosen.filter((other) => other !== desk.id),
              )
            }
          />
          {desk.name}
        </label>
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
