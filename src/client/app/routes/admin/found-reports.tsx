import { AdminPage } from '#client/components/layout/admin-page';
import { FoundReportsScreen } from '#client/features/found-reports/components/found-reports-screen';

export function Component() {
  return (
    <AdminPage title="Found Reports">
      <FoundReportsScreen />
    </AdminPage>
  );
}
