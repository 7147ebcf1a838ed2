import { AdminPage } from '#client/components/layout/admin-page';
import { MonthlyReportScreen } from '#client/features/reports/components/monthly-report-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('monthly.title')}>
      <MonthlyReportScreen />
    </AdminPage>
  );
}
