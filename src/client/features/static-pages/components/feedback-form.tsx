import CircleCheck from '~icons/lucide/circle-check';
import Send from '~icons/lucide/send';
import { useEffect, useState } from 'react';
import { FEEDBACK_BANNER_MS, FEEDBACK_SEND_MS } from '#shared/constants/limits';
import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { TextAreaField, TextField } from '#client/components/ui/form-field';
import { useT } from '#client/lib/i18n';
import {
  feedbackSchema,
  MAX_FEEDBACK_MESSAGE,
  MAX_FEEDBACK_SUBJECT,
} from '#client/features/static-pages/feedback-schema';

type Phase = 'editing' | 'sending' | 'thanked';

/**
 * The feedback form. Sending is only simulated (spec §2 screen 11): nothing is
 * transmitted, the button is busy for FEEDBACK_SEND_MS, then a thank-you banner
 * shows for FEEDBACK_BANNER_MS and the form is emptied.
 */
export function FeedbackForm() {
  const t = useT();
  const [phase, setPhase] = useState<Phase>('editing');
  // Each thank-you starts a fresh, empty form.
  const [sent, setSent] = useState(0);

  // Each phase that ends by itself owns its timer, so leaving the page cancels it.
  useEffect(() => {
    if (phase === 'editing') return;
    const timer = window.setTimeout(
      () => {
        if (phase === 'sending') {
          setSent((count) => count + 1);
          setPhase('thanked');
        } else {
          setPhase('editing');
        }
      },
      phase === 'sending' ? FEEDBACK_SEND_MS : FEEDBACK_BANNER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase]);

  const sending = phase === 'sending';
  const thanked = phase === 'thanked';

  return (
    <div className="flex flex-col gap-5">
      {/* Kept in the page so screen readers announce the banner when it appears. */}
      <div role="status" aria-live="polite">
        {thanked ? (
          <p className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
            {t('toasts.feedbackThanks')}
          </p>
        ) : null}
      </div>
      <Form
        key={sent}
        schema={feedbackSchema}
        defaultValues={{ subject: '', message: '' }}
        onSubmit={() => setPhase('sending')}
        aria-label={t('common.feedback')}
        className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:p-6"
      >
        {({ register, formState: { errors } }) => (
          <fieldset disabled={sending} className="flex flex-col gap-5">
            <TextField
              label={t('info.subject')}
              required
              maxLength={MAX_FEEDBACK_SUBJECT}
              autoComplete="off"
              error={errors.subject?.message}
              {...register('subject')}
            />
            <TextAreaField
              label={t('info.message')}
              required
              rows={6}
              maxLength={MAX_FEEDBACK_MESSAGE}
              error={errors.message?.message}
              {...register('message')}
            />
            <div className="flex justify-end">
              <Button type="submit" busy={sending} className="w-full sm:w-auto">
                {sending ? (
                  t('info.sending')
                ) : (
                  <>
                    <Send className="h-4 w-4" aria-hidden="true" />
                    {t('info.sendFeedback')}
                  </>
                )}
              </Button>
            </div>
          </fieldset>
        )}
      </Form>
    </div>
  );
}
