import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { loadAppMessages } from '#client/lib/i18n';
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
];

/** Paths the console's routes answer; a member's pages never start with it. */
const CONSOLE_PATH = /^\/admin(\/|$)/;

/**
 * The console's routes are added the first time a path under /admin is visited, so a member's
 * first visit does not carry the console's route table (decision 0073). Until then such a path
 * matches only the splat route above, and the router asks here for more specific ones. Asked
 * again (a navigation that was cut short drops its patch), the router keeps one copy.
 */
const addConsoleRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!CONSOLE_PATH.test(path)) return;
  const { consoleRoute } = await import('./console-routes');
  patch(null, [consoleRoute]);
};

export const createRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation: addConsoleRoutes });
