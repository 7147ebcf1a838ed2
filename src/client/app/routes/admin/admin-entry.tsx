import { AdminPage } from '#client/components/layout/admin-page';
import { ManualEntryScreen } from '#client/features/found-reports/components/manual-entry-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('admin.navManualEntry')}>
      <ManualEntryScreen />
    </AdminPage>
  );
}
