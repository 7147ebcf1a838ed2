import { useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { ApiError } from '#client/lib/api-client';
import { formatZonedDay, formatZonedTime } from '#client/lib/dates';
import { useT } from '#client/lib/i18n';
import { university } from '#client/lib/university';
import { usePickupPass } from '#client/features/found-reports/api/pickup-pass';
import { ClaimedItemDetails } from './claimed-items-screen';
import { consolePaths } from '#client/lib/console-paths';

/**
 * What a pickup pass opens (decision 0066): the claim's item with the handover
 * to its member already filled, checked as every handover is. A pass whose
 * claim is gone, decided otherwise or already handed over says so instead.
 */
export function PickupPassScreen({ claimId }: { claimId: string }) {
  const t = useT();
  const navigate = useNavigate();
  const pass = usePickupPass(claimId);
  const { timeZone } = university();
  const back = (
    <ButtonLink to={consolePaths.pickups} variant="secondary">
      {t('console.passBackToPickups')}
    </ButtonLink>
  );

  if (pass.isPending) return <PageSpinner label={t('console.passLoading')} />;
  if (pass.isError) {
    const error = pass.error;
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return (
        <StatusPanel
          title={t('console.passNotFoundTitle')}
          message={t('console.passNotFound', { claimId })}
          action={back}
        />
      );
    }
    if (error instanceof ApiError && error.status === 409) {
      return <StatusPanel title={t('console.passNotValidTitle')} message={error.message} action={back} />;
    }
    return (
      <StatusPanel
        tone="error"
        title={t('console.passNotValidTitle')}
        message={t('console.passLoadError')}
        action={<Button onClick={() => void pass.refetch()}>{t('ui.tryAgain')}</Button>}
      />
    );
  }
  const { item, booking, memberName } = pass.data;
  const name = memberName ?? t('console.pickupsNoName');
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold text-slate-900">
            {t('console.passTitle', { claimId: pass.data.claimId })}
          </h1>
          <p className="text-sm text-slate-700">
            {item.itemName} · {item.reportId}
          </p>
          <p className="text-sm text-slate-700">
            {booking
              ? t('console.passBooked', {
                  name,
                  when: t('member.pickupWhen', {
                    day: formatZonedDay(booking.startsAt, timeZone),
                    starts: formatZonedTime(booking.startsAt, timeZone),
                    ends: formatZonedTime(booking.endsAt, timeZone),
                  }),
                })
              : t('console.passNotBooked', { name })}
          </p>
        </div>
        {back}
      </div>
      <ClaimedItemDetails
        id={item._id}
        passOf={pass.data.claimId}
        onClose={() => void navigate(consolePaths.pickups)}
      />
    </div>
  );
}
