import Plus from '~icons/lucide/plus';
import MapPin from '~icons/lucide/map-pin';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { useManagedDesks } from '#client/features/desks/api/manage-desks';
import { DeskDialog } from '#client/features/desks/components/desk-dialog';
import { DesksTable } from '#client/features/desks/components/desks-table';
import { useT } from '#client/lib/i18n';
import { usePageTitle } from '#client/lib/use-page-title';

/** The desks that hold found items (decision 0054): admins add and change them here. */
export function Component() {
  const t = useT();
  usePageTitle(t('desks.pageTitle'));
  const desks = useManagedDesks();
  const [adding, setAdding] = useState(false);

  let body;
  if (desks.isPending) {
    body = <PageSpinner label={t('desks.loading')} />;
  } else if (desks.isError) {
    body = (
      <StatusPanel
        tone="error"
        title={t('desks.loadErrorTitle')}
        message={t('desks.loadError')}
        action={<Button onClick={() => void desks.refetch()}>{t('desks.tryAgain')}</Button>}
      />
    );
  } else if (desks.data.length === 0) {
    body = (
      <StatusPanel
        icon={<MapPin className="h-8 w-8" aria-hidden="true" />}
        title={t('desks.empty')}
        message={t('desks.intro')}
      />
    );
  } else {
    body = <DesksTable desks={desks.data} />;
  }

  return (
    <main id="main-content" className="flex flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('desks.pageTitle')}</h1>
        <Button onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('desks.addDesk')}
        </Button>
      </div>
      <p className="max-w-3xl text-sm text-slate-700">{t('desks.intro')}</p>
      {body}
      <DeskDialog desk={null} open={adding} onOpenChange={setAdding} />
    </main>
  );
}
