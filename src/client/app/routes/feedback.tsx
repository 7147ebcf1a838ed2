import MessageSquareText from '~icons/lucide/message-square-text';
import { FeedbackForm } from '#client/features/static-pages/components/feedback-form';
import { PageShell } from '#client/features/static-pages/components/page-shell';
import { university } from '#client/lib/university';

export function Component() {
  return (
    <PageShell
      title="Feedback"
      icon={<MessageSquareText className="h-6 w-6" />}
      lead={`Tell us what works, what does not, and what would make ${university().shortName} Lost & Found more useful to you.`}
    >
      <FeedbackForm />
    </PageShell>
  );
}
