import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { CATEGORY_CHIP_KEYS } from '#shared/constants/category-chips';
import { messageRef } from '#shared/i18n/message-key';
import { quickIntakeSchema, type FounderLookup, type QuickIntakePayload } from '#shared/schemas/quick-intake';
import { MAX_STORAGE_LOCATION } from '#shared/schemas/storage';
import type { Desk } from '#shared/schemas/desk';
import { Button } from '#client/components/ui/button';
import { Form, type FormApi } from '#client/components/ui/form';
import { TextAreaField, TextField } from '#client/components/ui/form-field';
import { ImageUpload, type ImageUploadHandle } from '#client/components/images/image-upload';
import { DeskSelect, ShelfSuggestions } from '#client/components/reports/desk-select';
import { ApiError } from '#client/lib/api-client';
import { useT } from '#client/lib/i18n';
import { useSession } from '#client/lib/session';
import { dropDraft, keepDraft, readDraft } from '#client/lib/session-draft';
import {
  lookUpFounder,
  useCategorySuggestion,
  useQuickIntake,
} from '#client/features/found-reports/api/quick-intake';
import { colourOfPhoto, PHOTO_COLOUR_KEYS } from '#client/features/found-reports/lib/photo-colour';
import { consolePaths } from '#client/lib/console-paths';

const FOUNDER_MODES = ['lookup', 'anonymous', 'staff'] as const;
type FounderMode = (typeof FOUNDER_MODES)[number];

/** The form is flat; the call nests the founder. The item's rules and messages are the shared schema's. */
const formSchema = quickIntakeSchema
  .omit({ founder: true })
  .extend({ founderMode: z.enum(FOUNDER_MODES), founderKey: z.string().trim() })
  .superRefine((values, context) => {
    if (values.founderMode === 'lookup' && values.founderKey === '')
      context.addIssue({
        code: 'custom',
        path: ['founderKey'],
        message: messageRef('intake.founderKeyRequired'),
      });
  });

type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const toPayload = (values: FormOutput): QuickIntakePayload => ({
  itemName: values.itemName,
  color: values.color,
  found_location: values.found_location,
  item_description: values.item_description,
  imageUrl: values.imageUrl,
  storageLocation: values.storageLocation,
  deskId: values.deskId,
  founder:
    values.founderMode === 'lookup'
      ? { kind: 'lookup', key: values.founderKey }
      : { kind: values.founderMode },
});

/** What the next item starts with: the desk, shelf and kind of founder of the last one. */
interface KeptPlace {
  deskId: string;
  storageLocation: string;
  founderMode: FounderMode;
}

const PLACE_KEY = 'clf-quick-intake-place';
const DRAFT = 'quick-intake';

function readPlace(): Partial<KeptPlace> {
  try {
    return JSON.parse(localStorage.getItem(PLACE_KEY) ?? '{}') as Partial<KeptPlace>;
  } catch {
    return {};
  }
}

function keepPlace(place: KeptPlace): void {
  try {
    localStorage.setItem(PLACE_KEY, JSON.stringify(place));
  } catch {
    // Storage blocked: the next item starts at the first desk, nothing else is lost.
  }
}

const blank = (place: KeptPlace): FormInput => ({
  itemName: '',
  color: '',
  found_location: '',
  item_description: '',
  imageUrl: null,
  storageLocation: place.storageLocation,
  deskId: place.deskId,
  founderMode: place.founderMode,
  founderKey: '',
});

/** The chip members will find the item under, as the name is typed. */
function CategoryHint({ form }: { form: FormApi<FormInput, FormOutput> }) {
  const t = useT();
  const name = useWatch({ control: form.control, name: 'itemName' }) ?? '';
  const [settled, setSettled] = useState(name);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(name), 250);
    return () => clearTimeout(timer);
  }, [name]);
  const suggestion = useCategorySuggestion(settled);
  const show = name.trim().length >= 2 && suggestion.data !== undefined;
  return (
    <p className="min-h-5 text-sm text-slate-700" aria-live="polite" data-testid="intake-category">
      {show
        ? suggestion.data.category
          ? t('intake.category', { category: t(CATEGORY_CHIP_KEYS[suggestion.data.category]) })
          : t('intake.noCategory')
        : null}
    </p>
  );
}

