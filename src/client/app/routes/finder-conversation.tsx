import MessagesSquare from '~icons/lucide/messages-square';
import { useParams } from 'react-router';
import { Spinner } from '#client/components/ui/spinner';
import { useT } from '#client/lib/i18n';
import { useFinderConversation, useWriteAgain } from '#client/features/belongings/api/belongings';
import { useCategoryName } from '#client/features/belongings/components/belonging-form';
import {
  ConversationReplyForm,
  ConversationThread,
} from '#client/features/belongings/components/finder-conversation';
import { PageShell } from '#client/features/static-pages/components/page-shell';

/**
 * The finder's private link (/s/conversations/:key, decision 0067): what they
 * wrote, the owner's answers, and a form to write again, on a phone and
 * without an account. It never names the owner.
 */
export function Component() {
  const t = useT();
  const { key = '' } = useParams();
  const conversation = useFinderConversation(key);
  const writeAgain = useWriteAgain(key);
  const categoryName = useCategoryName();
  const data = conversation.data;
  return (
    <PageShell
      title={t('belongings.conversationTitle')}
      icon={<MessagesSquare className="h-6 w-6" />}
      lead={data ? t('belongings.conversationLead', { category: categoryName(data.category) }) : undefined}
    >
      {conversation.isPending ? (
        <div className="flex items-center gap-3 py-6 text-slate-700">
          <Spinner size="sm" label="" />
          <span role="status">{t('belongings.conversationLoading')}</span>
        </div>
      ) : conversation.isError ? (
        <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
          {conversation.error.message}
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          <ConversationThread first={data!} replies={data!.replies} reader="finder" />
          {data!.replies.some((reply) => reply.author === 'owner') ? null : (
            <p className="text-sm text-slate-700">{t('belongings.conversationNoAnswer')}</p>
          )}
          <section aria-labelledby="write-again" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="write-again" className="mb-4 text-lg font-semibold text-slate-900">
              {t('belongings.writeAgainTitle')}
            </h2>
            <ConversationReplyForm
              formLabel={t('belongings.writeAgainTitle')}
              label={t('belongings.finderMessage')}
              placeholder={t('belongings.writeAgainPlaceholder')}
              submitLabel={t('belongings.finderSend')}
              failureMessage={t('belongings.finderSendFailed')}
              onSend={(input) => writeAgain.mutateAsync(input)}
            />
          </section>
        </div>
      )}
    </PageShell>
  );
}
