import { Link, Outlet } from 'react-router';
import { useT } from '#client/lib/i18n';
import { useSession } from '#client/lib/session';
import { paths } from '#client/lib/paths';
import { SignedInMemberHeader, useMemberLogout } from './signed-in-member-header';

/**
 * The informational pages (About, Help, Locations, Feedback, Terms, Privacy)
 * are open to anyone; a signed-in member keeps the member header on them, and
 * an admin gets a way back to the console. The member header is the same as
 * inside the app, bell included, so an alert is never out of sight. Nobody waits for the session: the
 * page shows at once and the header joins when it is known.
 */
export function Component() {
  const t = useT();
  const { person } = useSession();
  const logout = useMemberLogout();
  return (
    <>
      {person?.kind === 'member' ? <SignedInMemberHeader person={person} logout={logout} /> : null}
      {person?.kind === 'admin' ? (
        <div className="border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
          <Link
            to={paths.admin.dashboard}
            className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline underline-offset-2"
          >
            {t('info.backToConsole')}
          </Link>
        </div>
      ) : null}
      <Outlet />
    </>
  );
}
