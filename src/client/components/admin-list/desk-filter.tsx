import { controlClass } from '#client/components/ui/form-field';
import { useMyDesks } from '#client/lib/desks';
import { useT } from '#client/lib/i18n';

/**
 * One desk's rows, or every desk's: the console's lists and Today's Pickups.
 * Shown once the reader has more than one desk (or a link names one).
 */
export function DeskFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string | undefined;
  onChange: (desk: string | undefined) => void;
}) {
  const t = useT();
  const desks = useMyDesks();
  if (!desks.data || (desks.data.length < 2 && !value)) return null;
  return (
    <div className="flex w-full flex-col gap-1 sm:w-52">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {t('desks.filterLabel')}
      </label>
      <select
        id={id}
        className={controlClass}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('desks.filterAll')}</option>
        {desks.data.map((desk) => (
          <option key={desk.id} value={desk.id}>
            {desk.name}
          </option>
        ))}
      </select>
    </div>
  );
}
