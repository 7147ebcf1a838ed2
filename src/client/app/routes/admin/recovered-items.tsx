import { AdminPage } from '#client/components/layout/admin-page';
import { StoredItemsScreen } from '#client/features/found-reports/components/stored-items-screen';

export function Component() {
  return (
    <AdminPage title="Stored Items">
      <StoredItemsScreen />
    </AdminPage>
  );
}
