import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { TextField } from '#client/components/ui/form-field';
import { adminLoginSchema, useAdminLogin } from '#client/features/auth/api/admin-login';
import { toast } from '#client/lib/toast';
import { useT } from '#client/lib/i18n';

interface AdminLoginFormProps {
  onSignedIn: () => void;
}

/** Spec screen 7: email and password; the server's message inline on failure. */
export function AdminLoginForm({ onSignedIn }: AdminLoginFormProps) {
  const t = useT();
  const login = useAdminLogin();
  return (
    <Form
      schema={adminLoginSchema}
      defaultValues={{ email: '', password: '' }}
      onSubmit={async (values) => {
        const session = await login.mutateAsync(values);
        // Spec §8: a welcome toast on successful login, for admins as for members.
        if (session.user)
          toast.success(t('auth.welcome', { name: session.user.displayName || t('staff.adminFallback') }));
        onSignedIn();
      }}
      failureMessage={t('auth.failed')}
      className="flex flex-col gap-4"
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          <TextField
            label={t('staff.email')}
            type="email"
            autoComplete="username"
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={t('staff.password')}
            type="password"
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <Button type="submit" busy={isSubmitting} className="w-full">
            {isSubmitting ? t('staff.signingIn') : t('staff.signIn')}
          </Button>
        </>
      )}
    </Form>
  );
}
