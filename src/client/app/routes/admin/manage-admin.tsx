import Plus from '~icons/lucide/plus';
import Users from '~icons/lucide/users';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { useAdmins } from '#client/features/admins/api/get-admins';
import { AdminsTable } from '#client/features/admins/components/admins-table';
import { CreateAdminDialog } from '#client/features/admins/components/create-admin-dialog';
import { usePageTitle } from '#client/lib/use-page-title';
import { useT } from '#client/lib/i18n';

/** Spec screen 15: admin management. */
export function Component() {
  const t = useT();
  usePageTitle(t('console.manageAdminTitle'));
  const admins = useAdmins();
  const [creating, setCreating] = useState(false);

  let body;
  if (admins.isPending) {
    body = <PageSpinner label={t('console.adminsLoading')} />;
  } else if (admins.isError) {
    body = (
      <StatusPanel
        tone="error"
        title={t('console.adminsError')}
        message={t('console.adminsErrorMessage')}
        action={<Button onClick={() => void admins.refetch()}>{t('console.tryAgain')}</Button>}
      />
    );
  } else if (admins.data.length === 0) {
    body = (
      <StatusPanel
        icon={<Users className="h-8 w-8" aria-hidden="true" />}
        title={t('console.noAdmins')}
        message={t('console.noAdminsMessage')}
      />
    );
  } else {
    body = <AdminsTable admins={admins.data} />;
  }

  return (
    <main id="main-content" className="flex flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{t('console.manageAdminTitle')}</h1>
        <Button onClick={() => setCreating(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          {t('console.addNew')}
        </Button>
      </div>
      {body}
      <CreateAdminDialog open={creating} onOpenChange={setCreating} />
    </main>
  );
}
