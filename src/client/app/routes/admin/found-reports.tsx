import { AdminPage } from '@/components/layout/admin-page';
import { FoundReportsScreen } from '@/features/found-reports/components/found-reports-screen';

export function Component() {
  return (
    <AdminPage title="Found Reports">
      <FoundReportsScreen />
    </AdminPage>
  );
}
