import { AdminPage } from '#client/components/layout/admin-page';
import { DisposedItemsScreen } from '#client/features/disposition/components/disposed-items-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('disposition.registerTitle')}>
      <DisposedItemsScreen />
    </AdminPage>
  );
}
