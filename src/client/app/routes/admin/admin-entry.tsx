import { AdminPage } from '@/components/layout/admin-page';
import { ManualEntryScreen } from '@/features/found-reports/components/manual-entry-screen';

export function Component() {
  return (
    <AdminPage title="Manual Entry">
      <ManualEntryScreen />
    </AdminPage>
  );
}
