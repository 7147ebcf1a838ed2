import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { localToday } from '#shared/dates';
import { Button } from '#client/components/ui/button';
import { Form, type FormApi } from '#client/components/ui/form';
import { TextAreaField, TextField } from '#client/components/ui/form-field';
import { ImageUpload, type ImageUploadHandle } from '#client/components/images/image-upload';
import { ApiError } from '#client/lib/api-client';
import { Text, useT } from '#client/lib/i18n';
import { paths } from '#client/lib/paths';
import { dropDraft, keepDraft, readDraft } from '#client/lib/session-draft';

/** Which form field holds what: the lost and found payloads name date, time and place differently. */
export interface ItemReportFieldNames<TValues extends FieldValues> {
  itemName: Path<TValues>;
  color: Path<TValues>;
  description: Path<TValues>;
  date: Path<TValues>;
  time: Path<TValues>;
  location: Path<TValues>;
}

interface ItemReportFormProps<
  TValues extends FieldValues,
  TPayload extends FieldValues & { imageUrl: string | null },
> {
  /** 'Lost' or 'Found': the date, time and location labels start with it. */
  kind: 'Lost' | 'Found';
  names: ItemReportFieldNames<TValues>;
  /** The shared payload schema, built with the browser's local today. */
  schema: z.ZodType<TPayload, TValues>;
  defaultValues: DefaultValues<TValues>;
  submit: (payload: TPayload) => Promise<{ reportId: string }>;
  successMessage: string;
  /** More to say about the report just saved, under its ID (a lost report: the matches found so far). */
  savedNote?: (reportId: string) => ReactNode;
}

interface ReportDraft<TValues> {
  values: TValues;
  imageUrl: string | null;
}

/**
 * The report-lost and report-found form (spec §2 screen 3, §4, §5): validated
 * on submit, then on every change; the photo uploads as soon as it is chosen
 * and submit waits for it; success resets everything, failure keeps it all.
 */
export function ItemReportForm<
  TValues extends FieldValues,
  TPayload extends FieldValues & { imageUrl: string | null },
>({
  kind,
  names,
  schema,
  defaultValues,
  submit,
  successMessage,
  savedNote,
}: ItemReportFormProps<TValues, TPayload>) {
  const t = useT();
  const draftName = `report-${kind.toLowerCase()}`;
  // A report typed before the profile was complete is back, as it was left.
  const [draft] = useState(() => readDraft<ReportDraft<TValues>>(draftName));
  const [imageUrl, setImageUrl] = useState<string | null>(draft?.imageUrl ?? null);
  const [uploading, setUploading] = useState(false);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const upload = useRef<ImageUploadHandle>(null);

  useEffect(() => dropDraft(draftName), [draftName]);

  async function save(payload: TPayload, form: FormApi<TValues, TPayload>) {
    let created: { reportId: string };
    try {
      created = await submit({ ...payload, imageUrl });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'PROFILE_INCOMPLETE') {
        // The app takes the member to their profile and back here: keep what they typed.
        keepDraft(draftName, { values: form.getValues(), imageUrl } satisfies ReportDraft<TValues>);
        return;
      }
      toast.error(t('toasts.reportFailed'));
      return;
    }
    toast.success(successMessage, {
      description: t('reports.reportIdDescription', { reportId: created.reportId }),
    });
    setCreatedId(created.reportId);
    form.reset(defaultValues);
    setImageUrl(null);
    upload.current?.reset();
  }

  const lower = kind.toLowerCase();
  return (
    <Form
      schema={schema}
      defaultValues={(draft?.values as DefaultValues<TValues> | undefined) ?? defaultValues}
      onSubmit={save}
      className="flex flex-col gap-5"
    >
      {(form) => {
        const { isSubmitting } = form.formState;
        const errorOf = (name: Path<TValues>) => form.getFieldState(name, form.formState).error?.message;
        return (
          <>
            <TextField
              label={t('reports.itemName')}
              required
              autoComplete="off"
              placeholder={t('reports.itemNamePlaceholder')}
              error={errorOf(names.itemName)}
              {...form.register(names.itemName)}
            />
            <TextField
              label={t('reports.color')}
              required
              autoComplete="off"
              placeholder={t('reports.colorPlaceholder')}
              error={errorOf(names.color)}
              {...form.register(names.color)}
            />
            <TextAreaField
              label={t('reports.description')}
              required
              placeholder={t('reports.descriptionPlaceholder')}
              error={errorOf(names.description)}
              {...form.register(names.description)}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t(kind === 'Lost' ? 'reports.lostDate' : 'reports.foundDate')}
                type="date"
                required
                max={localToday()}
                error={errorOf(names.date)}
                {...form.register(names.date)}
              />
              <TextField
                label={t(kind === 'Lost' ? 'reports.lostTime' : 'reports.foundTime')}
                type="time"
                error={errorOf(names.time)}
                {...form.register(names.time)}
              />
            </div>
            <TextField
              label={t(kind === 'Lost' ? 'reports.lostLocation' : 'reports.foundLocation')}
              required
              autoComplete="off"
              placeholder={t(
                kind === 'Lost' ? 'reports.lostLocationPlaceholder' : 'reports.foundLocationPlaceholder',
              )}
              error={errorOf(names.location)}
              {...form.register(names.location)}
            />
            <ImageUpload
              ref={upload}
              value={imageUrl}
              onChange={setImageUrl}
              onUploadingChange={setUploading}
              enforceMaxSize
              label={t('photos.photoOptional')}
              disabled={isSubmitting}
            />
            <Button
              type="submit"
              className="self-start"
              disabled={uploading}
              busy={isSubmitting}
              aria-describedby={uploading ? `${lower}-report-uploading` : undefined}
            >
              {isSubmitting ? t('reports.submitting') : t('reports.submit')}
            </Button>
            {uploading ? (
              <p id={`${lower}-report-uploading`} className="-mt-3 text-sm text-slate-600">
                {t('reports.waitForPhoto')}
              </p>
            ) : null}
            {createdId ? (
              // Toasts go after four seconds; the new report's ID stays until the next one.
              <div
                role="status"
                className="flex flex-col gap-1 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950"
              >
                <p>
                  <Text
                    id="reports.saved"
                    values={{ reportId: createdId }}
                    components={{
                      0: <strong className="font-mono" />,
                      1: (
                        <Link to={paths.user.myItems} className="font-medium underline underline-offset-2" />
                      ),
                    }}
                  />
                </p>
                {savedNote?.(createdId)}
              </div>
            ) : null}
          </>
        );
      }}
    </Form>
  );
}
