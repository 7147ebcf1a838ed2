import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MESSAGES } from '../../../../shared/constants/messages';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { TextField } from '../../../components/ui/form-field';
import { ApiError } from '../../../lib/api-client';
import { adminLoginSchema, useAdminLogin, type AdminLoginInput } from '../api/admin-login';

interface AdminLoginFormProps {
  onSignedIn: () => void;
}

/** Spec screen 7: email and password; the server's message inline on failure. */
export function AdminLoginForm({ onSignedIn }: AdminLoginFormProps) {
  const login = useAdminLogin();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<AdminLoginInput>({
    resolver: zodResolver(adminLoginSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login.mutateAsync(values);
      onSignedIn();
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : MESSAGES.userLoginFailed);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormAlert>{failure}</FormAlert>
      <TextField
        label="Email"
        type="email"
        autoComplete="username"
        required
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        error={errors.password?.message}
        {...form.register('password')}
      />
      <Button type="submit" busy={login.isPending} className="w-full">
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
