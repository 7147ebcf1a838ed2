import { AdminPage } from '#client/components/layout/admin-page';
import { DashboardScreen } from '#client/features/dashboard/components/dashboard-screen';

export function Component() {
  return (
    <AdminPage title="Dashboard">
      <DashboardScreen />
    </AdminPage>
  );
}
