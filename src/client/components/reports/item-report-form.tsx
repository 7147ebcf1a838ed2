import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { MESSAGES } from '#shared/constants/messages';
import { localToday } from '#shared/dates';
import { Button } from '#client/components/ui/button';
import { Form, type FormApi } from '#client/components/ui/form';
import { TextAreaField, TextField } from '#client/components/ui/form-field';
import { ImageUpload, type ImageUploadHandle } from '#client/components/images/image-upload';
import { ApiError } from '#client/lib/api-client';
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
      toast.error(MESSAGES.reportFailed);
      return;
    }
    toast.success(successMessage, { description: `Report ID: ${created.reportId}` });
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
              label="Item Name"
              required
              autoComplete="off"
              placeholder="e.g. Black leather wallet"
              error={errorOf(names.itemName)}
              {...form.register(names.itemName)}
            />
            <TextField
              label="Color"
              required
              autoComplete="off"
              placeholder="e.g. Black"
              error={errorOf(names.color)}
              {...form.register(names.color)}
            />
            <TextAreaField
              label="Description"
              required
              placeholder="Brand, marks, contents: anything that helps identify it"
              error={errorOf(names.description)}
              {...form.register(names.description)}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={`${kind} Date`}
                type="date"
                required
                max={localToday()}
                error={errorOf(names.date)}
                {...form.register(names.date)}
              />
              <TextField
                label={`${kind} Time (optional)`}
                type="time"
                error={errorOf(names.time)}
                {...form.register(names.time)}
              />
            </div>
            <TextField
              label={`${kind} Location`}
              required
              autoComplete="off"
              placeholder={`Where you ${kind === 'Lost' ? 'lost' : 'found'} it, e.g. Library, 2nd floor`}
              error={errorOf(names.location)}
              {...form.register(names.location)}
            />
            <ImageUpload
              ref={upload}
              value={imageUrl}
              onChange={setImageUrl}
              onUploadingChange={setUploading}
              enforceMaxSize
              label="Photo (optional)"
              disabled={isSubmitting}
            />
            <Button
              type="submit"
              className="self-start"
              disabled={uploading}
              busy={isSubmitting}
              aria-describedby={uploading ? `${lower}-report-uploading` : undefined}
            >
              {isSubmitting ? 'Submitting Report...' : 'Submit Report'}
            </Button>
            {uploading ? (
              <p id={`${lower}-report-uploading`} className="-mt-3 text-sm text-slate-600">
                Wait for the photo to finish uploading.
              </p>
            ) : null}
            {createdId ? (
              // Toasts go after four seconds; the new report's ID stays until the next one.
              <div
                role="status"
                className="flex flex-col gap-1 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950"
              >
                <p>
                  Report saved. Its ID is <strong className="font-mono">{createdId}</strong>. Follow it in{' '}
                  <Link to={paths.user.myItems} className="font-medium underline underline-offset-2">
                    My items
                  </Link>
                  .
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
