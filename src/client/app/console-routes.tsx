import type { RouteObject } from 'react-router';
import { loadAdminMessages } from '#client/lib/i18n';
import { consoleRoutePatterns as route } from '#shared/console-route-patterns';
import { routePatterns } from '#shared/route-patterns';
import { RouteErrorPage } from './route-error-page';

type RouteModule = { Component: React.ComponentType };

/** A layout or screen of the admin console: the admin part of the catalogue comes with it. */
const adminPage = (load: () => Promise<RouteModule>) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadAdminMessages()]);
    return { Component: module.Component };
  },
});
/** The admin console's routes, added to the router when a path under /admin is first visited. */
export const consoleRoute: RouteObject = {
  path: routePatterns.admin.root,
  ...adminPage(() => import('./layouts/admin-layout')),
  errorElement: <RouteErrorPage />,
  children: [
    { index: true, ...adminPage(() => import('./routes/admin/admin-index')) },
    { path: route.profile, ...adminPage(() => import('./routes/admin/profile')) },
    { path: routePatterns.admin.dashboard, ...adminPage(() => import('./routes/admin/dashboard')) },
    { path: route.manageAdmin, ...adminPage(() => import('./routes/admin/manage-admin')) },
    { path: route.desks, ...adminPage(() => import('./routes/admin/desks')) },
    { path: route.claimMessageTemplates, ...adminPage(() => import('./routes/admin/message-templates')) },
    { path: route.lostReports, ...adminPage(() => import('./routes/admin/lost-reports')) },
    { path: route.foundReports, ...adminPage(() => import('./routes/admin/found-reports')) },
    { path: route.manualEntry, ...adminPage(() => import('./routes/admin/admin-entry')) },
    { path: route.quickIntake, ...adminPage(() => import('./routes/admin/quick-intake')) },
    { path: route.recoveredItems, ...adminPage(() => import('./routes/admin/recovered-items')) },
    { path: route.claimedItems, ...adminPage(() => import('./routes/admin/claimed-items')) },
    { path: route.staffInbox, ...adminPage(() => import('./routes/admin/staff-inbox')) },
    { path: route.resolvedItems, ...adminPage(() => import('./routes/admin/resolved-items')) },
    { path: route.handoverReceipt, ...adminPage(() => import('./routes/admin/handover-receipt')) },
    { path: route.item, ...adminPage(() => import('./routes/admin/item')) },
    { path: route.labels, ...adminPage(() => import('./routes/admin/labels')) },
    { path: route.pickups, ...adminPage(() => import('./routes/admin/pickups')) },
    { path: route.notifications, ...adminPage(() => import('./routes/admin/notifications')) },
    { path: route.pass, ...adminPage(() => import('./routes/admin/pass')) },
    { path: route.dispositionQueue, ...adminPage(() => import('./routes/admin/disposition-queue')) },
    { path: route.disposedItems, ...adminPage(() => import('./routes/admin/disposed-items')) },
    { path: route.monthlyReport, ...adminPage(() => import('./routes/admin/monthly-report')) },
    { path: '*', ...adminPage(() => import('./routes/not-found')) },
  ],
};
