import { AdminPage } from '#client/components/layout/admin-page';
import { DispositionQueueScreen } from '#client/features/disposition/components/disposition-queue-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('admin.navDispositionQueue')}>
      <DispositionQueueScreen />
    </AdminPage>
  );
}
