import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { SIGNED_OUT_MESSAGES, signedOutReason } from '#shared/constants/signed-out';
import { useSession } from '#client/lib/session';
import { AdminLoginForm } from '#client/features/auth/components/admin-login-form';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { ForgotPasswordDialog } from '#client/features/auth/components/forgot-password-dialog';
import { usePageTitle } from '#client/lib/use-page-title';
import { paths } from '#client/lib/paths';
import { safeAdminReturnTo } from '#client/lib/session-draft';
import { useT } from '#client/lib/i18n';

/** Spec screen 7: the admin login; success goes to the dashboard, or back to the admin page that sent here. */
export function Component() {
  const t = useT();
  usePageTitle(t('staff.pageTitle'));
  const { person } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signedOut = signedOutReason(params.get('signedOut'));
  const returnTo = safeAdminReturnTo(params.get('returnTo')) ?? paths.admin.dashboard;

  if (person?.kind === 'admin') return <Navigate to={returnTo} replace />;

  return (
    <AuthCard
      title={t('staff.pageTitle')}
      subtitle={t('staff.subtitle')}
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {t('staff.notAdmin')}
        </Link>
      }
    >
      {signedOut ? (
        <p
          role="status"
          className="mb-4 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {t(SIGNED_OUT_MESSAGES[signedOut])}
        </p>
      ) : null}
      <AdminLoginForm onSignedIn={() => void navigate(returnTo, { replace: true })} />
      <div className="mt-4 text-center">
        <ForgotPasswordDialog />
      </div>
    </AuthCard>
  );
}
