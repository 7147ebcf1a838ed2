import { AdminPage } from '../../../components/layout/admin-page';
import { FoundReportsScreen } from '../../../features/admin-console/components/found-reports-screen';

export function Component() {
  return (
    <AdminPage title="Found Reports">
      <FoundReportsScreen />
    </AdminPage>
  );
}
