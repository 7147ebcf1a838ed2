import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { TextField } from '#client/components/ui/form-field';
import {
  newPasswordFormSchema,
  useConfirmPasswordReset,
  usePasswordResetCheck,
} from '#client/features/auth/api/confirm-password-reset';
import { Spinner } from '#client/components/ui/spinner';
import { useT } from '#client/lib/i18n';
import type { MessageKey } from '#shared/i18n/message-key';

const LINK_STATE_TEXT = {
  used: 'staff.linkUsed',
  expired: 'staff.linkExpired',
  unknown: 'staff.linkInvalid',
} as const satisfies Record<'used' | 'expired' | 'unknown', MessageKey>;

/**
 * Sets a new password with the token from the reset email. The link is checked
 * first: a used or expired one says so before anyone types a password.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const t = useT();
  const check = usePasswordResetCheck(token);
  if (check.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-3 py-6 text-sm text-slate-700">
        <Spinner size="sm" label="" />
        {t('staff.checkingLink')}
      </p>
    );
  }
  // A failed check (the network) leaves the form: the confirm call checks the link again anyway.
  if (check.data && check.data.state !== 'valid') {
    return (
      <div className="flex flex-col gap-4 text-center">
        <p role="alert" className="text-sm text-red-800">
          {t(LINK_STATE_TEXT[check.data.state])}
        </p>
        <Link to={paths.adminLogin} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('staff.toAdminLogin')}
        </Link>
      </div>
    );
  }
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const t = useT();
  const confirm = useConfirmPasswordReset();
  const [done, setDone] = useState<string | null>(null);

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
          {t('staff.toAdminLogin')}
        </Link>
      </div>
    );
  }

  return (
    <Form
      schema={newPasswordFormSchema}
      defaultValues={{ password: '', confirmPassword: '' }}
      onSubmit={async ({ password }) => {
        await confirm.mutateAsync({ token, password });
        setDone(t('staff.passwordChanged'));
      }}
      failureMessage={t('staff.setFailed')}
      className="flex flex-col gap-4"
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <>
          <TextField
            label={t('staff.newPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={t('staff.confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" busy={isSubmitting}>
            {isSubmitting ? t('staff.saving') : t('staff.setPassword')}
          </Button>
        </>
      )}
    </Form>
  );
}
