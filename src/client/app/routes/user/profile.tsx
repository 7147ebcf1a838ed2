import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { REDIRECT_DELAY_MS } from '#shared/constants/limits';
import { Button } from '#client/components/ui/button';
import { PageSpinner } from '#client/components/ui/spinner';
import { StatusPanel } from '#client/components/ui/status-panel';
import { forgetSession } from '#client/lib/forget-session';
import { sessionKeys } from '#client/lib/query-keys';
import { useSession } from '#client/lib/session';
import { useLogout } from '#client/features/auth/api/logout';
import { useProfile } from '#client/features/profile/api/get-profile';
import { DeleteAccountDialog } from '#client/features/profile/components/delete-account-dialog';
import { OpenClaimsWithdrawn } from '#client/features/found-reports/components/my-claims';
import { ProfileForm } from '#client/features/profile/components/profile-form';
import { EmailAlertsToggle } from '#client/features/notifications/components/email-alerts-toggle';
import { PushAlertsSettings } from '#client/features/notifications/components/push-alerts-settings';
import { ApiError } from '#client/lib/api-client';
import { useT } from '#client/lib/i18n';
import { RETURN_TO_PARAM, safeReturnTo } from '#client/lib/session-draft';
import { usePageTitle } from '#client/lib/use-page-title';
import { paths } from '#client/lib/paths';

/** Spec screen 5: the member's profile, completed after the first sign-in. */
export function Component() {
  const t = useT();
  usePageTitle(t('profile.pageTitle'));
  const { person } = useSession();
  const profile = useProfile();
  const logout = useLogout();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Sent here from a report or claim while the profile was incomplete: go back to it after saving.
  const returnTo = safeReturnTo(params.get(RETURN_TO_PARAM));

  // A member who has never saved a profile has none yet: start from what the sign-in told us.
  const missing = profile.error instanceof ApiError && profile.error.status === 404;

  let body;
  if (profile.isPending) {
    body = <PageSpinner label={t('profile.loading')} />;
  } else if (profile.isError && !missing) {
    body = (
      <StatusPanel
        tone="error"
        title={t('profile.loadErrorTitle')}
        message={t('profile.loadErrorMessage')}
        action={<Button onClick={() => void profile.refetch()}>{t('profile.tryAgain')}</Button>}
      />
    );
  } else {
    const data = profile.data;
    body = (
      <ProfileForm
        email={data?.email ?? person?.email ?? ''}
        defaults={{
          name: data?.name ?? person?.displayName ?? '',
          universityId: data?.universityId ?? '',
          department: data?.department ?? '',
          phone: data?.phone ?? '',
          photoURL: data?.photoURL ?? person?.photoURL ?? null,
        }}
        onSaved={() => {
          // The header's name and photo and the "profile complete" flag come from the session.
          void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
          window.setTimeout(() => void navigate(returnTo ?? paths.user.search), REDIRECT_DELAY_MS);
        }}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
      />
    );
  }

  return (
    <main id="main-content" className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-semibold text-slate-900">{t('profile.pageTitle')}</h1>
      {returnTo ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {t('common.profileFirst')}
        </p>
      ) : person?.kind === 'member' && !person.profileComplete ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          {t('auth.profileIncomplete')}
        </p>
      ) : null}
      <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">{body}</div>
      {profile.isPending || missing ? null : (
        <div className="mt-6">
          <EmailAlertsToggle />
          <div className="mt-6">
            <PushAlertsSettings />
          </div>
        </div>
      )}
      {profile.isPending ? null : (
        <div className="mt-6">
          <DeleteAccountDialog
            consequences={<OpenClaimsWithdrawn />}
            onDeleted={() => {
              toast.success(t('profile.accountDeleted'));
              void Promise.resolve(navigate(paths.home, { replace: true })).then(() =>
                forgetSession(queryClient),
              );
            }}
          />
        </div>
      )}
    </main>
  );
}
