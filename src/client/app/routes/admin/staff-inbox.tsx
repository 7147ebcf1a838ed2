import { AdminPage } from '#client/components/layout/admin-page';
import { StaffInboxScreen } from '#client/features/found-reports/components/staff-inbox-screen';
import { useT } from '#client/lib/i18n';

export function Component() {
  const t = useT();
  return (
    <AdminPage title={t('console.inboxTitle')}>
      <StaffInboxScreen />
    </AdminPage>
  );
}
