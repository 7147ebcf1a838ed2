import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form';
import { usePageTitle } from '#client/lib/use-page-title';
import { MIN_ADMIN_PASSWORD } from '#shared/constants/limits';
import { paths } from '#client/lib/paths';
import { useT } from '#client/lib/i18n';

/** The page the reset email links to: /auth/reset-password?token=… */
export function Component() {
  const t = useT();
  usePageTitle(t('staff.newPasswordTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <AuthCard
      title={t('staff.newPasswordTitle')}
      subtitle={token ? t('staff.newPasswordSubtitle', { min: MIN_ADMIN_PASSWORD }) : undefined}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="flex flex-col gap-4 text-center">
          <p role="alert" className="text-sm text-red-800">
            {t('staff.linkInvalid')}
          </p>
          <Link
            to={paths.adminLogin}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            {t('staff.toAdminLogin')}
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
