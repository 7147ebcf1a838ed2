import { toast } from 'sonner';
import type { Admin } from '#shared/schemas/admin';
import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { TextField } from '#client/components/ui/form-field';
import { formatDate } from '#client/lib/dates';
import { university } from '#client/lib/university';
import {
  updateAdminSchema,
  useUpdateAdmin,
  type UpdateAdminPayload,
} from '#client/features/admins/api/update-admin';
import { useSendAdminPasswordReset } from '#client/features/admins/api/send-admin-password-reset';
import { useT } from '#client/lib/i18n';

interface AdminProfileFormProps {
  admin: Admin;
  onSaved: () => void;
  onLogout: () => void;
  loggingOut: boolean;
}

/** Spec screen 16: name, read-only email, admin ID, phone, read-only 'Member since'. */
export function AdminProfileForm({ admin, onSaved, onLogout, loggingOut }: AdminProfileFormProps) {
  const t = useT();
  const update = useUpdateAdmin(admin.email);
  const sendReset = useSendAdminPasswordReset();

  const onSubmit = async (values: UpdateAdminPayload) => {
    try {
      await update.mutateAsync(values);
      toast.success(t('toasts.profileUpdated'));
      onSaved();
    } catch {
      toast.error(t('toasts.profileUpdateFailed'));
    }
  };

  const onResetPassword = async () => {
    try {
      await sendReset.mutateAsync(admin.email);
      toast.success(t('toasts.passwordResetSent', { email: admin.email }));
    } catch {
      toast.error(t('toasts.passwordResetFailed'));
    }
  };

  return (
    <Form
      schema={updateAdminSchema(university())}
      defaultValues={{ name: admin.name, universityId: admin.universityId, phone: admin.phone ?? '' }}
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
    >
      {({ register, formState: { errors } }) => (
        <>
          <TextField
            label={t('admin.colName')}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register('name')}
          />
          <TextField label={t('admin.email')} type="email" value={admin.email} readOnly />
          <TextField
            label={t('console.colAdminId')}
            required
            error={errors.universityId?.message}
            {...register('universityId')}
          />
          <TextField
            label={t('console.phoneNumber')}
            type="tel"
            autoComplete="tel"
            required
            hint={t('console.phoneExample', { example: university().phone.example })}
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField label={t('console.memberSince')} value={formatDate(admin.createdAt)} readOnly />
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" className="flex-1" busy={update.isPending}>
              {update.isPending ? t('console.updating') : t('console.updateProfile')}
            </Button>
            <Button
              variant="secondary"
              className="flex-1"
              busy={sendReset.isPending}
              onClick={() => void onResetPassword()}
            >
              {t('console.resetPassword')}
            </Button>
            <Button variant="secondary" className="flex-1" busy={loggingOut} onClick={onLogout}>
              {t('console.logOut')}
            </Button>
          </div>
        </>
      )}
    </Form>
  );
}
