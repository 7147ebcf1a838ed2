import Plus from '~icons/lucide/plus';
import Trash from '~icons/lucide/trash-2';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import {
  deskInputSchema,
  PICKUP_SLOT_CAPACITY,
  PICKUP_SLOT_MINUTES,
  WEEKDAYS,
  type AdminDesk,
  type DeskInput,
} from '#shared/schemas/desk';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { failureText } from '#client/components/ui/form';
import { FormAlert } from '#client/components/ui/form-alert';
import { controlLookClass, TextAreaField, TextField } from '#client/components/ui/form-field';
import { describeDays } from '#client/lib/desks';
import { textOf, useT } from '#client/lib/i18n';
import { useSaveDesk } from '#client/features/desks/api/manage-desks';

interface HoursRow {
  days: number[];
  opens: string;
  closes: string;
}

/** What the form holds: numbers and lists as typed, turned into a desk on save. */
interface DeskDraft {
  name: string;
  place: string;
  latitude: string;
  longitude: string;
  weekly: HoursRow[];
  closedDates: string;
  shelves: string;
  pickupSlotMinutes: string;
  pickupSlotCapacity: string;
}

const draftOf = (desk: AdminDesk | null): DeskDraft => ({
  name: desk?.name ?? '',
  place: desk?.place ?? '',
  latitude: desk?.latitude === null || desk?.latitude === undefined ? '' : String(desk.latitude),
  longitude: desk?.longitude === null || desk?.longitude === undefined ? '' : String(desk.longitude),
  weekly: desk?.openingHours.weekly.map((row) => ({ ...row, days: [...row.days] })) ?? [
    { days: [0, 1, 2, 3, 4], opens: '09:00', closes: '17:00' },
  ],
  closedDates: desk?.openingHours.closedDates.join('\n') ?? '',
  shelves: desk?.shelves.join('\n') ?? '',
  pickupSlotMinutes: String(desk?.pickupSlotMinutes ?? PICKUP_SLOT_MINUTES.default),
  pickupSlotCapacity: String(desk?.pickupSlotCapacity ?? PICKUP_SLOT_CAPACITY.default),
});

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const coordinate = (text: string) => (text.trim() === '' ? null : Number(text.trim().replace(',', '.')));

/** A whole number as typed; anything else goes to the schema as it is, to be named there. */
const wholeNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));

const deskOf = (draft: DeskDraft): DeskInput => ({
  name: draft.name,
  place: draft.place,
  latitude: coordinate(draft.latitude),
  longitude: coordinate(draft.longitude),
  openingHours: { weekly: draft.weekly, closedDates: lines(draft.closedDates) },
  shelves: lines(draft.shelves),
  pickupSlotMinutes: wholeNumber(draft.pickupSlotMinutes),
  pickupSlotCapacity: wholeNumber(draft.pickupSlotCapacity),
});

