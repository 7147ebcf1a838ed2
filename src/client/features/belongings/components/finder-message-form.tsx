import CircleCheck from '~icons/lucide/circle-check';
import Copy from '~icons/lucide/copy';
import Send from '~icons/lucide/send';
import { useState } from 'react';
import { Link } from 'react-router';
import { finderMessageSchema, MAX_FINDER_CONTACT, MAX_FINDER_MESSAGE } from '#shared/schemas/belonging';
import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { TextAreaField, TextField } from '#client/components/ui/form-field';
import { useT } from '#client/lib/i18n';
import { paths } from '#client/lib/paths';
import { useSendFinderMessage } from '#client/features/belongings/api/belongings';

/**
 * The finder's private link to the conversation (decision 0067), shown once:
 * nothing else leads back to it, so it is offered to copy as well as to open.
 */
function ConversationLink({ replyKey }: { replyKey: string }) {
  const t = useT();
  const [copied, setCopied] = useState<boolean | null>(null);
  const path = paths.finderConversation(replyKey);
  const address = new URL(path, window.location.origin).href;
  const copy = () =>
    navigator.clipboard.writeText(address).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <section
      aria-labelledby="conversation-link"
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
    >
      <h3 id="conversation-link" className="font-semibold text-slate-900">
        {t('belongings.finderLinkTitle')}
      </h3>
      <p className="text-sm text-slate-700">{t('belongings.finderLinkText')}</p>
      <Link to={path} className="text-sm break-all text-blue-700 underline underline-offset-2">
        {address}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t('belongings.copyLink')}
        </Button>
        <span role="status" className="text-sm text-slate-700">
          {copied === true
            ? t('belongings.linkCopied')
            : copied === false
              ? t('belongings.linkNotCopied')
              : ''}
        </span>
      </div>
    </section>
  );
}

/**
 * The finder writes to the owner of the sticker they scanned; the owner is
 * told at once. Once sent, the form gives way to a thank-you that says the
 * owner was told, and never who they are, and the link to read their answer.
 */
export function FinderMessageForm({ code }: { code: string }) {
  const t = useT();
  const send = useSendFinderMessage(code);
  if (send.isSuccess) {
    return (
      <div className="flex flex-col gap-4">
        <p
          role="status"
          className="flex items-start gap-2 rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900"
        >
          <CircleCheck className="mt-0.5 h-5 w-5 shrink-0" aria-hidden="true" />
          {t('belongings.finderSent')}
        </p>
        <ConversationLink replyKey={send.data.replyKey} />
      </div>
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
