import { AdminPage } from '../../../components/layout/admin-page';
import { LostReportsScreen } from '../../../features/admin-console/components/lost-reports-screen';

export function Component() {
  return (
    <AdminPage title="Lost Reports">
      <LostReportsScreen />
    </AdminPage>
  );
}
