import { AdminPage } from '#client/components/layout/admin-page';
import { ClaimedItemsScreen } from '#client/features/found-reports/components/claimed-items-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('admin.claimedTitle')}>
      <ClaimedItemsScreen />
    </AdminPage>
  );
}
