import { AdminPage } from '#client/components/layout/admin-page';
import { ResolvedItemsScreen } from '#client/features/found-reports/components/resolved-items-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('admin.resolvedTitle')}>
      <ResolvedItemsScreen />
    </AdminPage>
  );
}
