import { Navigate } from 'react-router';
import { PageSpinner } from '#client/components/ui/spinner';
import { useSession } from '#client/lib/session';
import { paths } from '#client/lib/paths';

/** Spec §2: a spinner while the session loads, then the place this person belongs. */
export function Component() {
  const { user, isLoading } = useSession();
  if (isLoading) {
    return (
      <main id="main-content">
        <PageSpinner />
      </main>
    );
  }
  if (!user) return <Navigate to={paths.login} replace />;
  return <Navigate to={user.kind === 'admin' ? paths.admin.dashboard : paths.user.search} replace />;
}
