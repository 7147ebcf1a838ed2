import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { REDIRECT_DELAY_MS } from '#shared/constants/limits';
import { useSession } from '#client/lib/session';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { MemberSignIn } from '#client/features/auth/components/member-sign-in';
import { profileStatusQueryOptions } from '#client/features/profile/api/get-profile-status';
import { useT } from '#client/lib/i18n';
import { toast } from '#client/lib/toast';
import { usePageTitle } from '#client/lib/use-page-title';
import { university } from '#client/lib/university';
import { paths } from '#client/lib/paths';

/** Only a path on this site, never `//elsewhere` or a full URL. */
const safeReturnTo = (value: string | null) => (value && /^\/(?![/\\])/.test(value) ? value : null);

/**
 * Spec screen 6 and §4 "Login (user)". The provider's callback comes back here
 * with ?result=welcome|wrong-domain|failed; the page says what happened and,
 * after a welcome, lets the profile status decide where the member goes.
 */
export function Component() {
  const t = useT();
  usePageTitle(t('auth.pageTitle'));
  const [params, setParams] = useSearchParams();
  const result = params.get('result');
  const returnTo = safeReturnTo(params.get('returnTo'));
  const { person, isLoading, isAsDrawn } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);
  // Someone arriving back from the provider is handled below, not sent straight on.
  const [cameBack] = useState(() => result !== null);

  useEffect(() => {
    if (!result || handled.current) return;
    if (result === 'welcome') {
      // Decided on the server's answer, never on the signed-out session the page was drawn with.
      if (isLoading || isAsDrawn) return;
      handled.current = true;
      setParams(returnTo ? { returnTo } : {}, { replace: true });
      if (!person) {
        setError(t('auth.failed'));
        toast.error(t('auth.failed'));
        return;
      }
      toast.success(t('auth.welcome', { name: person.displayName || t('common.memberFallback') }));
      setChecking(true);
      // Not cancelled on unmount: the sign-in has happened and must lead somewhere.
      window.setTimeout(() => {
        queryClient
          .fetchQuery(profileStatusQueryOptions())
          .then((status) => {
            if (status.exists && status.isComplete) {
              void navigate(returnTo ?? paths.user.search, { replace: true });
            } else {
              // The profile page says so (MESSAGES.profileIncomplete) where nothing can cover it.
              void navigate(paths.user.profile, { replace: true });
            }
          })
          .catch(() => void navigate(paths.user.profile, { replace: true }));
      }, REDIRECT_DELAY_MS);
      return;
    }
    handled.current = true;
    setParams(returnTo ? { returnTo } : {}, { replace: true });
    const { shortName, emailDomain } = university();
    const message =
      result === 'wrong-domain' ? t('auth.wrongEmailDomain', { shortName, emailDomain }) : t('auth.failed');
    setError(message);
    toast.error(message);
  }, [result, returnTo, isLoading, isAsDrawn, person, setParams, navigate, queryClient, t]);

  if (person && !cameBack) {
    return <Navigate to={person.kind === 'admin' ? paths.admin.dashboard : paths.user.search} replace />;
  }

  return (
    <AuthCard
      title={t('common.appName', { shortName: university().shortName })}
      subtitle={t('auth.subtitle', { shortName: university().shortName })}
    >
      <MemberSignIn checking={checking} error={error} returnTo={returnTo} />
    </AuthCard>
  );
}
