import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { MESSAGES } from '../../../../shared/constants/messages';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { university } from '../../../lib/university';
import { createAdminSchema, useCreateAdmin, type CreateAdminPayload } from '../api/create-admin';

const emptyAdmin: CreateAdminPayload = { name: '', email: '', phone: '', universityId: '', password: '' };

interface CreateAdminDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec screen 15: 'Create New Admin' makes the sign-in and the admin record in one step. */
export function CreateAdminDialog({ open, onOpenChange }: CreateAdminDialogProps) {
  const create = useCreateAdmin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateAdminPayload>({
    resolver: zodResolver(createAdminSchema(university())),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: emptyAdmin,
  });
  const { errors } = form.formState;

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      form.reset(emptyAdmin);
      setFailure(null);
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await create.mutateAsync(values);
      toast.success(MESSAGES.adminCreated);
      close(false);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.adminCreateFailed;
      setFailure(message);
      toast.error(message || MESSAGES.adminCreateFailed);
    }
  });

  const formId = 'create-admin-form';
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Create New Admin"
      description="The new admin signs in with this email and password."
      footer={
        <>
          <Button variant="secondary" onClick={() => close(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create Admin'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <FormAlert>{failure}</FormAlert>
        <TextField
          label="Name"
          autoComplete="off"
          required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="off"
          hint={`For example ${university().phone.example}`}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <TextField
          label="University ID"
          autoComplete="off"
          required
          error={errors.universityId?.message}
          {...form.register('universityId')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          hint="At least 6 characters."
          error={errors.password?.message}
          {...form.register('password')}
        />
      </form>
    </Dialog>
  );
}
