import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { TextField } from '#client/components/ui/form-field';
import { useT } from '#client/lib/i18n';
import { university } from '#client/lib/university';
import {
  useUpdateProfile,
  profileSchema,
  type ProfilePayload,
} from '#client/features/profile/api/update-profile';
import { DepartmentPicker } from './department-picker';
import { ProfilePhoto } from './profile-photo';

interface ProfileFormProps {
  email: string;
  defaults: ProfilePayload;
  onSaved: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Spec screen 5: photo, name, read-only email, university ID, department, phone. */
export function ProfileForm({ email, defaults, onSaved, onLogout, loggingOut }: ProfileFormProps) {
  const t = useT();
  const [uploading, setUploading] = useState(false);
  const update = useUpdateProfile();

  const onSubmit = async (values: ProfilePayload) => {
    try {
      await update.mutateAsync(values);
      toast.success(t('toasts.profileUpdated'));
      onSaved();
    } catch {
      toast.error(t('toasts.profileUpdateFailed'));
    }
  };

  return (
    <Form
      schema={profileSchema(university())}
      defaultValues={defaults}
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
    >
      {({ register, control, formState: { errors } }) => (
        <>
          <Controller
            control={control}
            name="photoURL"
            render={({ field }) => (
              <ProfilePhoto
                value={field.value ?? null}
                onChange={field.onChange}
                onUploadingChange={setUploading}
              />
            )}
          />
          <TextField
            label={t('profile.fullName')}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label={t('profile.email')}
            type="email"
            value={email}
            readOnly
            hint={t('profile.emailFixed')}
          />
          <TextField
            label={t('profile.universityId')}
            required
            error={errors.universityId?.message}
            {...register('universityId')}
          />
          <Controller
            control={control}
            name="department"
            render={({ field }) => (
              <DepartmentPicker
                value={field.value ?? ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.department?.message}
              />
            )}
          />
          <TextField
            label={t('profile.phone')}
            type="tel"
            autoComplete="tel"
            required
            hint={t('profile.phoneExample', { example: university().phone.example })}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              type="submit"
              className="flex-1"
              busy={update.isPending}
              disabled={uploading || update.isSuccess}
            >
              {update.isPending ? t('profile.updating') : t('profile.update')}
            </Button>
            <Button variant="secondary" className="flex-1" busy={loggingOut} onClick={onLogout}>
              {t('profile.logOut')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
