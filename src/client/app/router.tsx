import { createBrowserRouter, type RouteObject } from 'react-router';
import { loadAdminMessages, loadAppMessages } from '#client/lib/i18n';
import { RouteErrorPage } from './route-error-page';

type RouteModule = { Component: React.ComponentType };
/**
 * Each screen is its own chunk, fetched when its route is first visited, with
 * the part of the catalogue the screens beyond the first ones speak from.
 */
const page = (load: () => Promise<RouteModule>) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadAppMessages()]);
    return { Component: module.Component };
  },
});
/** A layout or screen of the admin console: the admin part of the catalogue comes with it. */
const adminPage = (load: () => Promise<RouteModule>) => ({
  lazy: async () => {
    const [module] = await Promise.all([load(), loadAdminMessages()]);
    return { Component: module.Component };
  },
});
/** A layout or screen of the first screens (first-screens.ts): its texts come with the app. */
const firstPage = (load: () => Promise<RouteModule>) => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

export const routes: RouteObject[] = [
  {
    path: '/',
    ...firstPage(() => import('./layouts/root-layout')),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      {
        // No path of its own: the pages keep their URLs, and a signed-in member keeps the header.
        ...page(() => import('./layouts/info-layout')),
        children: [
          { path: 'about', ...page(() => import('./routes/about')) },
          { path: 'help', ...page(() => import('./routes/help')) },
          { path: 'locations', ...page(() => import('./routes/locations')) },
          { path: 'feedback', ...page(() => import('./routes/feedback')) },
          { path: 'terms', ...page(() => import('./routes/terms')) },
          { path: 'privacy', ...page(() => import('./routes/privacy')) },
          // A sticker's finder's page: a stranger's phone opens it from the QR code, signed in or not.
          { path: 's/:code', ...page(() => import('./routes/sticker')) },
          // The finder's private link: the owner's answers, and a form to write again.
          { path: 's/conversations/:key', ...page(() => import('./routes/finder-conversation')) },
        ],
      },
      { path: 'forbidden', ...page(() => import('./routes/forbidden')) },
      { path: 'unsubscribe', ...page(() => import('./routes/unsubscribe')) },
      {
        path: 'auth',
        children: [
          { path: 'login', ...firstPage(() => import('./routes/auth/login')) },
          { path: 'login/admin', ...page(() => import('./routes/auth/admin-login')) },
          { path: 'reset-password', ...page(() => import('./routes/auth/reset-password')) },
        ],
      },
      {
        path: 'user',
        ...firstPage(() => import('./layouts/user-layout')),
        children: [
          { path: 'search', ...firstPage(() => import('./routes/user/search')) },
          { path: 'search-results', ...page(() => import('./routes/user/search-results')) },
          { path: 'report-lost', ...page(() => import('./routes/user/report-lost')) },
          { path: 'report-found', ...page(() => import('./routes/user/report-found')) },
          { path: 'recovered-items', ...page(() => import('./routes/user/recovered-items')) },
          { path: 'profile', ...page(() => import('./routes/user/profile')) },
          { path: 'notifications', ...page(() => import('./routes/user/notifications')) },
          { path: 'possible-matches', ...page(() => import('./routes/user/possible-matches')) },
          { path: 'items/:reportId', ...page(() => import('./routes/user/stored-item')) },
          { path: 'my-items', ...page(() => import('./routes/user/my-items')) },
          { path: 'belongings', ...page(() => import('./routes/user/belongings')) },
          { path: 'belongings/stickers', ...page(() => import('./routes/user/belonging-stickers')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
  {
    path: '/admin',
    ...adminPage(() => import('./layouts/admin-layout')),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, ...adminPage(() => import('./routes/admin/admin-index')) },
      { path: 'profile', ...adminPage(() => import('./routes/admin/profile')) },
      { path: 'dashboard', ...adminPage(() => import('./routes/admin/dashboard')) },
      { path: 'manage-admin', ...adminPage(() => import('./routes/admin/manage-admin')) },
      { path: 'desks', ...adminPage(() => import('./routes/admin/desks')) },
      { path: 'lost-reports', ...adminPage(() => import('./routes/admin/lost-reports')) },
      { path: 'found-reports', ...adminPage(() => import('./routes/admin/found-reports')) },
      { path: 'admin-entry', ...adminPage(() => import('./routes/admin/admin-entry')) },
      { path: 'quick-intake', ...adminPage(() => import('./routes/admin/quick-intake')) },
      { path: 'recovered-items', ...adminPage(() => import('./routes/admin/recovered-items')) },
      { path: 'claimed-items', ...adminPage(() => import('./routes/admin/claimed-items')) },
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
  },
];

export const createRouter = () => createBrowserRouter(routes);
