import type { SessionUser } from '#shared/schemas/auth';
import { paths } from './paths';

type ConsoleUser = Extract<SessionUser, { kind: 'admin' }>;

/**
 * The console pages only an admin opens (decision 0055): desk staff do not
 * manage accounts or desks, nor dispose of items, and the dashboard counts
 * every desk. The server refuses their calls; this only decides what they see.
 */
const ADMIN_ONLY_PAGES = [
  paths.admin.dashboard,
  paths.admin.manageAdmin,
  paths.admin.desks,
  paths.admin.dispositionQueue,
  paths.admin.disposedItems,
  paths.admin.monthlyReport,
];

export const isAdminOnlyPage = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_ONLY_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
};

export const isDeskStaff = (user: SessionUser | null): user is ConsoleUser & { role: 'staff' } =>
  user?.kind === 'admin' && user.role === 'staff';

/** Where desk staff start: the found reports of their desks. */
export const STAFF_HOME = paths.admin.foundReports;
