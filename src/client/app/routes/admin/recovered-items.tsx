import { AdminPage } from '../../../features/admin-console/components/admin-page';
import { StoredItemsScreen } from '../../../features/admin-console/components/stored-items-screen';

export function Component() {
  return (
    <AdminPage title="Stored Items">
      <StoredItemsScreen />
    </AdminPage>
  );
}
