import { AdminPage } from '#client/components/layout/admin-page';
import { DashboardScreen } from '#client/features/dashboard/components/dashboard-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('console.dashboardTitle')}>
      <DashboardScreen />
    </AdminPage>
  );
}
