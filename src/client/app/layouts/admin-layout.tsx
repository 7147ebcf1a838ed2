import * as Tooltip from '@radix-ui/react-tooltip';
import { useEffect, useId, useState, type MouseEvent } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { AdminHeader } from '#client/components/layout/admin-header';
import { AdminSidebar } from '#client/components/layout/admin-sidebar';
import { AdminGuard } from '#client/features/admins/components/admin-guard';
import { IdBox } from '#client/features/id-lookup/components/id-box';
import { useT } from '#client/lib/i18n';
import { useSession } from '#client/lib/session';
import { useLoggingOut, useLogout } from '#client/features/auth/api/logout';
import { paths } from '#client/lib/paths';
import { isAdminOnlyPage, STAFF_HOME } from '#client/lib/console-role';
import { useDispositionCount } from '#client/features/disposition/api/disposition-queue';
import { useLiveEvents } from '#client/lib/live-events';
import { NotificationBell } from '#client/features/notifications/components/notification-bell';
import { consolePaths } from '#client/lib/console-paths';
import { useUnansweredThreadCount } from '#client/features/found-reports/api/staff-inbox';

/** Moves focus to the page's main landmark (the admin pages sit outside the root layout). */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/**
 * The sidebar, with how many claimants wait for an answer beside the inbox's link (on the
 * reader's desks) and, for an admin, how many items wait in the Disposition queue.
 */
function SidebarWithCounts({ id, open, staff }: { id: string; open: boolean; staff: boolean }) {
  const disposition = useDispositionCount(!staff);
  const inbox = useUnansweredThreadCount();
  return (
    <AdminSidebar
      id={id}
      open={open}
      staff={staff}
      counts={{
        [consolePaths.dispositionQueue]: staff ? undefined : disposition.data?.count,
        [consolePaths.staffInbox]: inbox.data,
      }}
    />
  );
}

/**
 * Spec §2 admin layout inside the admin guard: header with logo and avatar menu,
 * the sidebar (collapsible on phones) and the page.
 */
export function Component() {
  const t = useT();
  const { person, isLoading, signedOut } = useSession();
  const logout = useLogout();
  const loggingOut = useLoggingOut();
  const { pathname, search } = useLocation();
  const sidebarId = useId();
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const here = `${pathname}${search}`;

  /**
   * Spec §2: the bare /admin sends a signed-out visitor to the admin login, every other page
   * to /auth/login. An item's page is what a shelf label's QR code opens, and an admin whose
   * session ended was here a moment ago: both sign in as an admin and come back to this page.
   */
  const signedOutTo = (wasAdmin: boolean) => {
    if (signedOut) return paths.adminSignedOut(signedOut, here);
    if (pathname.replace(/\/+$/, '') === paths.admin.root) return paths.adminLogin;
    if (wasAdmin || pathname.startsWith(consolePaths.item(''))) return paths.adminLoginThenBack(here);
    return paths.login;
  };

  useEffect(() => setSidebarOpen(false), [pathname]);
  // The bell, and the lists' news, stay live on every console page.
  useLiveEvents(person?.kind === 'admin');

  return (
    // Tooltips appear only in the admin console, so their library loads with it.
    <Tooltip.Provider delayDuration={200}>
      <AdminGuard
        person={person}
        sessionLoading={isLoading || loggingOut || logout.isSuccess}
        signedOutTo={signedOutTo}
      >
        {(admin) =>
          admin.role === 'staff' && isAdminOnlyPage(pathname) ? (
            <Navigate to={STAFF_HOME} replace />
          ) : (
            <div className="flex min-h-screen flex-col bg-slate-50">
              <a
                href="#main-content"
                onClick={skipToContent}
                className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
              >
                {t('common.skipToContent')}
              </a>
              <AdminHeader
                name={admin.displayName}
                email={admin.email}
                photoURL={admin.photoURL}
                onLogout={() => logout.mutate()}
                loggingOut={logout.isPending}
                sidebarId={sidebarId}
                sidebarOpen={sidebarOpen}
                onToggleSidebar={() => setSidebarOpen((open) => !open)}
                idBox={<IdBox />}
                bell={<NotificationBell to={consolePaths.notifications} />}
              />
              <div className="flex flex-1 flex-col md:flex-row">
                <SidebarWithCounts id={sidebarId} open={sidebarOpen} staff={admin.role === 'staff'} />
                <div className="min-w-0 flex-1">
                  <Outlet />
                </div>
              </div>
            </div>
          )
        }
      </AdminGuard>
    </Tooltip.Provider>
  );
}
