import { AdminPage } from '#client/components/layout/admin-page';
import { ClaimedItemsScreen } from '#client/features/found-reports/components/claimed-items-screen';

export function Component() {
  return (
    <AdminPage title="Claimed Items">
      <ClaimedItemsScreen />
    </AdminPage>
  );
}
