import { AdminPage } from '#client/components/layout/admin-page';
import { TodaysPickupsScreen } from '#client/features/found-reports/components/todays-pickups-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('console.pickupsTitle')}>
      <TodaysPickupsScreen />
    </AdminPage>
  );
}
