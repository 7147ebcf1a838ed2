import { AdminPage } from '@/components/layout/admin-page';
import { ResolvedItemsScreen } from '@/features/found-reports/components/resolved-items-screen';

export function Component() {
  return (
    <AdminPage title="Resolved Items">
      <ResolvedItemsScreen />
    </AdminPage>
  );
}
