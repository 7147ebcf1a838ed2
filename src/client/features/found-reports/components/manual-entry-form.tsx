import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { localToday } from '#shared/dates';
import { manualEntrySchema, type ManualEntryPayload } from '#shared/schemas/found-report';
import { MAX_STORAGE_LOCATION } from '#shared/schemas/storage';
import { Button } from '#client/components/ui/button';
import { Form, type FormApi } from '#client/components/ui/form';
import { DepartmentSelect } from '#client/components/ui/department-select';
import { TextAreaField, TextField } from '#client/components/ui/form-field';
import { university } from '#client/lib/university';
import { useCreateManualEntry } from '#client/features/found-reports/api/create-manual-entry';
import { ImageUpload, type ImageUploadHandle } from '#client/components/images/image-upload';
import { ApiError } from '#client/lib/api-client';
import { useSession } from '#client/lib/session';
import {
  dropManualEntryDraft,
  keepManualEntryDraft,
  readManualEntryDraft,
} from '#client/features/found-reports/lib/manual-entry-draft';
import { useT } from '#client/lib/i18n';
import { useDesks } from '#client/lib/desks';
import { DeskSelect, ShelfSuggestions } from '#client/components/reports/desk-select';

/**
 * The form is flat (spec §3: founder_name, founder_email, …); the call nests the
 * founder. The rules and messages are the shared payload schema's own.
 */
const manualEntryFormSchema = () => {
  const payload = manualEntrySchema(localToday, university());
  const founder = payload.shape.founder.shape;
  return payload.omit({ founder: true }).extend({
    founder_name: founder.name,
    founder_email: founder.email,
    founder_id: founder.universityId,
    founder_phone: founder.phone,
    founder_department: founder.department,
  });
};

type FormInput = z.input<ReturnType<typeof manualEntryFormSchema>>;
type FormOutput = z.output<ReturnType<typeof manualEntryFormSchema>>;

const empty: FormInput = {
  itemName: '',
  color: '',
  item_description: '',
  found_date: '',
  found_time: '',
  found_location: '',
  imageUrl: null,
  storageLocation: '',
  deskId: '',
  storedOn: '',
  founder_name: '',
  founder_email: '',
  founder_id: '',
  founder_phone: '',
  founder_department: '',
};

const toPayload = (values: FormOutput): ManualEntryPayload => ({
  itemName: values.itemName,
  color: values.color,
  item_description: values.item_description,
  found_date: values.found_date,
  found_time: values.found_time,
  found_location: values.found_location,
  imageUrl: values.imageUrl,
  storageLocation: values.storageLocation,
  deskId: values.deskId,
  storedOn: values.storedOn,
  founder: {
    name: values.founder_name,
    email: values.founder_email,
    universityId: values.founder_id,
    phone: values.founder_phone,
    department: values.founder_department,
  },
});

const isBlank = (values: Partial<Record<keyof FormInput, unknown>>) =>
  Object.values(values).every((value) => value === '' || value === null || value === undefined);

/** Keeps the entry in this tab as it is typed: a session that ends before it is sent loses nothing. */
function KeepWhileTyping({ form, by }: { form: FormApi<FormInput, FormOutput>; by: string }) {
  useEffect(() => {
    const subscription = form.watch((values) => {
      if (isBlank(values)) dropManualEntryDraft();
      else keepManualEntryDraft(by, values);
    });
    return () => subscription.unsubscribe();
  }, [form, by]);
  return null;
}

