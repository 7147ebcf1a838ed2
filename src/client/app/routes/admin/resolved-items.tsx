import { AdminPage } from '../../../features/admin-console/components/admin-page';
import { ResolvedItemsScreen } from '../../../features/admin-console/components/resolved-items-screen';

export function Component() {
  return (
    <AdminPage title="Resolved Items">
      <ResolvedItemsScreen />
    </AdminPage>
  );
}
