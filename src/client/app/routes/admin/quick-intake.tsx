import { AdminPage } from '#client/components/layout/admin-page';
import { QuickIntakeScreen } from '#client/features/found-reports/components/quick-intake-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('intake.title')}>
      <QuickIntakeScreen />
    </AdminPage>
  );
}
