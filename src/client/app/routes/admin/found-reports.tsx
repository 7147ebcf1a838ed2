import { AdminPage } from '#client/components/layout/admin-page';
import { FoundReportsScreen } from '#client/features/found-reports/components/found-reports-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('admin.foundReportsTitle')}>
      <FoundReportsScreen />
    </AdminPage>
  );
}
