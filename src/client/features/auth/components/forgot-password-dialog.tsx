import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Form } from '#client/components/ui/form';
import { TextField } from '#client/components/ui/form-field';
import {
  passwordResetRequestSchema,
  useRequestPasswordReset,
} from '#client/features/auth/api/request-password-reset';
import { useT } from '#client/lib/i18n';

/** "Forgot password?": asks for the email and confirms without saying whether the account exists. */
export function ForgotPasswordDialog() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  // The dialog's content, the form with it, is left when it closes: it opens empty again.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setSentTo(null);
  };

  return (
    <>
      <button
        type="button"
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
        onClick={() => setOpen(true)}
      >
        {t('staff.forgotPassword')}
      </button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('staff.resetTitle')}
        description={sentTo ? undefined : t('staff.resetDescription')}
        size="sm"
      >
        {sentTo ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="text-sm text-slate-800">
              {t('staff.resetSent', { email: sentTo })}
            </p>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('staff.close')}
            </Button>
          </div>
        ) : (
          <Form
            schema={passwordResetRequestSchema}
            defaultValues={{ email: '' }}
            onSubmit={async ({ email }) => {
              await request.mutateAsync({ email });
              setSentTo(email);
            }}
            failureMessage={t('staff.sendFailed')}
            className="flex flex-col gap-4"
          >
            {({ register, formState: { errors, isSubmitting } }) => (
              <>
                <TextField
                  label={t('staff.email')}
                  type="email"
                  autoComplete="email"
                  required
                  error={errors.email?.message}
                  {...register('email')}
                />
                <Button type="submit" busy={isSubmitting}>
                  {isSubmitting ? t('staff.sending') : t('staff.sendLink')}
                </Button>
              </>
            )}
          </Form>
        )}
      </Dialog>
    </>
  );
}
