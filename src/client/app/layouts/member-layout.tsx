import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '#client/components/ui/spinner';
import { useSession } from '#client/lib/session';
import { useLiveEvents } from '#client/lib/live-events';
import { useLoggingOut } from '#client/features/auth/api/logout';
import { paths } from '#client/lib/paths';
import { SignedInMemberHeader, useMemberLogout } from './signed-in-member-header';

/**
 * Spec §2 user layout: a spinner while the session loads, the header only when
 * signed in; /user/* is for signed-in members, so anyone else goes to sign in.
 */
export function Component() {
  const { person, isLoading } = useSession();
  const logout = useMemberLogout();
  const loggingOut = useLoggingOut();
  const location = useLocation();
  // What changes for the member (their bell, their claims) shows on every page of theirs as it happens.
  useLiveEvents(person !== null);

  if (isLoading) return <PageSpinner />;
  if (!person) {
    // Logging out (here or from a page) navigates to / itself; this only catches
    // visitors who were never signed in.
    return loggingOut || logout.isSuccess ? (
      <PageSpinner />
    ) : (
      <Navigate
        to={`${paths.login}?${new URLSearchParams({ returnTo: location.pathname + location.search }).toString()}`}
        replace
      />
    );
  }

  return (
    <>
      <SignedInMemberHeader person={person} logout={logout} />
      <Outlet />
    </>
  );
}
