import { generatePath } from 'react-router';
import { consoleRoutePatterns as route } from '#shared/console-route-patterns';

/**
 * The console's pages: a module of their own beside paths.ts (as console-query-keys.ts is
 * beside query-keys.ts), so a member's first screens never carry them. The sign-in flow's
 * two ways in (`paths.admin.root`, `paths.admin.dashboard`) stay in paths.ts.
 */
export const consolePaths = {
  profile: route.profile,
  manageAdmin: route.manageAdmin,
  desks: route.desks,
  claimMessageTemplates: route.claimMessageTemplates,
  lostReports: route.lostReports,
  foundReports: route.foundReports,
  manualEntry: route.manualEntry,
  quickIntake: route.quickIntake,
  recoveredItems: route.recoveredItems,
  claimedItems: route.claimedItems,
  staffInbox: route.staffInbox,
  resolvedItems: route.resolvedItems,
  handoverReceipt: (id: string) => generatePath(route.handoverReceipt, { id }),
  item: (reportId: string) => generatePath(route.item, { reportId }),
  labels: (reportIds: string[]) => `${route.labels}?items=${reportIds.map(encodeURIComponent).join(',')}`,
  dispositionQueue: route.dispositionQueue,
  disposedItems: route.disposedItems,
  monthlyReport: route.monthlyReport,
  pickups: route.pickups,
  notifications: route.notifications,
  pass: (claimId: string) => generatePath(route.pass, { claimId }),
} as const;
