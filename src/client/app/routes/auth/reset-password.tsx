import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '#client/features/auth/components/auth-card';
import { ResetPasswordForm } from '#client/features/auth/components/reset-password-form';
import { usePageTitle } from '#client/lib/use-page-title';
import { MIN_ADMIN_PASSWORD } from '#shared/constants/limits';
import { paths } from '#client/lib/paths';

/** The page the reset email links to: /auth/reset-password?token=… */
export function Component() {
  usePageTitle('Set a new password');
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <AuthCard
      title="Set a new password"
      subtitle={token ? `Choose a password of at least ${MIN_ADMIN_PASSWORD} characters.` : undefined}
    >
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <div className="flex flex-col gap-4 text-center">
          <p role="alert" className="text-sm text-red-800">
            This reset link is not valid. Ask for a new one from the admin login.
          </p>
          <Link
            to={paths.adminLogin}
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            Go to admin login
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
