import { useId, useState } from 'react';
import type { ClaimPickup } from '#shared/schemas/pickup';
import { PICKUP_DAYS_AHEAD } from '#shared/schemas/pickup';
import { zonedDay } from '#shared/pickup-slots';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { FormAlert } from '#client/components/ui/form-alert';
import { QrCode } from '#client/components/ui/qr-code';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api-client';
import { formatZonedDay, formatZonedTime } from '#client/lib/dates';
import { useT } from '#client/lib/i18n';
import { toast } from '#client/lib/toast';
import { university } from '#client/lib/university';
import { useChangePickup, useClaimPickup } from '#client/features/found-reports/api/claim-pickup';
import { consolePaths } from '#client/lib/console-paths';

type Slot = ClaimPickup['slots'][number];

/** The offered slots by day of the university's zone, in order. */
function slotsByDay(slots: Slot[], timeZone: string): { day: string; slots: Slot[] }[] {
  const days: { day: string; slots: Slot[] }[] = [];
  for (const slot of slots) {
    const day = zonedDay(Date.parse(slot.startsAt), timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

/** "Monday, 13 April, 10:00 AM–10:15 AM" in the university's zone. */
function useDescribeSlot() {
  const t = useT();
  const { timeZone } = university();
  return (slot: { startsAt: string; endsAt: string }) =>
    t('member.pickupWhen', {
      day: formatZonedDay(slot.startsAt, timeZone),
      starts: formatZonedTime(slot.startsAt, timeZone),
      ends: formatZonedTime(slot.endsAt, timeZone),
    });
}

interface SlotPickerProps {
  claimId: string;
  pickup: ClaimPickup;
  refreshing: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The holding desk's slots as one radio group per day (arrow keys move within a
 * day, Tab between days); the chosen one is booked only on "Book", the member's
 * confirmation. A slot taken meanwhile (409 SLOT_FULL) leaves the dialog open
 * on the list read again, with the reason.
 */
function SlotPicker({ claimId, pickup, refreshing, open, onOpenChange }: SlotPickerProps) {
  const t = useT();
  const { timeZone } = university();
  const describe = useDescribeSlot();
  const change = useChangePickup(claimId);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const name = useId();
  const days = slotsByDay(pickup.slots, timeZone);
  const chosenSlot = pickup.slots.find((slot) => slot.startsAt === chosen && slot.free > 0);
  const moving = pickup.booking !== null;

  const close = (next: boolean) => {
    if (change.isPending) return;
    if (!next) {
      setChosen(null);
      setProblem(null);
    }
    onOpenChange(next);
  };

  const book = () => {
    if (!chosenSlot) return;
    setProblem(null);
    change.mutate(chosenSlot.startsAt, {
      onSuccess: () => {
        toast.success(
          t(moving ? 'member.pickupMovedToast' : 'member.pickupBookedToast', { when: describe(chosenSlot) }),
        );
        close(false);
      },
      onError: (error) => {
        if (error instanceof ApiError && (error.code === 'SLOT_FULL' || error.code === 'NOT_A_SLOT')) {
          setChosen(null);
          setProblem(t('member.pickupSlotGone'));
          return;
        }
        setProblem(error instanceof ApiError ? error.message : t('member.pickupSaveFailed'));
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={t(moving ? 'member.pickupMoveTitle' : 'member.pickupChooseTitle')}
      description={t('member.pickupAtDesk', { desk: pickup.desk.name, place: pickup.desk.place })}
      size="lg"
      footer={
        <>
          <Button variant="secondary" disabled={change.isPending} onClick={() => close(false)}>
            {t('member.pickupKeepAsIs')}
          </Button>
          <Button busy={change.isPending} disabled={!chosenSlot || refreshing} onClick={book}>
            {chosenSlot
              ? t(moving ? 'member.pickupMoveTo' : 'member.pickupBookAt', {
                  time: formatZonedTime(chosenSlot.startsAt, timeZone),
                })
              : t(moving ? 'member.pickupMove' : 'member.pickupBook')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <FormAlert>{problem}</FormAlert>
        {refreshing ? (
          <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
            <Spinner size="sm" label="" />
            {t('member.pickupRefreshing')}
          </p>
        ) : null}
        {days.length === 0 ? (
          <p className="text-sm text-slate-700">{t('member.pickupNoSlots', { days: PICKUP_DAYS_AHEAD })}</p>
        ) : (
          days.map(({ day, slots }) => (
            <fieldset key={day} className="flex flex-col gap-2">
              <legend className="mb-1 text-sm font-semibold text-slate-900">
                {formatZonedDay(slots[0]!.startsAt, timeZone)}
              </legend>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {slots.map((slot) => {
                  const booked = pickup.booking?.startsAt === slot.startsAt;
                  const full = slot.free <= 0;
                  const id = `${name}-${slot.startsAt}`;
                  return (
                    <label
                      key={slot.startsAt}
                      htmlFor={id}
                      className={`flex min-h-11 cursor-pointer flex-col justify-center rounded-lg border px-3 py-2 text-sm has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:ring-2 has-checked:ring-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-brand-700 has-disabled:cursor-not-allowed has-disabled:bg-slate-50 has-disabled:text-slate-500 ${
                        booked ? 'border-green-600' : 'border-slate-300'
                      }`}
                    >
                      <input
                        id={id}
                        type="radio"
                        name={`${name}-${day}`}
                        className="sr-only"
                        value={slot.startsAt}
                        checked={chosen === slot.startsAt}
                        disabled={full || booked || change.isPending}
                        onChange={() => setChosen(slot.startsAt)}
                      />
                      <span className="font-medium">{formatZonedTime(slot.startsAt, timeZone)}</span>
                      <span className="text-xs">
                        {booked
                          ? t('member.pickupYourTime')
                          : full
                            ? t('member.pickupFull')
                            : t('member.pickupPlacesLeft', { count: slot.free })}
                      </span>
                    </label>
                  );
                })}
              </div>
            </fieldset>
          ))
        )}
      </div>
    </Dialog>
  );
}

/**
 * The pass a booked pickup gives its member (decision 0066): a QR code the
 * desk scans, which opens this claim's handover, and the claim ID to read out.
 */
function PickupPass({ claimId }: { claimId: string }) {
  const t = useT();
  return (
    <div className="mt-3 flex flex-wrap items-center gap-4 border-t border-green-200 pt-3">
      <QrCode
        value={`${window.location.origin}${consolePaths.pass(claimId)}`}
        label={t('member.pickupPassLabel', { claimId })}
        className="h-36 w-36 shrink-0 rounded border border-green-200"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-medium">{t('member.pickupPassHeading')}</p>
        <p className="font-mono text-xl tracking-widest">{claimId}</p>
        <p className="max-w-xs">{t('member.pickupPassHint')}</p>
      </div>
    </div>
  );
}

/**
 * An approved claim's pickup in My items: the time booked at the holding desk
 * with "Change time" and "Cancel pickup", or "Book a pickup" (decision 0058).
 */
export function ClaimPickupPanel({ claimId }: { claimId: string }) {
  const t = useT();
  const describe = useDescribeSlot();
  const pickup = useClaimPickup(claimId);
  const cancel = useChangePickup(claimId);
  const [picking, setPicking] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  if (pickup.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
        <Spinner size="sm" label="" />
        {t('member.pickupLoading')}
      </p>
    );
  }
  if (pickup.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        <span>{t('member.pickupLoadFailed')}</span>
        <Button variant="secondary" onClick={() => void pickup.refetch()}>
          {t('ui.tryAgain')}
        </Button>
      </div>
    );
  }
  const { booking, missed, desk, slots } = pickup.data;
  if (!booking && slots.length === 0) {
    return <p className="text-sm text-slate-700">{t('member.pickupNoSlots', { days: PICKUP_DAYS_AHEAD })}</p>;
  }
  return (
    <section aria-label={t('member.pickupHeading')} className="flex flex-col gap-2">
      {booking ? (
        <div className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-950">
          <p className="font-medium">{t('member.pickupBooked', { when: describe(booking) })}</p>
          <p>{t('member.pickupAtDesk', { desk: desk.name, place: desk.place })}</p>
          <PickupPass claimId={claimId} />
        </div>
      ) : missed ? (
        <p className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
          {t('member.pickupMissed', { when: describe(missed) })}
        </p>
      ) : (
        <p className="text-sm text-slate-700">{t('member.pickupInvite', { desk: desk.name })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant={booking ? 'secondary' : 'primary'} onClick={() => setPicking(true)}>
          {booking ? t('member.pickupChange') : t('member.pickupBookButton')}
        </Button>
        {booking ? (
          <Button variant="secondary" onClick={() => setCancelling(true)}>
            {t('member.pickupCancel')}
          </Button>
        ) : null}
      </div>
      <SlotPicker
        claimId={claimId}
        pickup={pickup.data}
        refreshing={pickup.isFetching}
        open={picking}
        onOpenChange={(open) => {
          setPicking(open);
          // The places left move while the member looks: read them afresh on opening.
          if (open) void pickup.refetch();
        }}
      />
      <Dialog
        open={cancelling}
        onOpenChange={(open) => (cancel.isPending ? undefined : setCancelling(open))}
        title={t('member.pickupCancelTitle')}
        size="sm"
        footer={
          <>
            <Button variant="secondary" disabled={cancel.isPending} onClick={() => setCancelling(false)}>
              {t('member.pickupKeep')}
            </Button>
            <Button
              variant="danger"
              busy={cancel.isPending}
              onClick={() =>
                cancel.mutate(null, {
                  onSuccess: () => {
                    toast.success(t('member.pickupCancelledToast'));
                    setCancelling(false);
                  },
                  onError: (error) => {
                    toast.error(t('member.pickupCancelFailed'), {
                      description: error instanceof ApiError ? error.message : undefined,
                    });
                    setCancelling(false);
                  },
                })
              }
            >
              {t('member.pickupCancel')}
            </Button>
          </>
        }
      >
        {booking ? (
          <p className="text-sm text-slate-700">
            {t('member.pickupCancelExplain', { when: describe(booking) })}
          </p>
        ) : null}
      </Dialog>
    </section>
  );
}
