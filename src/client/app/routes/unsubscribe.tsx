import { useSearchParams } from 'react-router';
import { AuthCard } from '#client/features/auth/components/auth-card';
import {
  useUnsubscribe,
  useUnsubscribeLink,
  type UnsubscribeLink,
} from '#client/features/notifications/api/unsubscribe-link';
import { ApiError } from '#client/lib/api-client';
import { useT } from '#client/lib/i18n';
import { paths } from '#client/lib/paths';
import { usePageTitle } from '#client/lib/use-page-title';
import { Button } from '#client/components/ui/button';
import { ButtonLink } from '#client/components/ui/button-link';
import { Spinner } from '#client/components/ui/spinner';

/** Refused as a link (tampered, cut short, or ended when alerts were turned back on), not as a failure. */
const isBadLink = (error: unknown) => error instanceof ApiError && error.status === 400;

function BadLink() {
  const t = useT();
  usePageTitle(t('profile.unsubscribeBadLink'));
  return (
    <AuthCard title={t('profile.unsubscribeBadLink')} subtitle={t('profile.unsubscribeBadLinkDetail')}>
      <div className="flex flex-col gap-3">
        <ButtonLink to={paths.user.profile}>{t('profile.unsubscribeOpenProfile')}</ButtonLink>
        <ButtonLink to={paths.home} variant="secondary">
          {t('profile.unsubscribeOpenApp')}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

function Unsubscribe({ link }: { link: UnsubscribeLink }) {
  const t = useT();
  const state = useUnsubscribeLink(link);
  const turnOff = useUnsubscribe(link);
  const failure = turnOff.error ?? state.error;
  const off = state.data?.emailAlerts === false;
  usePageTitle(off ? t('profile.unsubscribeDone') : t('profile.unsubscribeAsk'));

  if (isBadLink(failure)) return <BadLink />;
  if (state.isPending) {
    return (
      <AuthCard title={t('profile.unsubscribeAsk')}>
        <div className="flex justify-center">
          <Spinner label={t('profile.unsubscribeChecking')} />
        </div>
      </AuthCard>
    );
  }
  if (off) {
    return (
      <AuthCard title={t('profile.unsubscribeDone')} subtitle={t('profile.unsubscribeDoneDetail')}>
        <ButtonLink to={paths.user.notifications} className="w-full">
          {t('profile.unsubscribeOpenApp')}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('profile.unsubscribeAsk')} subtitle={t('profile.unsubscribeAskDetail')}>
      <div className="flex flex-col gap-3">
        {failure ? (
          <p role="alert" className="text-center text-sm text-red-800">
            {failure instanceof ApiError ? failure.message : t('errors.internal')}
          </p>
        ) : null}
        <Button onClick={() => turnOff.mutate()} disabled={turnOff.isPending}>
          {turnOff.isPending ? t('profile.unsubscribeTurningOff') : t('profile.unsubscribeTurnOff')}
        </Button>
        <ButtonLink to={paths.home} variant="secondary">
          {t('profile.unsubscribeOpenApp')}
        </ButtonLink>
      </div>
    </AuthCard>
  );
}

/**
 * The page an alert email's unsubscribe link opens, signed in or not: it asks
 * before turning email alerts off (mail scanners open links too), says so
 * plainly once they are off, and explains a link that no longer works, with a
 * way into the app (decision 0045).
 */
export function Component() {
  const [params] = useSearchParams();
  const member = params.get('member');
  const token = params.get('token');
  if (!member || !token) return <BadLink />;
  return <Unsubscribe link={{ member, token }} />;
}
