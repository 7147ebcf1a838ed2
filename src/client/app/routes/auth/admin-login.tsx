import { Link, Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { AdminLoginForm } from '../../../features/auth/components/admin-login-form';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ForgotPasswordDialog } from '../../../features/auth/components/forgot-password-dialog';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../lib/paths';

/** Spec screen 7: the admin login; success goes to the dashboard. */
export function Component() {
  usePageTitle('Admin Login');
  const { user } = useSession();
  const navigate = useNavigate();

  if (user?.kind === 'admin') return <Navigate to={paths.admin.dashboard} replace />;

  return (
    <AuthCard
      title="Admin Login"
      subtitle="For the security office. Sign in with your admin email and password."
      footer={
        <Link to={paths.login} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          Not an admin? Sign in as a member
        </Link>
      }
    >
      <AdminLoginForm onSignedIn={() => void navigate(paths.admin.dashboard, { replace: true })} />
      <div className="mt-4 text-center">
        <ForgotPasswordDialog />
      </div>
    </AuthCard>
  );
}
