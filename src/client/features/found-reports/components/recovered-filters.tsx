import { useId, useState, type FormEvent } from 'react';
import { CATEGORY_CHIP_KEYS, CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { MAX_LOCATION } from '#shared/constants/limits';
import { controlClass } from '#client/components/ui/form-field';
import { useT } from '#client/lib/i18n';
import type { RecoveredFilters } from '#client/lib/query-keys';
import { PHOTO_COLOUR_KEYS, PHOTO_COLOURS } from '#client/features/found-reports/lib/photo-colour';

type ChosenFilters = Pick<RecoveredFilters, 'category' | 'color' | 'place'>;

interface RecoveredFiltersProps {
  value: ChosenFilters;
  onChoose: (next: ChosenFilters) => void;
}

const labelClass = 'text-sm font-medium text-slate-800';

/**
 * Category, colour and place for Recovered Items (decision 0071). A category or
 * colour applies as it is chosen; a place as it is sent (Enter, a phone's Search
 * key) or left, so each letter typed does not ask the server again.
 */
export function RecoveredItemFilters({ value, onChoose }: RecoveredFiltersProps) {
  const t = useT();
  const id = useId();
  const [place, setPlace] = useState(value.place ?? '');
  const [applied, setApplied] = useState(value.place);
  // The place can change from outside: back and forward, Clear Filters.
  if (applied !== value.place) {
    setApplied(value.place);
    setPlace(value.place ?? '');
  }
  const applyPlace = () => {
    const typed = place.trim() || undefined;
    if (typed !== value.place) onChoose({ place: typed });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyPlace();
  };

  return (
    <form
      role="search"
      aria-label={t('items.filtersLegend')}
      onSubmit={submit}
      className="grid max-w-3xl flex-1 grid-cols-2 gap-3 lg:grid-cols-3"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-category`} className={labelClass}>
          {t('items.category')}
        </label>
        <select
          id={`${id}-category`}
          className={controlClass}
          value={value.category ?? ''}
          onChange={(event) => onChoose({ category: event.target.value || undefined })}
        >
          <option value="">{t('items.anyCategory')}</option>
          {CATEGORY_CHIPS.map((category) => (
            <option key={category} value={category}>
              {t(CATEGORY_CHIP_KEYS[category])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={`${id}-color`} className={labelClass}>
          {t('items.color')}
        </label>
        <select
          id={`${id}-color`}
          className={controlClass}
          value={value.color ?? ''}
          onChange={(event) => onChoose({ color: event.target.value || undefined })}
        >
          <option value="">{t('items.anyColour')}</option>
          {PHOTO_COLOURS.map((colour) => (
            <option key={colour} value={colour}>
              {t(PHOTO_COLOUR_KEYS[colour])}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex min-w-0 flex-col gap-1 lg:col-span-1">
        <label htmlFor={`${id}-place`} className={labelClass}>
          {t('items.place')}
        </label>
        <input
          id={`${id}-place`}
          type="search"
          enterKeyHint="search"
          className={controlClass}
          value={place}
          maxLength={MAX_LOCATION}
          placeholder={t('items.placeHint')}
          onChange={(event) => {
            setPlace(event.target.value);
            // Emptied (the field's own clear button, or every letter deleted): the whole list again.
            if (!event.target.value && value.place) onChoose({ place: undefined });
          }}
          onBlur={applyPlace}
        />
      </div>
    </form>
  );
}
