import { NotificationList } from '#client/features/notifications/components/notification-list';
import { usePageTitle } from '#client/lib/use-page-title';
import { useT } from '#client/lib/i18n';

/** The member's notifications, opened from the bell in the header. */
export function Component() {
  const t = useT();
  usePageTitle(t('member.notificationsTitle'));
  return (
    <main id="main-content" className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('member.notificationsTitle')}</h1>
      <NotificationList />
    </main>
  );
}
