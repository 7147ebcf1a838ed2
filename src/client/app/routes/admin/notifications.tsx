import type { AppNotification } from '#shared/schemas/notification';
import { AdminPage } from '#client/components/layout/admin-page';
import { NotificationList } from '#client/features/notifications/components/notification-list';
import { StaffAlertSettingsForm } from '#client/features/notifications/components/staff-alert-settings-form';
import { useT } from '#client/lib/i18n';

/** A console account's notifications (staff alerts, decision 0070), opened from the bell, and its settings. */
export function Component() {
  const t = useT();
  const openLabel = (notice: AppNotification) =>
    notice.kind === 'pickups-today' ? t('alerts.openPickups') : t('alerts.openItem');
  return (
    <AdminPage title={t('common.notifications')}>
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('common.notifications')}</h1>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <NotificationList openLabel={openLabel} />
        <StaffAlertSettingsForm />
      </div>
    </AdminPage>
  );
}
