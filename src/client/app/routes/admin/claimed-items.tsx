import { AdminPage } from '../../../components/layout/admin-page';
import { ClaimedItemsScreen } from '../../../features/admin-console/components/claimed-items-screen';

export function Component() {
  return (
    <AdminPage title="Claimed Items">
      <ClaimedItemsScreen />
    </AdminPage>
  );
}
