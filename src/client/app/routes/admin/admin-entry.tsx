import { AdminPage } from '#client/components/layout/admin-page';
import { ManualEntryScreen } from '#client/features/found-reports/components/manual-entry-screen';

export function Component() {
  return (
    <AdminPage title="Manual Entry">
      <ManualEntryScreen />
    </AdminPage>
  );
}
