import type { RouteObject } from 'react-router';
import { loadAdminMessages } from '#client/lib/i18n';
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
  path: '/admin',
  ...adminPage(() => import('./layouts/admin-layout')),
  errorElement: <RouteErrorPage />,
  children: [
    { index: true, ...adminPage(() => import('./routes/admin/admin-index')) },
    { path: 'profile', ...adminPage(() => import('./routes/admin/profile')) },
    { path: 'dashboard', ...adminPage(() => import('./routes/admin/dashboard')) },
    { path: 'manage-admin', ...adminPage(() => import('./routes/admin/manage-admin')) },
    { path: 'desks', ...adminPage(() => import('./routes/admin/desks')) },
    { path: 'message-templates', ...adminPage(() => import('./routes/admin/message-templates')) },
    { path: 'lost-reports', ...adminPage(() => import('./routes/admin/lost-reports')) },
    { path: 'found-reports', ...adminPage(() => import('./routes/admin/found-reports')) },
    { path: 'admin-entry', ...adminPage(() => import('./routes/admin/admin-entry')) },
    { path: 'quick-intake', ...adminPage(() => import('./routes/admin/quick-intake')) },
    { path: 'recovered-items', ...adminPage(() => import('./routes/admin/recovered-items')) },
    { path: 'claimed-items', ...adminPage(() => import('./routes/admin/claimed-items')) },
    { path: 'inbox', ...adminPage(() => import('./routes/admin/staff-inbox')) },
    { path: 'resolved-items', ...adminPage(() => import('./routes/admin/resolved-items')) },
    { path: 'handover-receipt/:id', ...adminPage(() => import('./routes/admin/handover-receipt')) },
    { path: 'items/:reportId', ...adminPage(() => import('./routes/admin/item')) },
    { path: 'labels', ...adminPage(() => import('./routes/admin/labels')) },
    { path: 'pickups', ...adminPage(() => import('./routes/admin/pickups')) },
    { path: 'notifications', ...adminPage(() => import('./routes/admin/notifications')) },
    { path: 'pass/:claimId', ...adminPage(() => import('./routes/admin/pass')) },
    { path: 'disposition-queue', ...adminPage(() => import('./routes/admin/disposition-queue')) },
    { path: 'disposed-items', ...adminPage(() => import('./routes/admin/disposed-items')) },
    { path: 'monthly-report', ...adminPage(() => import('./routes/admin/monthly-report')) },
    { path: '*', ...adminPage(() => import('./routes/not-found')) },
  ],
};
