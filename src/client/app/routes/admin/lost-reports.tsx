import { AdminPage } from '#client/components/layout/admin-page';
import { LostReportsScreen } from '#client/features/lost-reports/components/lost-reports-screen';

export function Component() {
  return (
    <AdminPage title="Lost Reports">
      <LostReportsScreen />
    </AdminPage>
  );
}
