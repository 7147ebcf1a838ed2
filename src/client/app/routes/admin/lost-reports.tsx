import { AdminPage } from '#client/components/layout/admin-page';
import { LostReportsScreen } from '#client/features/lost-reports/components/lost-reports-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('admin.lostReportsTitle')}>
      <LostReportsScreen />
    </AdminPage>
  );
}
