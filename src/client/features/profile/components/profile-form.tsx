import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { toast } from 'sonner';
import { MESSAGES } from '#shared/constants/messages';
import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { TextField } from '#client/components/ui/form-field';
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
  const [uploading, setUploading] = useState(false);
  const update = useUpdateProfile();

  const onSubmit = async (values: ProfilePayload) => {
    try {
      await update.mutateAsync(values);
      toast.success(MESSAGES.profileUpdated);
      onSaved();
    } catch {
      toast.error(MESSAGES.profileUpdateFailed);
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
            label="Full Name"
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField
            label="Email"
            type="email"
            value={email}
            readOnly
            hint="Your sign-in email cannot be changed."
          />
          <TextField
            label="University ID"
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
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            required
            hint={`For example ${university().phone.example}`}
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
              {update.isPending ? 'Updating...' : 'Update Profile'}
            </Button>
            <Button variant="secondary" className="flex-1" busy={loggingOut} onClick={onLogout}>
              Log Out
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
