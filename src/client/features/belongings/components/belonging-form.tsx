import { CATEGORY_CHIP_KEYS } from '#shared/constants/category-chips';
import { MAX_COLOR, MAX_DESCRIPTION, MAX_ITEM_NAME } from '#shared/constants/limits';
import {
  BELONGING_CATEGORIES,
  belongingInputSchema,
  MAX_BELONGING_PHOTOS,
  MAX_PRIVATE_NOTE,
  MAX_SERIAL_NUMBER,
  type Belonging,
  type BelongingCategory,
  type BelongingInput,
} from '#shared/schemas/belonging';
import { useState } from 'react';
import { ImageUpload } from '#client/components/images/image-upload';
import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { SelectField, TextAreaField, TextField } from '#client/components/ui/form-field';
import { useT } from '#client/lib/i18n';

/** A category's name in the person's language. */
export function useCategoryName() {
  const t = useT();
  return (category: BelongingCategory) =>
    category === 'Other' ? t('belongings.otherCategory') : t(CATEGORY_CHIP_KEYS[category]);
}

interface BelongingFormProps {
  /** The belonging being changed; a new one when absent. */
  belonging?: Belonging;
  onSubmit: (input: BelongingInput) => Promise<unknown>;
  onCancel: () => void;
}

/** What a member says about a thing they own: name and category required, the rest helps a match. */
export function BelongingForm({ belonging, onSubmit, onCancel }: BelongingFormProps) {
  const t = useT();
  const categoryName = useCategoryName();
  const [photoUrls, setPhotoUrls] = useState<string[]>(belonging?.photoUrls ?? []);
  const [uploading, setUploading] = useState(false);
  // Each photo is told apart by its place, and named after the thing as typed so far.
  const photoLabel = (number: number, name: string) =>
    name ? t('belongings.photoLabel', { number, name }) : t('belongings.photoLabelUnnamed', { number });
  // Each photo has a field of its own, and one more waits empty while there is room.
  const slots = photoUrls.length < MAX_BELONGING_PHOTOS ? [...photoUrls, null] : photoUrls;
  return (
    <Form
      schema={belongingInputSchema}
      defaultValues={{
        name: belonging?.name ?? '',
        category: belonging?.category ?? ('' as BelongingCategory),
        color: belonging?.color ?? '',
        brand: belonging?.brand ?? '',
        model: belonging?.model ?? '',
        serialNumber: belonging?.serialNumber ?? '',
        marks: belonging?.marks ?? '',
        privateNote: belonging?.privateNote ?? '',
      }}
      onSubmit={(values) => onSubmit({ ...values, photoUrls })}
      failureMessage={t('belongings.saveFailed')}
      aria-label={belonging ? t('belongings.editTitle', { name: belonging.name }) : t('belongings.addTitle')}
      className="flex flex-col gap-4"
    >
      {({ register, watch, formState: { errors, isSubmitting } }) => (
        <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label={t('belongings.name')}
              required
              maxLength={MAX_ITEM_NAME}
              autoComplete="off"
              placeholder={t('belongings.namePlaceholder')}
              error={errors.name?.message}
              {...register('name')}
            />
            <SelectField
              label={t('belongings.category')}
              required
              error={errors.category?.message}
              {...register('category')}
            >
              <option value="">{t('belongings.chooseCategory')}</option>
              {BELONGING_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categoryName(category)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t('belongings.color')}
              maxLength={MAX_COLOR}
              autoComplete="off"
              error={errors.color?.message}
              {...register('color')}
            />
            <TextField
              label={t('belongings.brand')}
              maxLength={MAX_ITEM_NAME}
              autoComplete="off"
              error={errors.brand?.message}
              {...register('brand')}
            />
            <TextField
              label={t('belongings.model')}
              maxLength={MAX_ITEM_NAME}
              autoComplete="off"
              error={errors.model?.message}
              {...register('model')}
            />
            <TextField
              label={t('belongings.serialNumber')}
              maxLength={MAX_SERIAL_NUMBER}
              autoComplete="off"
              spellCheck={false}
              hint={t('belongings.serialNumberHint')}
              error={errors.serialNumber?.message}
              {...register('serialNumber')}
            />
          </div>
          <TextAreaField
            label={t('belongings.marks')}
            rows={3}
            maxLength={MAX_DESCRIPTION}
            hint={t('belongings.marksHint')}
            error={errors.marks?.message}
            {...register('marks')}
          />
          <TextAreaField
            label={t('belongings.privateNote')}
            rows={3}
            maxLength={MAX_PRIVATE_NOTE}
            hint={t('belongings.privateNoteHint')}
            error={errors.privateNote?.message}
            {...register('privateNote')}
          />
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium text-slate-900">{t('belongings.photos')}</legend>
            <p className="text-sm text-slate-600">
              {t('belongings.photosHint', { max: MAX_BELONGING_PHOTOS })}
            </p>
            <div className="grid gap-3 sm:grid-cols-2">
              {slots.map((url, index) => (
                <ImageUpload
                  key={url ?? `empty-${photoUrls.length}`}
                  value={url}
                  onChange={(next) =>
                    setPhotoUrls((urls) =>
                      next === null
                        ? urls.filter((_, at) => at !== index)
                        : index < urls.length
                          ? urls.map((kept, at) => (at === index ? next : kept))
                          : [...urls, next],
                    )
                  }
                  onUploadingChange={setUploading}
                  enforceMaxSize
                  label={url ? photoLabel(index + 1, watch('name').trim()) : t('belongings.addPhoto')}
                  disabled={isSubmitting}
                />
              ))}
            </div>
          </fieldset>
          <div className="flex flex-wrap justify-end gap-3">
            <Button type="button" variant="secondary" onClick={onCancel}>
              {t('belongings.cancel')}
            </Button>
            <Button type="submit" busy={isSubmitting} disabled={uploading}>
              {belonging ? t('belongings.saveChanges') : t('belongings.add')}
            </Button>
          </div>
        </fieldset>
      )}
    </Form>
  );
}