/** One field that finds the founder; Enter there looks them up rather than saving. */
function FounderLookupField({ form }: { form: FormApi<FormInput, FormOutput> }) {
  const t = useT();
  const [found, setFound] = useState<{ key: string; person: FounderLookup } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useWatch({ control: form.control, name: 'founderKey' }) ?? '';

  const find = async () => {
    const wanted = key.trim();
    if (!wanted) return;
    setBusy(true);
    setProblem(null);
    try {
      setFound({ key: wanted, person: await lookUpFounder(wanted) });
    } catch (error) {
      setFound(null);
      setProblem(error instanceof ApiError && error.status < 500 ? error.message : t('intake.lookupFailed'));
    } finally {
      setBusy(false);
    }
  };

  const person = found && found.key === key.trim() ? found.person : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-end gap-2">
        <div className="grow">
          <TextField
            label={t('intake.founderKey')}
            autoComplete="off"
            inputMode="email"
            error={form.formState.errors.founderKey?.message ?? problem ?? undefined}
            {...form.register('founderKey')}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void find();
              }
            }}
          />
        </div>
        <Button type="button" variant="secondary" busy={busy} onClick={() => void find()}>
          {t('intake.find')}
        </Button>
      </div>
      <p className="text-sm text-slate-800" aria-live="polite" data-testid="intake-founder">
        {person
          ? t('intake.founderFound', {
              name: person.name,
              contact: [person.email, person.phone].filter(Boolean).join(' · '),
            })
          : null}
      </p>
    </div>
  );
}

/** The desk's shelves as one tap each, beside the field they fill. */
function ShelfPicker({ desk, form }: { desk: Desk | undefined; form: FormApi<FormInput, FormOutput> }) {
  const t = useT();
  const chosen = useWatch({ control: form.control, name: 'storageLocation' }) ?? '';
  if (!desk || desk.shelves.length === 0) return null;
  return (
    <div role="group" aria-label={t('intake.shelves')} className="flex flex-wrap gap-2">
      {desk.shelves.map((shelf) => (
        <button
          key={shelf}
          type="button"
          aria-pressed={chosen === shelf}
          onClick={() => form.setValue('storageLocation', shelf, { shouldDirty: true })}
          className={`min-h-11 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            chosen === shelf
              ? 'border-brand-700 bg-brand-700 text-white'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'
          }`}
        >
          {shelf}
        </button>
      ))}
    </div>
  );
}

interface QuickIntakeFormProps {
  desks: Desk[];
}

/**
 * The 30-second intake (issue #30 item 3): made for a phone held in one hand
 * and for a keyboard. Enter saves and starts the next item with the focus on
 * its name; the desk, the shelf and the kind of founder stay for the next one.
 */
