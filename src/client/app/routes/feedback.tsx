import MessageSquareText from '~icons/lucide/message-square-text';
import { FeedbackForm } from '#client/features/static-pages/components/feedback-form';
import { PageShell } from '#client/features/static-pages/components/page-shell';
import { university } from '#client/lib/university';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <PageShell
      title={t('common.feedback')}
      icon={<MessageSquareText className="h-6 w-6" />}
      lead={t('info.feedbackLead', { shortName: university().shortName })}
    >
      <FeedbackForm />
    </PageShell>
  );
}
