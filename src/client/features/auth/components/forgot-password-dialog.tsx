import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { Form } from '#client/components/ui/form';
import { TextField } from '#client/components/ui/form-field';
import {
  passwordResetRequestSchema,
  useRequestPasswordReset,
} from '#client/features/auth/api/request-password-reset';

const sentMessage = (email: string) =>
  `If an admin account exists for ${email}, we have sent it an email with a link to set a new password.`;

/** "Forgot password?": asks for the email and confirms without saying whether the account exists. */
export function ForgotPasswordDialog() {
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
        Forgot password?
      </button>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title="Reset your password"
        description={
          sentTo ? undefined : 'Enter your admin email and we will send you a link to set a new password.'
        }
        size="sm"
      >
        {sentTo ? (
          <div className="flex flex-col gap-4">
            <p role="status" className="text-sm text-slate-800">
              {sentMessage(sentTo)}
            </p>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              Close
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
            failureMessage="Could not send the email. Please try again."
            className="flex flex-col gap-4"
          >
            {({ register, formState: { errors, isSubmitting } }) => (
              <>
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="email"
                  required
                  error={errors.email?.message}
                  {...register('email')}
                />
                <Button type="submit" busy={isSubmitting}>
                  {isSubmitting ? 'Sending...' : 'Send reset link'}
                </Button>
              </>
            )}
          </Form>
        )}
      </Dialog>
    </>
  );
}
