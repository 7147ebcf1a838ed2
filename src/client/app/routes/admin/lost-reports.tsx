import { AdminPage } from '@/components/layout/admin-page';
import { LostReportsScreen } from '@/features/lost-reports/components/lost-reports-screen';

export function Component() {
  return (
    <AdminPage title="Lost Reports">
      <LostReportsScreen />
    </AdminPage>
  );
}