export function QuickIntakeForm({ desks }: QuickIntakeFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const shelvesId = useId();
  const upload = useRef<ImageUploadHandle>(null);
  const [uploading, setUploading] = useState(false);
  const [colourFromPhoto, setColourFromPhoto] = useState<string | null>(null);
  const [lastSaved, setLastSaved] = useState<{ reportId: string; itemName: string } | null>(null);
  const intent = useRef<'next' | 'print'>('next');
  const [savedCount, setSavedCount] = useState(0);
  const save = useQuickIntake();
  const by = useSession().person?.email ?? '';

  const start = useMemo<FormInput>(() => {
    const kept = readPlace();
    const deskId = desks.some((desk) => desk.id === kept.deskId) ? kept.deskId! : desks[0]!.id;
    const place: KeptPlace = {
      deskId,
      storageLocation: kept.deskId === deskId ? (kept.storageLocation ?? '') : '',
      founderMode: FOUNDER_MODES.includes(kept.founderMode as FounderMode) ? kept.founderMode! : 'anonymous',
    };
    const draft = readDraft<{ by: string; values: FormInput }>(DRAFT);
    return draft && draft.by === by ? draft.values : blank(place);
  }, [desks, by]);

  const submit = async (values: FormOutput, form: FormApi<FormInput, FormOutput>) => {
    const printing = intent.current === 'print';
    intent.current = 'next';
    let created;
    try {
      created = await save.mutateAsync(toPayload(values));
    } catch (error) {
      // The session ended: the draft brings everything back after signing in again.
      if (error instanceof ApiError && error.status === 401) return;
      throw error;
    }
    const place: KeptPlace = {
      deskId: values.deskId ?? desks[0]!.id,
      storageLocation: values.storageLocation ?? '',
      founderMode: values.founderMode,
    };
    keepPlace(place);
    dropDraft(DRAFT);
    toast.success(t('intake.saved', { reportId: created.reportId }));
    setLastSaved({ reportId: created.reportId, itemName: values.itemName });
    if (printing) {
      await navigate(consolePaths.labels([created.reportId]));
      return;
    }
    form.reset(blank(place));
    upload.current?.reset();
    setColourFromPhoto(null);
    setSavedCount((count) => count + 1);
  };

  return (
    <Form
      schema={formSchema}
      defaultValues={start}
      onSubmit={submit}
      failureMessage={t('intake.saveFailed')}
      aria-label={t('intake.title')}
      className="flex flex-col gap-5"
    >
      {(form) => (
        <QuickIntakeFields
          form={form}
          desks={desks}
          by={by}
          shelvesId={shelvesId}
          upload={upload}
          uploading={uploading}
          setUploading={setUploading}
          colourFromPhoto={colourFromPhoto}
          setColourFromPhoto={setColourFromPhoto}
          lastSaved={lastSaved}
          savedCount={savedCount}
          onIntent={(next) => {
            intent.current = next;
          }}
        />
      )}
    </Form>
  );
}

interface FieldsProps {
  form: FormApi<FormInput, FormOutput>;
  desks: Desk[];
  by: string;
  shelvesId: string;
  upload: React.RefObject<ImageUploadHandle | null>;
  uploading: boolean;
  setUploading: (uploading: boolean) => void;
  colourFromPhoto: string | null;
  setColourFromPhoto: (colour: string | null) => void;
  lastSaved: { reportId: string; itemName: string } | null;
  /** Items saved on this page: each one sends the focus back to the name once the form settles. */
  savedCount: number;
  onIntent: (intent: 'next' | 'print') => void;
}

