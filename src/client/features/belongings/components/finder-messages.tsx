import { QueryState } from '#client/components/ui/query-state';
import { formatDate, formatTime } from '#client/lib/dates';
import { useT } from '#client/lib/i18n';
import { useFinderMessages } from '#client/features/belongings/api/belongings';

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
          <li key={message._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <p className="text-sm font-semibold text-slate-900">
              {t('belongings.messageAbout', { name: message.belongingName })}
            </p>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-800 wrap-anywhere">{message.message}</p>
            {message.contact ? (
              <p className="mt-1 text-sm text-slate-700 wrap-anywhere">
                {t('belongings.messageContact', { contact: message.contact })}
              </p>
            ) : null}
            <p className="mt-1 text-xs text-slate-600">
              {formatDate(message.sentAt)} {formatTime(message.sentAt)}
            </p>
          </li>
        ))}
      </ul>
    </QueryState>
  );
}
