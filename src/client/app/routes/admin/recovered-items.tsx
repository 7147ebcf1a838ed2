import { AdminPage } from '#client/components/layout/admin-page';
import { StoredItemsScreen } from '#client/features/found-reports/components/stored-items-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('admin.storedTitle')}>
      <StoredItemsScreen />
    </AdminPage>
  );
}