interface DeskDialogProps {
  /** The desk to change; null adds one. */
  desk: AdminDesk | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Adds or changes a desk: name, place, map position, weekly hours, closed dates, pickup slots, shelves. */
export function DeskDialog({ desk, open, onOpenChange }: DeskDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={desk ? t('desks.editNamed', { name: desk.name }) : t('desks.addDesk')}
      size="lg"
    >
      {/* Opened afresh each time: a closed dialog's draft is let go. */}
      {open ? <DeskForm desk={desk} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function DeskForm({ desk, onDone }: { desk: AdminDesk | null; onDone: () => void }) {
  const t = useT();
  const save = useSaveDesk(desk?.id ?? null);
  const [draft, setDraft] = useState<DeskDraft>(() => draftOf(desk));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = <K extends keyof DeskDraft>(key: K, value: DeskDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setRow = (index: number, row: Partial<HoursRow>) =>
    set(
      'weekly',
      draft.weekly.map((current, at) => (at === index ? { ...current, ...row } : current)),
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = deskInputSchema.safeParse(deskOf(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        found[path] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(deskOf(draft));
    } catch (error) {
      setFailure(failureText(error, t('desks.saveFailed')));
      return;
    }
    toast.success(t('desks.saved'));
    onDone();
  };

  const error = (path: string) => errors[path];
  const rowError = (index: number) =>
    Object.entries(errors).find(([path]) => path.startsWith(`openingHours.weekly.${index}.`))?.[1];
  const closedError = Object.entries(errors).find(([path]) =>
    path.startsWith('openingHours.closedDates'),
  )?.[1];
  const shelvesError = Object.entries(errors).find(([path]) => path.startsWith('shelves'))?.[1];

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormAlert>{failure}</FormAlert>
      <TextField
        label={t('desks.fieldName')}
        required
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        error={error('name')}
      />
      <TextField
        label={t('desks.fieldPlace')}
        required
        hint={t('desks.placeHint')}
        value={draft.place}
        onChange={(event) => set('place', event.target.value)}
        error={error('place')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('desks.fieldLatitude')}
          inputMode="decimal"
          value={draft.latitude}
          onChange={(event) => set('latitude', event.target.value)}
          error={error('latitude')}
          hint={t('desks.positionHint')}
        />
        <TextField
          label={t('desks.fieldLongitude')}
          inputMode="decimal"
          value={draft.longitude}
          onChange={(event) => set('longitude', event.target.value)}
          error={error('longitude')}
        />
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-slate-800">{t('desks.hoursLegend')}</legend>
        <p className="text-xs text-slate-600">{t('desks.hoursHint')}</p>
        {draft.weekly.map((row, index) => (
          <div key={index} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
            <div
              className="flex flex-wrap gap-2"
              role="group"
              aria-label={describeDays(row.days) || t('desks.hoursLegend')}
            >
              {WEEKDAYS.map((day) => (
                <label key={day} className="flex items-center gap-1 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    checked={row.days.includes(day)}
                    onChange={(event) =>
                      setRow(index, {
                        days: event.target.checked
                          ? [...row.days, day].sort((a, b) => a - b)
                          : row.days.filter((other) => other !== day),
                      })
                    }
                  />
                  {describeDays([day])}
                </label>
              ))}
            </div>
            <div className="flex flex-wrap items-end gap-3">
              <label className="flex flex-col gap-1 text-sm text-slate-800">
                {t('desks.opens')}
                <input
                  type="time"
                  className={controlLookClass}
                  value={row.opens}
                  onChange={(event) => setRow(index, { opens: event.target.value })}
                />
              </label>
              <label className="flex flex-col gap-1 text-sm text-slate-800">
                {t('desks.closes')}
                <input
                  type="time"
                  className={controlLookClass}
                  value={row.closes}
                  onChange={(event) => setRow(index, { closes: event.target.value })}
                />
              </label>
              <Button
                variant="secondary"
                className="min-h-9 px-3 py-1"
                onClick={() =>
                  set(
                    'weekly',
                    draft.weekly.filter((_row, at) => at !== index),
                  )
                }
              >
                <Trash className="h-4 w-4" aria-hidden="true" />
                {t('desks.removeHoursRow')}
              </Button>
            </div>
            {rowError(index) ? (
              <p role="alert" className="text-sm text-red-700">
                {textOf(rowError(index)!)}
              </p>
            ) : null}
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() => set('weekly', [...draft.weekly, { days: [], opens: '09:00', closes: '17:00' }])}
          >
            <Plus className="h-4 w-4" aria-hidden="true" />
            {t('desks.addHoursRow')}
          </Button>
        </div>
      </fieldset>
      <TextAreaField
        label={t('desks.closedDates')}
        hint={t('desks.closedDatesHint')}
        value={draft.closedDates}
        onChange={(event) => set('closedDates', event.target.value)}
        error={closedError}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="text-sm font-medium text-slate-800">{t('desks.pickupLegend')}</legend>
        <p className="text-xs text-slate-600">{t('desks.pickupHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('desks.slotMinutes')}
            type="number"
            inputMode="numeric"
            min={PICKUP_SLOT_MINUTES.min}
            max={PICKUP_SLOT_MINUTES.max}
            step={5}
            value={draft.pickupSlotMinutes}
            onChange={(event) => set('pickupSlotMinutes', event.target.value)}
            error={error('pickupSlotMinutes')}
          />
          <TextField
            label={t('desks.slotCapacity')}
            type="number"
            inputMode="numeric"
            min={PICKUP_SLOT_CAPACITY.min}
            max={PICKUP_SLOT_CAPACITY.max}
            value={draft.pickupSlotCapacity}
            onChange={(event) => set('pickupSlotCapacity', event.target.value)}
            error={error('pickupSlotCapacity')}
          />
        </div>
      </fieldset>
      <TextAreaField
        label={t('desks.shelves')}
        hint={t('desks.shelvesHint')}
        value={draft.shelves}
        onChange={(event) => set('shelves', event.target.value)}
        error={shelvesError}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('desks.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending}>
          {save.isPending ? t('desks.saving') : t('desks.save')}
        </Button>
      </div>
    </form>
  );
}
