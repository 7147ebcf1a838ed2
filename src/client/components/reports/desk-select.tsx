import type { Desk } from '#shared/schemas/desk';
import { SelectField } from '#client/components/ui/form-field';
import { useMyDesks } from '#client/lib/desks';
import { useT } from '#client/lib/i18n';

interface DeskSelectProps {
  value: string;
  onChange: (deskId: string) => void;
  disabled?: boolean;
  /** Offered first with the value '': leave each item at the desk its report names. */
  ownDeskLabel?: string;
}

/**
 * Which desk keeps an item, for a store or an entry. With one desk there is
 * nothing to choose, so nothing is shown.
 */
export function DeskSelect({ value, onChange, disabled, ownDeskLabel }: DeskSelectProps) {
  const t = useT();
  const desks = useMyDesks();
  if (!desks.data || desks.data.length < 2) return null;
  return (
    <SelectField
      label={t('desks.storeAt')}
      hint={t('desks.storeAtHint')}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
    >
      {ownDeskLabel ? <option value="">{ownDeskLabel}</option> : null}
      {desks.data.map((desk) => (
        <option key={desk.id} value={desk.id}>
          {desk.name}
        </option>
      ))}
    </SelectField>
  );
}

/** The desk's shelves, offered as a shelf field's suggestions (its `list`). */
export function ShelfSuggestions({ id, deskId }: { id: string; deskId: string | undefined }) {
  const desks = useMyDesks();
  const desk: Desk | undefined = desks.data?.find((candidate) => candidate.id === deskId);
  return (
    <datalist id={id}>
      {desk?.shelves.map((shelf) => (
        <option key={shelf} value={shelf} />
      ))}
    </datalist>
  );
}
