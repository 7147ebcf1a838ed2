import CalendarClock from '~icons/lucide/calendar-clock';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isValidIsoDate } from '#shared/dates';
import { zonedDay } from '#shared/pickup-slots';
import type { DayPickup } from '#shared/schemas/pickup';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Dialog } from '#client/components/ui/dialog';
import { controlClass } from '#client/components/ui/form-field';
import { DeskFilter } from '#client/components/admin-list/desk-filter';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { ApiError } from '#client/lib/api-client';
import { formatDate, formatZonedTime } from '#client/lib/dates';
import { useMyDesks } from '#client/lib/desks';
import { useT } from '#client/lib/i18n';
import { toast } from '#client/lib/toast';
import { university } from '#client/lib/university';
import { useDayPickups, useMarkPickup } from '#client/features/found-reports/api/day-pickups';
import { PickupPassBox } from './pickup-pass-box';
import { consolePaths } from '#client/lib/console-paths';

/**
 * Whether a booking's member came (decision 0066): marked arrived, or missed
 * once its time has begun, after a confirmation, since the member is told and
 * freed to book again. Until then the row opens the pass's handover.
 */
function PickupArrival({ pickup, now }: { pickup: DayPickup; now: number }) {
  const t = useT();
  const { timeZone } = university();
  const mark = useMarkPickup();
  const [confirmingMissed, setConfirmingMissed] = useState(false);
  const name = pickup.member.name ?? t('console.pickupsNoName');
  const time = formatZonedTime(pickup.startsAt, timeZone);

  const send = (which: 'arrived' | 'missed') =>
    mark.mutate(
      { claimId: pickup.claimId, mark: which },
      {
        onSuccess: () => {
          toast.success(
            t(which === 'arrived' ? 'console.pickupsMarkedArrived' : 'console.pickupsMarkedMissed', { name }),
          );
          setConfirmingMissed(false);
        },
        onError: (error) => {
          toast.error(t('console.pickupsMarkFailed'), {
            description: error instanceof ApiError && error.status < 500 ? error.message : undefined,
          });
          setConfirmingMissed(false);
        },
      },
    );

  if (pickup.missedAt) {
    return (
      <p className="font-medium text-amber-800 sm:col-span-4 lg:col-span-1">
        {t('console.pickupsMissedNote')}
      </p>
    );
  }
  const begun = Date.parse(pickup.startsAt) <= now;
  return (
    <div className="flex flex-wrap items-center gap-2 sm:col-span-4 lg:col-span-1 lg:justify-end">
      {pickup.arrivedAt ? (
        <p className="font-medium text-green-800">
          {t('console.pickupsArrivedAt', { time: formatZonedTime(pickup.arrivedAt, timeZone) })}
        </p>
      ) : (
        <>
          <Button
            variant="secondary"
            busy={mark.isPending && mark.variables?.mark === 'arrived'}
            disabled={mark.isPending}
            onClick={() => send('arrived')}
          >
            {t('console.pickupsMarkArrived')}
          </Button>
          {begun ? (
            <Button variant="secondary" disabled={mark.isPending} onClick={() => setConfirmingMissed(true)}>
              {t('console.pickupsMarkMissed')}
            </Button>
          ) : null}
        </>
      )}
      <ButtonLink to={consolePaths.pass(pickup.claimId)}>{t('console.pickupsHandOver')}</ButtonLink>
      <Dialog
        open={confirmingMissed}
        onOpenChange={(open) => (mark.isPending ? undefined : setConfirmingMissed(open))}
        title={t('console.pickupsMissedTitle')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" disabled={mark.isPending} onClick={() => setConfirmingMissed(false)}>
              {t('console.pickupsKeepBooking')}
            </Button>
            <Button variant="danger" busy={mark.isPending} onClick={() => send('missed')}>
              {t('console.pickupsMarkMissed')}
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-700">{t('console.pickupsMissedExplain', { name, time })}</p>
      </Dialog>
    </div>
  );
}

/**
 * "Today's pickups" (decision 0058): who comes for which item at what time, and
 * from which shelf, on a day of the university (today unless another is picked),
 * at every desk or one. The day and desk live in the URL, so a reload or a shared
 * link shows the same list.
 */
export function TodaysPickupsScreen() {
  const t = useT();
  const id = useId();
  const { timeZone } = university();
  // The university's day when the page opened: the list a desk starts its day with.
  const [today] = useState(() => zonedDay(Date.now(), timeZone));
  // A slot's time comes while the list is open: "Mark missed" appears then.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && isValidIsoDate(asked) ? asked : today;
  const deskId = params.get('desk');
  const desks = useMyDesks();
  const pickups = useDayPickups(date, deskId);
  const deskName = (deskIdOfRow: string) => desks.data?.find((desk) => desk.id === deskIdOfRow)?.name;

  const update = (changes: { date?: string; desk?: string | null }) => {
    const next = new URLSearchParams(params);
    if (changes.date !== undefined) {
      if (changes.date === today || !isValidIsoDate(changes.date)) next.delete('date');
      else next.set('date', changes.date);
    }
    if (changes.desk !== undefined) {
      if (changes.desk) next.set('desk', changes.desk);
      else next.delete('desk');
    }
    setParams(next, { replace: true });
  };

  let body;
  if (pickups.isPending) {
    body = <PageSpinner label={t('console.pickupsLoading')} />;
  } else if (pickups.isError) {
    body = (
      <StatusPanel
        tone="error"
        title={t('console.pickupsLoadErrorTitle')}
        message={t('console.pickupsLoadError')}
        action={<Button onClick={() => void pickups.refetch()}>{t('ui.tryAgain')}</Button>}
      />
    );
  } else if (pickups.data.length === 0) {
    body = (
      <StatusPanel
        icon={<CalendarClock className="h-8 w-8" aria-hidden="true" />}
        title={
          date === today
            ? t('console.pickupsNoneToday')
            : t('console.pickupsNoneOn', { date: formatDate(date) })
        }
        message={t('console.pickupsNoneHint')}
      />
    );
  } else {
    body = (
      <ol className="flex flex-col gap-3" aria-busy={pickups.isPlaceholderData || undefined}>
        {pickups.data.map((pickup) => (
          <li
            key={pickup.claimId}
            className="grid gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[8rem_1fr_1fr_10rem] lg:grid-cols-[8rem_1fr_1fr_10rem_auto]"
          >
            <p className="font-semibold text-slate-900">
              {t('console.pickupsTime', {
                starts: formatZonedTime(pickup.startsAt, timeZone),
                ends: formatZonedTime(pickup.endsAt, timeZone),
              })}
            </p>
            <div className="min-w-0 wrap-anywhere">
              <p className="font-medium text-slate-900">{pickup.member.name ?? t('console.pickupsNoName')}</p>
              {pickup.member.email ? <p className="text-slate-700">{pickup.member.email}</p> : null}
              {pickup.member.phone ? <p className="text-slate-700">{pickup.member.phone}</p> : null}
            </div>
            <div className="min-w-0 wrap-anywhere">
              <Link
                to={consolePaths.item(pickup.item.reportId)}
                className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {pickup.item.itemName}
              </Link>
              <p className="text-slate-700">
                {t('console.pickupsIds', { reportId: pickup.item.reportId, claimId: pickup.claimId })}
              </p>
            </div>
            <div className="text-slate-700">
              <p>
                {t('console.pickupsShelf', {
                  shelf: pickup.item.storageLocation ?? t('common.notAvailable'),
                })}
              </p>
              {!deskId && (desks.data?.length ?? 0) > 1 ? <p>{deskName(pickup.deskId)}</p> : null}
            </div>
            <PickupArrival pickup={pickup} now={now} />
          </li>
        ))}
      </ol>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">{t('console.pickupsTitle')}</h1>
          <p className="max-w-3xl text-sm text-slate-700">{t('console.pickupsIntro')}</p>
        </div>
        <PickupPassBox />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1 sm:w-48">
          <label htmlFor={`${id}-date`} className="text-sm font-medium text-slate-800">
            {t('console.pickupsDay')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={controlClass}
            value={date}
            onChange={(event) => update({ date: event.target.value })}
          />
        </div>
        {date !== today ? (
          <Button variant="secondary" onClick={() => update({ date: today })}>
            {t('console.pickupsToday')}
          </Button>
        ) : null}
        <DeskFilter
          id={`${id}-desk`}
          value={deskId ?? undefined}
          onChange={(desk) => update({ desk: desk ?? null })}
        />
        {pickups.data && pickups.data.length > 0 ? (
          <p role="status" className="text-sm text-slate-700 sm:ml-auto">
            {t('console.pickupsCount', { count: pickups.data.length })}
          </p>
        ) : null}
      </div>
      {body}
    </div>
  );
}
