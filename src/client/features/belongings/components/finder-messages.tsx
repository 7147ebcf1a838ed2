import type { ReceivedFinderMessage } from '#shared/schemas/belonging';
import { QueryState } from '#client/components/ui/query-state';
import { useT } from '#client/lib/i18n';
import { useFinderMessages, useReplyToFinder } from '#client/features/belongings/api/belongings';
import { ConversationReplyForm, ConversationThread } from './finder-conversation';

/** One finder's message, the conversation since, and the owner's answer (decision 0067). */
function FinderMessageCard({ message }: { message: ReceivedFinderMessage }) {
  const t = useT();
  const reply = useReplyToFinder(message._id);
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-semibold text-slate-900">
        {t('belongings.messageAbout', { name: message.belongingName })}
      </p>
      <ConversationThread first={message} replies={message.replies} reader="owner" />
      {message.contact ? (
        <p className="text-sm text-slate-700 wrap-anywhere">
          {t('belongings.messageContact', { contact: message.contact })}
        </p>
      ) : null}
      {message.canReply ? (
        <ConversationReplyForm
          formLabel={t('belongings.replyFormLabel')}
          label={t('belongings.replyLabel')}
          hint={t('belongings.replyHint')}
          placeholder={t('belongings.replyPlaceholder')}
          submitLabel={t('belongings.replySend')}
          failureMessage={t('belongings.replySendFailed')}
          onSend={(input) => reply.mutateAsync(input)}
        />
      ) : (
        <p className="text-sm text-slate-600">{t('belongings.noReplyLink')}</p>
      )}
    </li>
  );
}

/** What finders wrote after scanning the member's stickers; shown as text, links and markup included. */
export function FinderMessages() {
  const t = useT();
  const messages = useFinderMessages();
  const list = messages.data ?? [];
  return (
    <QueryState
      isPending={messages.isPending}
      isError={messages.isError}
      isEmpty={list.length === 0}
      loadingText={t('belongings.messagesLoading')}
      errorText={t('belongings.messagesFailed')}
      emptyText={t('belongings.messagesEmpty')}
      onRetry={() => void messages.refetch()}
    >
      <ul aria-label={t('belongings.messagesTitle')} className="flex flex-col gap-3">
        {list.map((message) => (
          <FinderMessageCard key={message._id} message={message} />
        ))}
      </ul>
    </QueryState>
  );
}
