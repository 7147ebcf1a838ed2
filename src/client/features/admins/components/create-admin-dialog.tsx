import { toast } from 'sonner';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { failureText, Form } from '#client/components/ui/form';
import { SelectField, TextField } from '#client/components/ui/form-field';
import { university } from '#client/lib/university';
import { useT } from '#client/lib/i18n';
import { StaffDesksField } from '#client/features/admins/components/staff-desks-field';
import { MIN_ADMIN_PASSWORD } from '#shared/constants/limits';
import {
  createAdminSchema,
  useCreateAdmin,
  type CreateAdminPayload,
} from '#client/features/admins/api/create-admin';

const emptyAdmin: CreateAdminPayload = {
  name: '',
  email: '',
  phone: '',
  universityId: '',
  password: '',
  role: 'admin',
  deskIds: [],
};

interface CreateAdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec screen 15: 'Create New Admin' makes the sign-in and the admin record in one step. */
export function CreateAdminDialog({ open, onOpenChange }: CreateAdminDialogProps) {
  const t = useT();
  const create = useCreateAdmin();

  // The dialog's content, the form with it, is left when it closes: it opens empty again.
  const onSubmit = async (values: CreateAdminPayload) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      toast.error(failureText(error, t('toasts.adminCreateFailed')));
      throw error;
    }
    toast.success(t('toasts.adminCreated'));
    onOpenChange(false);
  };

  const formId = 'create-admin-form';
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('console.createAdminTitle')}
      description={t('console.createAdminDescription')}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            {t('console.cancel')}
          </Button>
          <Button type="submit" form={formId} busy={create.isPending}>
            {create.isPending ? t('console.creating') : t('console.createAdmin')}
          </Button>
        </>
      }
    >
      <Form
        id={formId}
        schema={createAdminSchema(university())}
        defaultValues={emptyAdmin}
        onSubmit={onSubmit}
        failureMessage={t('toasts.adminCreateFailed')}
        className="flex flex-col gap-4"
      >
        {({ register, watch, setValue, formState: { errors } }) => (
          <>
            <TextField
              label={t('admin.colName')}
              autoComplete="off"
              required
              error={errors.name?.message}
              {...register('name')}
            />
            <TextField
              label={t('admin.email')}
              type="email"
              autoComplete="off"
              required
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              label={t('console.phoneOptional')}
              type="tel"
              autoComplete="off"
              hint={t('console.phoneExample', { example: university().phone.example })}
              error={errors.phone?.message}
              {...register('phone')}
            />
            <TextField
              label={t('console.universityId')}
              autoComplete="off"
              required
              error={errors.universityId?.message}
              {...register('universityId')}
            />
            <TextField
              label={t('console.password')}
              type="password"
              autoComplete="new-password"
              required
              hint={t('console.passwordRule', { min: MIN_ADMIN_PASSWORD })}
              error={errors.password?.message}
              {...register('password')}
            />
            <SelectField label={t('desks.roleLabel')} hint={t('desks.roleHint')} {...register('role')}>
              <option value="admin">{t('desks.roleAdmin')}</option>
              <option value="staff">{t('desks.roleStaff')}</option>
            </SelectField>
            {watch('role') === 'staff' ? (
              <StaffDesksField
                chosen={watch('deskIds') ?? []}
                onChange={(deskIds) => setValue('deskIds', deskIds, { shouldValidate: true })}
                error={errors.deskIds?.message}
              />
            ) : null}
          </>
        )}
      </Form>
    </Dialog>
  );
}
