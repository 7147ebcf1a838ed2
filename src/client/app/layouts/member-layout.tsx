import { Navigate, Outlet, useLocation } from 'react-router';
import { MemberHeader } from '#client/components/layout/member-header';
import { PageSpinner } from '#client/components/ui/spinner';
import { useSession } from '#client/lib/session';
import { useLiveEvents } from '#client/lib/live-events';
import { useLoggingOut, useLogout } from '#client/features/auth/api/logout';
import { paths } from '#client/lib/paths';
import { NotificationBell } from '#client/features/notifications/components/notification-bell';

/**
 * Spec §2 user layout: a spinner while the session loads, the header only when
 * signed in; /user/* is for signed-in members, so anyone else goes to sign in.
 */
export function Component() {
  const { person, isLoading } = useSession();
  const logout = useLogout('common.memberLogoutFailed');
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
      <MemberHeader
        displayName={person.displayName}
        email={person.email}
        photoURL={person.photoURL}
        onLogout={() => logout.mutate()}
        loggingOut={logout.isPending}
        actions={<NotificationBell to={paths.user.notifications} />}
      />
      <Outlet />
    </>
  );
}
