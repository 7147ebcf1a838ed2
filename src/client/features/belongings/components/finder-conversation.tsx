import Send from '~icons/lucide/send';
import type { FinderReply, FinderReplyInput } from '#shared/schemas/belonging';
import { finderReplyInputSchema, MAX_FINDER_MESSAGE } from '#shared/schemas/belonging';
import { Button } from '#client/components/ui/button';
import { Form } from '#client/components/ui/form';
import { TextAreaField } from '#client/components/ui/form-field';
import { formatDate, formatTime } from '#client/lib/dates';
import { useT } from '#client/lib/i18n';

/**
 * A finder's conversation with an owner (decision 0067), oldest first, as one
 * side reads it: their own messages are "You", the other side is named only as
 * "The finder" or "The owner". Everything written is shown as text.
 */
export function ConversationThread({
  first,
  replies,
  reader,
}: {
  first: { message: string; sentAt: string };
  replies: FinderReply[];
  reader: FinderReply['author'];
}) {
  const t = useT();
  const authorName = (author: FinderReply['author']) =>
    author === reader
      ? t('belongings.fromYou')
      : author === 'owner'
        ? t('belongings.fromOwner')
        : t('belongings.fromFinder');
  const messages = [{ _id: 'first', author: 'finder' as const, ...first }, ...replies];
  return (
    <ol aria-label={t('belongings.conversationLabel')} className="flex flex-col gap-2">
      {messages.map((message) => (
        <li
          key={message._id}
          className={`rounded-lg border px-3 py-2 ${
            message.author === reader
              ? 'border-blue-200 bg-blue-50 sm:ml-8'
              : 'border-slate-200 bg-white sm:mr-8'
          }`}
        >
          <p className="text-xs font-semibold text-slate-700">
            {authorName(message.author)}
            <span className="font-normal text-slate-600">
              {' · '}
              {formatDate(message.sentAt)} {formatTime(message.sentAt)}
            </span>
          </p>
          <p className="mt-1 text-sm whitespace-pre-line text-slate-900 wrap-anywhere">{message.message}</p>
        </li>
      ))}
    </ol>
  );
}

/** One more message in a conversation; the field empties once it is sent, and keeps its text when sending fails. */
export function ConversationReplyForm({
  formLabel,
  label,
  hint,
  placeholder,
  submitLabel,
  failureMessage,
  onSend,
}: {
  /** The form's own name, apart from its field's. */
  formLabel: string;
  label: string;
  hint?: string;
  placeholder: string;
  submitLabel: string;
  failureMessage: string;
  onSend: (input: FinderReplyInput) => Promise<unknown>;
}) {
  return (
    <Form
      schema={finderReplyInputSchema}
      defaultValues={{ message: '' }}
      onSubmit={async (values, form) => {
        await onSend(values);
        form.reset({ message: '' });
      }}
      failureMessage={failureMessage}
      aria-label={formLabel}
      className="flex flex-col gap-3"
    >
      {({ register, formState: { errors, isSubmitting } }) => (
        <fieldset disabled={isSubmitting} className="flex flex-col gap-3">
          <TextAreaField
            label={label}
            required
            rows={3}
            maxLength={MAX_FINDER_MESSAGE}
            placeholder={placeholder}
            hint={hint}
            error={errors.message?.message}
            {...register('message')}
          />
          <div>
            <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto">
              <Send className="h-4 w-4" aria-hidden="true" />
              {submitLabel}
            </Button>
          </div>
        </fieldset>
      )}
    </Form>
  );
}
