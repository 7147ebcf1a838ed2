import CircleCheck from '~icons/lucide/circle-check';
import Send from '~icons/lucide/send';
import { finderMessageSchema, MAX_FINDER_CONTACT, MAX_FINDER_MESSAGE } from '#shared/schemas/belonging';
import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { TextAreaField, TextField } from '#client/components/ui/form-field';
import { useT } from '#client/lib/i18n';
import { useSendFinderMessage } from '#client/features/belongings/api/belongings';

/**
 * The finder writes to the owner of the sticker they scanned; the owner is
 * told at once. Once sent, the form gives way to a thank-you that says the
 * owner was told, and never who they are.
 */
export function FinderMessageForm({ code }: { code: string }) {
  const t = useT();
  const send = useSendFinderMessage(code);
  if (send.isSuccess) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900"
      >
        <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
        {t('belongings.finderSent')}
      </p>
    );
  }
  return (
    <Form
      schema={finderMessageSchema}
      defaultValues={{ message: '', contact: '' }}
      onSubmit={(values) => send.mutateAsync(values)}
      failureMessage={t('belongings.finderSendFailed')}
      aria-label={t('belongings.finderFormTitle')}
      className="flex flex-col gap-4"
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <fieldset disabled={isSubmitting} className="flex flex-col gap-4">
          <TextAreaField
            label={t('belongings.finderMessage')}
            required
            rows={4}
            maxLength={MAX_FINDER_MESSAGE}
            placeholder={t('belongings.finderMessagePlaceholder')}
            error={errors.message?.message}
            {...register('message')}
          />
          <TextField
            label={t('belongings.finderContact')}
            maxLength={MAX_FINDER_CONTACT}
            autoComplete="email"
            hint={t('belongings.finderContactHint')}
            error={errors.contact?.message}
            {...register('contact')}
          />
          <div>
            <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto">
              <Send className="h-4 w-4" aria-hidden="true" />
              {t('belongings.finderSend')}
            </Button>
          </div>
        </fieldset>
      )}
    </Form>
  );
}
