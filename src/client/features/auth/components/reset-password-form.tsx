import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import {
  newPasswordFormSchema,
  useConfirmPasswordReset,
  type NewPasswordFormInput,
} from '../api/confirm-password-reset';

/** Sets a new password with the token from the reset email. */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<NewPasswordFormInput>({
    resolver: zodResolver(newPasswordFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const answer = await confirm.mutateAsync({ token, password });
      setDone(answer.message || 'Your password has been changed.');
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status < 500
          ? error.message
          : 'Could not set the password. Please try again.',
      );
    }
  });

  if (done) {
    return (
      <div className="flex flex-col gap-4 text-center">
        <p
          role="status"
          className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
        >
          {done}
        </p>
        <Link to={paths.adminLogin} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Go to admin login
        </Link>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert>{failure}</FormAlert>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" busy={confirm.isPending}>
        {confirm.isPending ? 'Saving...' : 'Set new password'}
      </Button>
    </form>
  );
}
