import { AdminPage } from '../../../features/admin-console/components/admin-page';
import { DashboardScreen } from '../../../features/admin-console/components/dashboard-screen';

export function Component() {
  return (
    <AdminPage title="Dashboard">
      <DashboardScreen />
    </AdminPage>
  );
}
