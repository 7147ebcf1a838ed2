import Plus from '~icons/lucide/plus';
import MessageSquareText from '~icons/lucide/message-square-text';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { useManagedClaimMessageTemplates } from '#client/features/claim-message-templates/api/manage-claim-message-templates';
import { ClaimMessageTemplateDialog } from '#client/features/claim-message-templates/components/claim-message-template-dialog';
import { ClaimMessageTemplatesTable } from '#client/features/claim-message-templates/components/claim-message-templates-table';
import { useT } from '#client/lib/i18n';
import { usePageTitle } from '#client/lib/use-page-title';

/** The staff templates the claim conversation offers (decision 0075): admins keep them here. */
export function Component() {
  const t = useT();
  usePageTitle(t('templates.pageTitle'));
  const templates = useManagedClaimMessageTemplates();
  const [adding, setAdding] = useState(false);

  let body;
  if (templates.isPending) {
    body = <PageSpinner label={t('templates.loading')} />;
  } else if (templates.isError) {
    body = (
      <StatusPanel
        tone="error"
        title={t('templates.loadErrorTitle')}
        message={t('templates.loadError')}
        action={<Button onClick={() => void templates.refetch()}>{t('templates.tryAgain')}</Button>}
      />
    );
  } else if (templates.data.length === 0) {
    body = (
      <StatusPanel
        icon={<MessageSquareText className="h-8 w-8" aria-hidden="true" />}
        title={t('templates.empty')}
        message={t('templates.emptyHint')}
      />
    );
  } else {
    body = <ClaimMessageTemplatesTable templates={templates.data} />;
  }

  return (
    <main id="main-content" className="flex flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('templates.pageTitle')}</h1>
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('templates.addTemplate')}
        </Button>
      </div>
      <p className="max-w-3xl text-sm text-slate-700">{t('templates.intro')}</p>
      {body}
      <ClaimMessageTemplateDialog template={null} open={adding} onOpenChange={setAdding} />
    </main>
  );
}
