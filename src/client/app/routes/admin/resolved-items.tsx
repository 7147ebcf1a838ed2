import { AdminPage } from '../../../components/layout/admin-page';
import { ResolvedItemsScreen } from '../../../features/admin-console/components/resolved-items-screen';

export function Component() {
  return (
    <AdminPage title="Resolved Items">
      <ResolvedItemsScreen />
    </AdminPage>
  );
}
