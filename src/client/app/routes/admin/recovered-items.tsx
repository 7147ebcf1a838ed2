import { AdminPage } from '@/components/layout/admin-page';
import { StoredItemsScreen } from '@/features/found-reports/components/stored-items-screen';

export function Component() {
  return (
    <AdminPage title="Stored Items">
      <StoredItemsScreen />
    </AdminPage>
  );
}
