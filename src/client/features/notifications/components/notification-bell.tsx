import Bell from '~icons/lucide/bell';
import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { useUnreadCount } from '#client/features/notifications/api/get-notifications';
import { formatNumber } from '#client/lib/dates';
import { useT } from '#client/lib/i18n';

/**
 * How many notifications arrived since the count was last read, each time some do: the first
 * count on opening a page is what the member already had, not news. `arrival` tells one
 * arrival from the next, so that two arrivals of one each are each announced.
 */
function useArrivals(count: number | undefined): { arrived: number; arrival: number } {
  const seen = useRef<number | undefined>(undefined);
  const [arrivals, setArrivals] = useState({ arrived: 0, arrival: 0 });
  useEffect(() => {
    if (count === undefined) return;
    const before = seen.current;
    seen.current = count;
    if (before === undefined) return;
    setArrivals((last) =>
      count > before ? { arrived: count - before, arrival: last.arrival + 1 } : { ...last, arrived: 0 },
    );
  }, [count]);
  return arrivals;
}

/**
 * The bell in the member header: a link to the notifications, with the number not yet read.
 * A link's name is read only when the link is reached, so what arrives while a page is open is
 * also said once in a polite live region beside it.
 */
export function NotificationBell({ to }: { to: string }) {
  const t = useT();
  const unread = useUnreadCount();
  const count = unread.data ?? 0;
  const shown = count > 99 ? `${formatNumber(99)}+` : formatNumber(count);
  const { arrived, arrival } = useArrivals(unread.data);
  return (
    <>
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
      <span role="status" className="sr-only">
        {/* A new node per arrival: screen readers announce what is added to the region. */}
        {arrived > 0 ? (
          <span key={arrival}>{t('common.notificationsArrived', { count: arrived })}</span>
        ) : null}
      </span>
    </>
  );
}