/** Spec screen 19: an item handed straight to security, entered by an admin. */
export function ManualEntryForm() {
  const t = useT();
  const shelvesId = useId();
  // The first desk is where an entry goes unless another is chosen.
  const firstDeskId = useDesks().data?.[0]?.id ?? '';
  const schema = useMemo(() => manualEntryFormSchema(), []);
  const upload = useRef<ImageUploadHandle>(null);
  const [uploading, setUploading] = useState(false);
  const create = useCreateManualEntry();
  const by = useSession().person?.email ?? '';
  // An entry this admin left unsent (signed out while idle, or went to another page) is offered back.
  const [kept, setKept] = useState(() => (by ? readManualEntryDraft<FormInput>(by) : null));

  const submit = async (values: FormOutput, form: FormApi<FormInput, FormOutput>) => {
    let result;
    try {
      result = await create.mutateAsync(toPayload(values));
    } catch (error) {
      // The session ended: the app takes the admin to sign in again and the entry is kept for them.
      if (error instanceof ApiError && error.status === 401) return;
      toast.error(t('toasts.manualEntryFailed'));
      return;
    }
    if (!result.success) {
      toast.error(result.message || t('toasts.manualEntryFailed'));
      return;
    }
    toast.success(t('toasts.manualEntrySubmitted'));
    form.reset(empty);
    dropManualEntryDraft();
    upload.current?.reset();
  };

  return (
    <Form
      schema={schema}
      defaultValues={empty}
      onSubmit={submit}
      aria-label={t('console.manualEntryForm')}
      className="flex flex-col gap-6"
    >
      {(form) => {
        const {
          register,
          control,
          formState: { errors, isSubmitting: busy },
        } = form;
        return (
          <>
            {by ? <KeepWhileTyping form={form} by={by} /> : null}
            {kept ? (
              <div
                role="status"
                className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between"
              >
                <p>{t('admin.keptEntry')}</p>
                <div className="flex shrink-0 gap-2">
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => {
                      form.reset(kept);
                      setKept(null);
                    }}
                  >
                    {t('admin.restoreEntry')}
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    onClick={() => {
                      dropManualEntryDraft();
                      setKept(null);
                    }}
                  >
                    {t('admin.discard')}
                  </Button>
                </div>
              </div>
            ) : null}
            <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
              <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
                <legend className="px-1 text-base font-semibold text-slate-900">
                  {t('admin.itemDetails')}
                </legend>
                <TextField
                  label={t('admin.itemName')}
                  required
                  error={errors.itemName?.message}
                  {...register('itemName')}
                />
                <TextField
                  label={t('reports.color')}
                  required
                  error={errors.color?.message}
                  {...register('color')}
                />
                <TextAreaField
                  label={t('admin.description')}
                  required
                  error={errors.item_description?.message}
                  {...register('item_description')}
                />
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label={t('admin.foundDate')}
                    type="date"
                    required
                    max={localToday()}
                    error={errors.found_date?.message}
                    {...register('found_date')}
                  />
                  <TextField
                    label={t('reports.foundTime')}
                    type="time"
                    error={errors.found_time?.message}
                    {...register('found_time')}
                  />
                </div>
                <TextField
                  label={t('reports.foundLocation')}
                  required
                  error={errors.found_location?.message}
                  {...register('found_location')}
                />
                <Controller
                  control={control}
                  name="deskId"
                  render={({ field }) => (
                    <>
                      <DeskSelect
                        value={typeof field.value === 'string' && field.value ? field.value : firstDeskId}
                        onChange={field.onChange}
                        disabled={busy}
                      />
                      <ShelfSuggestions
                        id={shelvesId}
                        deskId={typeof field.value === 'string' && field.value ? field.value : firstDeskId}
                      />
                    </>
                  )}
                />
                <TextField
                  list={shelvesId}
                  label={t('admin.shelfOrBin')}
                  hint={t('admin.shelfHint')}
                  maxLength={MAX_STORAGE_LOCATION}
                  autoComplete="off"
                  error={errors.storageLocation?.message}
                  {...register('storageLocation')}
                />
                <TextField
                  label={t('admin.receivedOnOptional')}
                  type="date"
                  max={localToday()}
                  hint={t('admin.receivedOnHint')}
                  error={errors.storedOn?.message}
                  {...register('storedOn')}
                />
                <Controller
                  control={control}
                  name="imageUrl"
                  render={({ field }) => (
                    <ImageUpload
                      ref={upload}
                      value={field.value ?? null}
                      onChange={field.onChange}
                      onUploadingChange={setUploading}
                      enforceMaxSize={false}
                      label={t('admin.itemPhotoOptional')}
                      disabled={busy}
                    />
                  )}
                />
              </fieldset>
              <fieldset className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5">
                <legend className="px-1 text-base font-semibold text-slate-900">
                  {t('admin.founderDetails')}
                </legend>
                <TextField
                  label={t('admin.founderName')}
                  required
                  autoComplete="off"
                  error={errors.founder_name?.message}
                  {...register('founder_name')}
                />
                <TextField
                  label={t('admin.founderEmail')}
                  type="email"
                  required
                  autoComplete="off"
                  error={errors.founder_email?.message}
                  {...register('founder_email')}
                />
                <TextField
                  label={t('profile.universityId')}
                  required
                  autoComplete="off"
                  error={errors.founder_id?.message}
                  {...register('founder_id')}
                />
                <TextField
                  label={t('admin.phone')}
                  type="tel"
                  required
                  autoComplete="off"
                  error={errors.founder_phone?.message}
                  {...register('founder_phone')}
                />
                <DepartmentSelect
                  required
                  error={errors.founder_department?.message}
                  {...register('founder_department')}
                />
              </fieldset>
            </div>
            <div className="flex justify-end">
              <Button type="submit" busy={busy} disabled={uploading}>
                {busy ? t('admin.submittingEntry') : t('admin.submitEntry')}
              </Button>
            </div>
          </>
        );
      }}
    </Form>
  );
}