function QuickIntakeFields({
  form,
  desks,
  by,
  shelvesId,
  upload,
  uploading,
  setUploading,
  colourFromPhoto,
  setColourFromPhoto,
  lastSaved,
  savedCount,
  onIntent,
}: FieldsProps) {
  const t = useT();
  const {
    register,
    control,
    formState: { errors, isSubmitting: busy },
  } = form;
  const watchedDesk = useWatch({ control, name: 'deskId' });
  const deskId = typeof watchedDesk === 'string' && watchedDesk ? watchedDesk : desks[0]!.id;
  const founderMode = useWatch({ control, name: 'founderMode' });
  const desk = desks.find((candidate) => candidate.id === deskId);

  // The next item starts at its name, once the save has finished re-drawing the form.
  useEffect(() => {
    if (savedCount > 0 && !busy) form.setFocus('itemName');
  }, [savedCount, busy, form]);

  // Everything typed is kept for this tab until it is saved: a session that ends loses nothing.
  useEffect(() => {
    const subscription = form.watch((values) => keepDraft(DRAFT, { by, values }));
    return () => subscription.unsubscribe();
  }, [form, by]);

  const readColour = (file: File) => {
    void colourOfPhoto(file).then((colour) => {
      if (!colour) return;
      const current = form.getValues('color').trim();
      // A colour someone typed stays; only an empty field or the last suggestion is replaced.
      if (current !== '' && current !== colourFromPhoto) return;
      const name = t(PHOTO_COLOUR_KEYS[colour]);
      form.setValue('color', name, { shouldDirty: true });
      setColourFromPhoto(name);
    });
  };

  return (
    <>
      {lastSaved ? (
        <p
          className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
          data-testid="intake-last-saved"
        >
          {t('intake.lastSaved', { reportId: lastSaved.reportId, itemName: lastSaved.itemName })}{' '}
          <Link className="font-medium underline" to={consolePaths.item(lastSaved.reportId)}>
            {t('intake.openItem')}
          </Link>
        </p>
      ) : null}
      <Controller
        control={control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUpload
            ref={upload}
            value={field.value ?? null}
            onChange={field.onChange}
            onUploadingChange={setUploading}
            onFileChosen={readColour}
            capture="environment"
            enforceMaxSize={false}
            label={t('intake.photo')}
            disabled={busy}
          />
        )}
      />
      <div className="flex flex-col gap-1">
        <TextField
          label={t('intake.itemName')}
          required
          autoFocus
          autoComplete="off"
          enterKeyHint="next"
          error={errors.itemName?.message}
          {...register('itemName')}
        />
        <CategoryHint form={form} />
      </div>
      <TextField
        label={t('intake.color')}
        required
        autoComplete="off"
        enterKeyHint="next"
        hint={colourFromPhoto ? t('intake.colourSuggested') : undefined}
        error={errors.color?.message}
        {...register('color')}
      />
      <TextField
        label={t('intake.place')}
        required
        autoComplete="off"
        enterKeyHint="done"
        error={errors.found_location?.message}
        {...register('found_location')}
      />
      <Controller
        control={control}
        name="deskId"
        render={({ field }) => (
          <DeskSelect
            value={typeof field.value === 'string' && field.value ? field.value : desks[0]!.id}
            onChange={(next) => {
              field.onChange(next);
              form.setValue('storageLocation', '');
            }}
            disabled={busy}
          />
        )}
      />
      <ShelfSuggestions id={shelvesId} deskId={deskId} />
      <div className="flex flex-col gap-2">
        <TextField
          list={shelvesId}
          label={t('intake.shelf')}
          hint={t('intake.shelfHint')}
          maxLength={MAX_STORAGE_LOCATION}
          autoComplete="off"
          error={errors.storageLocation?.message}
          {...register('storageLocation')}
        />
        <ShelfPicker desk={desk} form={form} />
      </div>
      <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold text-slate-900">{t('intake.founder')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {FOUNDER_MODES.map((mode) => (
            <label key={mode} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={mode} className="h-4 w-4" {...register('founderMode')} />
              {t(
                mode === 'lookup'
                  ? 'intake.founderLookup'
                  : mode === 'anonymous'
                    ? 'intake.founderAnonymous'
                    : 'intake.founderStaff',
              )}
            </label>
          ))}
        </div>
        {founderMode === 'lookup' ? <FounderLookupField form={form} /> : null}
      </fieldset>
      <TextAreaField
        label={t('intake.description')}
        rows={2}
        error={errors.item_description?.message}
        {...register('item_description')}
      />
      <p className="text-xs text-slate-600">{t('intake.foundNow')}</p>
      <div className="sticky bottom-0 -mx-4 flex gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
        <Button
          type="submit"
          className="grow"
          busy={busy}
          disabled={uploading}
          onClick={() => onIntent('next')}
        >
          {busy ? t('intake.saving') : t('intake.saveNext')}
        </Button>
        <Button
          type="submit"
          variant="secondary"
          className="grow"
          disabled={uploading || busy}
          onClick={() => onIntent('print')}
        >
          {t('intake.savePrint')}
        </Button>
      </div>
    </>
  );
}
