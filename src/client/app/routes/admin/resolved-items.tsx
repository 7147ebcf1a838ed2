import { AdminPage } from '#client/components/layout/admin-page';
import { ResolvedItemsScreen } from '#client/features/found-reports/components/resolved-items-screen';

export function Component() {
  return (
    <AdminPage title="Resolved Items">
      <ResolvedItemsScreen />
    </AdminPage>
  );
}
