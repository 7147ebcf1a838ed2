import Bell from '~icons/lucide/bell';
import { NavLink } from 'react-router';
import { useUnreadCount } from '#client/features/notifications/api/get-notifications';
import { formatNumber } from '#client/lib/dates';
import { useT } from '#client/lib/i18n';

/** The bell in the member header: a link to the notifications, with the number not yet read. */
export function NotificationBell({ to }: { to: string }) {
  const t = useT();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const shown = count > 99 ? `${formatNumber(99)}+` : formatNumber(count);
  return (
    <NavLink
      to={to}
      aria-label={count > 0 ? t('common.notificationsUnread', { count }) : t('common.notifications')}
      className={({ isActive }) =>
        `relative inline-flex h-10 w-10 items-center justify-center rounded-md ${
          isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
        }`
      }
    >
      <Bell className="h-5 w-5" aria-hidden="true" />
      {count > 0 ? (
        <span
          aria-hidden="true"
          data-testid="unread-count"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {shown}
        </span>
      ) : null}
    </NavLink>
  );
}
