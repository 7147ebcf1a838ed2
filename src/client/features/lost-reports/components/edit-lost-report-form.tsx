import { useId, useRef, useState } from 'react';
import { localToday } from '#shared/dates';
import { createLostReportSchema } from '#shared/schemas/lost-report';
import type { MyLostReport } from '#shared/schemas/my-items';
import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { TextAreaField, TextField } from '#client/components/ui/form-field';
import { ImageUpload, type ImageUploadHandle } from '#client/components/images/image-upload';
import { useEditLostReport } from '#client/features/lost-reports/api/edit-lost-report';
import { useT } from '#client/lib/i18n';
import { toast } from '#client/lib/toast';

const schema = createLostReportSchema(localToday);

/**
 * Its member adds a photo or details to an open lost report, or corrects it;
 * matching looks again once it is saved. A failed save keeps what they typed.
 */
export function EditLostReportForm({ report, onDone }: { report: MyLostReport; onDone: () => void }) {
  const t = useT();
  const edit = useEditLostReport();
  const [imageUrl, setImageUrl] = useState<string | null>(report.imageUrl);
  const [uploading, setUploading] = useState(false);
  const upload = useRef<ImageUploadHandle>(null);
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg bg-slate-50 p-3">
      <div>
        <h4 id={headingId} className="text-sm font-semibold text-slate-900">
          {t('member.editLostTitle', { reportId: report.reportId })}
        </h4>
        <p className="text-sm text-slate-600">{t('member.editLostHint')}</p>
      </div>
      <Form
        schema={schema}
        defaultValues={{
          itemName: report.itemName,
          color: report.color,
          item_description: report.description,
          lost_date: report.lost_date,
          lost_time: report.lost_time ?? '',
          lost_location: report.lost_location,
          imageUrl: report.imageUrl,
        }}
        failureMessage={t('member.editLostFailed')}
        onSubmit={async (values) => {
          const { changed } = await edit.mutateAsync({
            reportId: report.reportId,
            report: { ...values, imageUrl },
          });
          toast.success(
            changed.length > 0
              ? t('member.lostEdited', { reportId: report.reportId })
              : t('member.lostUnchanged'),
          );
          onDone();
        }}
        className="flex flex-col gap-4"
      >
        {(form) => {
          const errorOf = (name: 'itemName' | 'color' | 'item_description' | 'lost_location') =>
            form.getFieldState(name, form.formState).error?.message;
          const { isSubmitting } = form.formState;
          return (
            <>
              <TextField
                label={t('reports.itemName')}
                required
                autoComplete="off"
                error={errorOf('itemName')}
                {...form.register('itemName')}
              />
              <TextField
                label={t('reports.color')}
                required
                autoComplete="off"
                error={errorOf('color')}
                {...form.register('color')}
              />
              <TextAreaField
                label={t('reports.description')}
                required
                error={errorOf('item_description')}
                {...form.register('item_description')}
              />
              <TextField
                label={t('reports.lostLocation')}
                required
                autoComplete="off"
                error={errorOf('lost_location')}
                {...form.register('lost_location')}
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
              <div className="flex flex-wrap gap-2">
                <Button type="submit" disabled={uploading} busy={isSubmitting}>
                  {isSubmitting ? t('member.editLostSaving') : t('member.editLostSave')}
                </Button>
                <Button type="button" variant="ghost" disabled={isSubmitting} onClick={onDone}>
                  {t('member.cancel')}
                </Button>
              </div>
            </>
          );
        }}
      </Form>
    </section>
  );
}
