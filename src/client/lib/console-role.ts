import type { SessionPerson } from '#shared/schemas/auth';
import { paths } from './paths';
import { consolePaths } from '#client/lib/console-paths';

type ConsoleAccount = Extract<SessionPerson, { kind: 'admin' }>;

/**
 * The console pages only an admin opens (decision 0055): desk staff do not
 * manage accounts, desks or the staff templates, nor dispose of items, and the dashboard counts
 * every desk. The server refuses their calls; this only decides what they see.
 */
const ADMIN_ONLY_PAGES = [
  paths.admin.dashboard,
  consolePaths.manageAdmin,
  consolePaths.desks,
  consolePaths.claimMessageTemplates,
  consolePaths.dispositionQueue,
  consolePaths.disposedItems,
  consolePaths.monthlyReport,
];

export const isAdminOnlyPage = (pathname: string) => {
  const path = pathname.replace(/\/+$/, '');
  return ADMIN_ONLY_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
};

export const isDeskStaff = (person: SessionPerson | null): person is ConsoleAccount & { role: 'staff' } =>
  person?.kind === 'admin' && person.role === 'staff';

/** Where desk staff start: the found reports of their desks. */
export const STAFF_HOME = consolePaths.foundReports;
