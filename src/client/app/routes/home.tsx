import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '#client/components/ui/spinner';
import { useSession } from '#client/lib/session';
import { paths } from '#client/lib/paths';

/** Spec §2: a spinner while the session loads, then the place this person belongs. */
export function Component() {
  const { person, isLoading } = useSession();
  // Each arrival at `/` decides afresh: a navigation that cancelled the last redirect lands here
  // again without drawing this page anew.
  const { key } = useLocation();
  if (isLoading) {
    return (
      <main id="main-content">
        <PageSpinner />
      </main>
    );
  }
  if (!person) return <Navigate key={key} to={paths.login} replace />;
  return (
    <Navigate key={key} to={person.kind === 'admin' ? paths.admin.dashboard : paths.user.search} replace />
  );
}
