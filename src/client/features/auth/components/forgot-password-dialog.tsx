import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/form-field';
import {
  passwordResetRequestSchema,
  useRequestPasswordReset,
  type PasswordResetRequestInput,
} from '../api/request-password-reset';

const sentMessage = (email: string) =>
  `If an admin account exists for ${email}, we have sent it an email with a link to set a new password.`;

/** "Forgot password?": asks for the email and confirms without saying whether the account exists. */
export function ForgotPasswordDialog() {
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setSentTo(null);
      setFailure(null);
      form.reset();
    }
  };

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await request.mutateAsync({ email });
      setSentTo(email);
    } catch {
      setFailure('Could not send the email. Please try again.');
    }
  });

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
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              required
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            {failure ? (
              <p role="alert" className="text-sm text-red-700">
                {failure}
              </p>
            ) : null}
            <Button type="submit" busy={request.isPending}>
              {request.isPending ? 'Sending...' : 'Send reset link'}
            </Button>
          </form>
        )}
      </Dialog>
    </>
  );
}
