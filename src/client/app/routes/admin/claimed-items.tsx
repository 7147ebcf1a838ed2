import { AdminPage } from '@/components/layout/admin-page';
import { ClaimedItemsScreen } from '@/features/found-reports/components/claimed-items-screen';

export function Component() {
  return (
    <AdminPage title="Claimed Items">
      <ClaimedItemsScreen />
    </AdminPage>
  );
}
