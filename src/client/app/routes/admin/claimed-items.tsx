import { AdminPage } from '../../../features/admin-console/components/admin-page';
import { ClaimedItemsScreen } from '../../../features/admin-console/components/claimed-items-screen';

export function Component() {
  return (
    <AdminPage title="Claimed Items">
      <ClaimedItemsScreen />
    </AdminPage>
  );
}
