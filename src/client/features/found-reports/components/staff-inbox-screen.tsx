import ImageIcon from '~icons/lucide/image';
import Inbox from '~icons/lucide/inbox';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UnansweredThread } from '#shared/schemas/claim-conversation';
import { Button } from '#client/components/ui/button';
import { DeskFilter } from '#client/components/admin-list/desk-filter';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { formatDate, formatTime } from '#client/lib/dates';
import { useT } from '#client/lib/i18n';
import { useUnansweredThreads } from '#client/features/found-reports/api/staff-inbox';
import { timeWaited } from '#client/features/found-reports/lib/time-waited';
import { ClaimedItemDetails } from './claimed-items-screen';
import { ClaimState } from './claim-review';

/** "Waiting for 3 hours", counted from the claimant's newest message. */
function Waited({ since, now }: { since: string; now: number }) {
  const t = useT();
  const waited = timeWaited(since, now);
  const words =
    waited.unit === 'now'
      ? t('console.inboxWaitedNow')
      : waited.unit === 'minutes'
        ? t('console.inboxWaitedMinutes', { count: waited.count })
        : waited.unit === 'hours'
          ? t('console.inboxWaitedHours', { count: waited.count })
          : t('console.inboxWaitedDays', { count: waited.count });
  return (
    <p className="font-semibold text-amber-900">
      {words}
      <span className="block text-xs font-normal text-slate-600">
        <time dateTime={since}>
          {formatDate(since)} {formatTime(since)}
        </time>
      </span>
    </p>
  );
}

function ThreadRow({ thread, now, onOpen }: { thread: UnansweredThread; now: number; onOpen: () => void }) {
  const t = useT();
  return (
    <li className="grid gap-x-6 gap-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[11rem_1fr_auto]">
      <Waited since={thread.lastAt} now={now} />
      <div className="flex min-w-0 flex-col gap-1 wrap-anywhere">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="font-semibold text-slate-900">
            {t('console.claimBy', {
              claimId: thread.claimId,
              name: thread.claimantName ?? t('console.pickupsNoName'),
            })}
          </h2>
          <ClaimState status={thread.status} />
          {thread.unread > 0 ? (
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('console.inboxUnread', { count: thread.unread })}
            </span>
          ) : null}
        </div>
        <p className="text-slate-700">
          {thread.itemName} · {thread.reportId}
        </p>
        {thread.lastText ? (
          <p className="line-clamp-3 whitespace-pre-wrap text-slate-900">{thread.lastText}</p>
        ) : null}
        {thread.lastHasPhoto ? (
          <p className="flex items-center gap-1 text-slate-700">
            <ImageIcon className="h-4 w-4" aria-hidden="true" />
            {thread.lastText ? t('console.inboxWithPhoto') : t('console.inboxPhotoOnly')}
          </p>
        ) : null}
      </div>
      <div className="sm:self-center">
        <Button className="w-full sm:w-auto" onClick={onOpen}>
          {t('console.inboxOpen')}
        </Button>
      </div>
    </li>
  );
}

/**
 * The staff inbox (decisions 0075, 0080): open claims whose claimant wrote last
 * and waits for the office, newest first, on the reader's desks (an admin's on
 * every desk, narrowed by the desk filter). A row opens the claim's review at its
 * conversation; the thread leaves the list once the office answers.
 */
export function StaffInboxScreen() {
  const t = useT();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const deskId = params.get('desk');
  const threads = useUnansweredThreads(deskId);
  // The open claim is kept apart from the list: answering takes it out of the list, not off the screen.
  const [open, setOpen] = useState<{ reportId: string; claimId: string } | null>(null);
  // Waits grow while the page stays open.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const chooseDesk = (desk: string | undefined) => {
    const next = new URLSearchParams(params);
    if (desk) next.set('desk', desk);
    else next.delete('desk');
    setParams(next, { replace: true });
  };

  let body;
  if (threads.isPending) {
    body = <PageSpinner label={t('console.inboxLoading')} />;
  } else if (threads.isError) {
    body = (
      <StatusPanel
        tone="error"
        title={t('console.inboxLoadErrorTitle')}
        message={t('console.inboxLoadError')}
        action={<Button onClick={() => void threads.refetch()}>{t('ui.tryAgain')}</Button>}
      />
    );
  } else if (threads.data.length === 0) {
    body = (
      <StatusPanel
        icon={<Inbox className="h-8 w-8" aria-hidden="true" />}
        title={t('console.inboxEmptyTitle')}
        message={t('console.inboxEmptyHint')}
      />
    );
  } else {
    body = (
      <ol
        aria-label={t('console.inboxList')}
        className="flex flex-col gap-3"
        aria-busy={threads.isPlaceholderData || undefined}
      >
        {threads.data.map((thread) => (
          <ThreadRow
            key={thread.claimId}
            thread={thread}
            now={now}
            onOpen={() => setOpen({ reportId: thread.reportId, claimId: thread.claimId })}
          />
        ))}
      </ol>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold text-slate-900">{t('console.inboxTitle')}</h1>
        <p className="max-w-3xl text-sm text-slate-700">{t('console.inboxIntro')}</p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <DeskFilter id={`${id}-desk`} value={deskId ?? undefined} onChange={chooseDesk} />
        {threads.data && threads.data.length > 0 ? (
          <p role="status" className="text-sm text-slate-700 sm:ml-auto">
            {t('console.inboxCount', { count: threads.data.length })}
          </p>
        ) : null}
      </div>
      {body}
      {open ? (
        <ClaimedItemDetails
          key={open.claimId}
          id={open.reportId}
          conversationOf={open.claimId}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
