import { MemberHeader } from '#client/components/layout/member-header';
import { useLogout } from '#client/features/auth/api/logout';
import { NotificationBell } from '#client/features/notifications/components/notification-bell';
import { paths } from '#client/lib/paths';
import type { SessionPerson } from '#shared/schemas/auth';

/** Logging out from the member header, which says 'Failed to logout' on failure (spec §8). */
export const useMemberLogout = () => useLogout('common.memberLogoutFailed');

/**
 * The member header as a signed-in member sees it on every page of theirs and on the
 * informational pages: their name and avatar, log out, and the bell, so an alert is never out
 * of sight.
 */
export function SignedInMemberHeader({
  person,
  logout,
}: {
  person: SessionPerson;
  /** The layout's own logout, whose success it waits on before it would send anyone to sign in. */
  logout: ReturnType<typeof useMemberLogout>;
}) {
  return (
    <MemberHeader
      displayName={person.displayName}
      email={person.email}
      photoURL={person.photoURL}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
      actions={<NotificationBell to={paths.user.notifications} />}
    />
  );
}
