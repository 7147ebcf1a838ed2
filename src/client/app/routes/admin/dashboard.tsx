import { AdminPage } from '@/components/layout/admin-page';
import { DashboardScreen } from '@/features/dashboard/components/dashboard-screen';

export function Component() {
  return (
    <AdminPage title="Dashboard">
      <DashboardScreen />
    </AdminPage>
  );
}
