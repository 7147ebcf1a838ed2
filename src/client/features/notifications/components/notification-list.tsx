import AlertTriangle from '~icons/lucide/triangle-alert';
import BellOff from '~icons/lucide/bell-off';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { AppNotification } from '#shared/schemas/notification';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { formatDate, formatTime } from '#client/lib/dates';
import { useNotifications } from '#client/features/notifications/api/get-notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotification,
} from '#client/features/notifications/api/mark-notifications';
import { Text, useT } from '#client/lib/i18n';

/** What the button that opens a notice's link says: a console account's name the record it opens. */
type OpenLabel = (notice: AppNotification) => string;

function NotificationEntry({
  notice,
  openLabel,
}: {
  notice: AppNotification;
  openLabel?: OpenLabel | undefined;
}) {
  const t = useT();
  const mark = useMarkNotification();
  const headingId = `notification-${notice._id}`;
  return (
    <li
      aria-labelledby={headingId}
      className={`rounded-xl border p-4 wrap-anywhere ${notice.read ? 'border-slate-200 bg-white' : 'border-brand-200 bg-brand-50'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2
          id={headingId}
          className={`min-w-0 text-base text-slate-900 ${notice.read ? '' : 'font-semibold'}`}
        >
          {notice.read ? null : <span className="sr-only">{t('member.unread')} </span>}
          {notice.title}
        </h2>
        <p className="text-xs text-slate-700">
          {formatDate(notice.createdAt)} {formatTime(notice.createdAt)}
        </p>
      </div>
      <p className="mt-1 text-sm text-slate-700">{notice.body}</p>
      {notice.items.length > 0 ? (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          {notice.items.map((item) => (
            <li key={item.reportId}>
              <Text
                id="member.noticeItem"
                values={{
                  reportId: item.reportId,
                  itemName: item.itemName,
                  color: item.color,
                  date: formatDate(item.found_date),
                  location: item.found_location,
                }}
                components={{ 0: <strong className="font-medium" /> }}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {notice.link ? (
          <Link
            to={notice.link}
            onClick={() => (notice.read ? undefined : mark.mutate({ id: notice._id, read: true }))}
            className="inline-flex min-h-10 items-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {openLabel
              ? openLabel(notice)
              : notice.items.length > 1
                ? t('member.seeItems')
                : t('member.seeItem')}
          </Link>
        ) : null}
        {notice.kind === 'match' ? (
          <Link
            to={paths.user.possibleMatches}
            onClick={() => (notice.read ? undefined : mark.mutate({ id: notice._id, read: true }))}
            className="inline-flex min-h-10 items-center rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
          >
            {t('member.seePossibleMatches')}
          </Link>
        ) : null}
        <Button
          variant="secondary"
          busy={mark.isPending}
          onClick={() =>
            mark.mutate(
              { id: notice._id, read: !notice.read },
              { onError: () => toast.error(t('member.noticeUpdateFailed')) },
            )
          }
        >
          {notice.read ? t('member.markUnread') : t('member.markRead')}
        </Button>
      </div>
    </li>
  );
}

/** A person's notifications, newest first: unread ones stand out; each can be opened or marked. */
export function NotificationList({ openLabel }: { openLabel?: OpenLabel } = {}) {
  const t = useT();
  const list = useNotifications();
  const markAll = useMarkAllNotificationsRead();
  const notices = list.data?.pages.flatMap((page) => page.data) ?? [];

  if (list.isPending) return <PageSpinner label={t('member.loadingNotifications')} />;
  if (list.isError && notices.length === 0) {
    return (
      <StatusPanel
        tone="error"
        icon={<AlertTriangle className="h-10 w-10" aria-hidden="true" />}
        title={t('member.noticesErrorTitle')}
        message={t('member.noticesError')}
        action={<Button onClick={() => void list.refetch()}>{t('member.tryAgain')}</Button>}
      />
    );
  }
  if (notices.length === 0) {
    return (
      <StatusPanel
        icon={<BellOff className="h-10 w-10" aria-hidden="true" />}
        title={t('member.noNoticesTitle')}
        message={t('member.noNoticesMessage')}
      />
    );
  }
  const anyUnread = notices.some((notice) => !notice.read);
  return (
    <div className="flex flex-col gap-4">
      {anyUnread ? (
        <div className="flex justify-end">
          <Button
            variant="secondary"
            busy={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, { onError: () => toast.error(t('member.noticesUpdateFailed')) })
            }
          >
            {t('member.markAllRead')}
          </Button>
        </div>
      ) : null}
      <ul className="flex flex-col gap-3">
        {notices.map((notice) => (
          <NotificationEntry key={notice._id} notice={notice} openLabel={openLabel} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="secondary"
            busy={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('ui.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
