import { NotificationList } from '#client/features/notifications/components/notification-list';
import { usePageTitle } from '#client/lib/use-page-title';

/** The member's notifications, opened from the bell in the header. */
export function Component() {
  usePageTitle('Notifications');
  return (
    <main id="main-content" className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">Notifications</h1>
      <NotificationList />
    </main>
  );
}
