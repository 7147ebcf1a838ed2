import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { loadAppMessages } from '#client/lib/i18n';
import { routePatterns as route } from '#shared/route-patterns';
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
    path: route.home,
    ...firstPage(() => import('./layouts/root-layout')),
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      {
        // No path of its own: the pages keep their URLs, and a signed-in member keeps the header.
        ...page(() => import('./layouts/info-layout')),
        children: [
          { path: route.about, ...page(() => import('./routes/about')) },
          { path: route.help, ...page(() => import('./routes/help')) },
          { path: route.locations, ...page(() => import('./routes/locations')) },
          { path: route.feedback, ...page(() => import('./routes/feedback')) },
          { path: route.terms, ...page(() => import('./routes/terms')) },
          { path: route.privacy, ...page(() => import('./routes/privacy')) },
          // A sticker's finder's page: a stranger's phone opens it from the QR code, signed in or not.
          { path: route.sticker, ...page(() => import('./routes/sticker')) },
          // The finder's private link: the owner's answers, and a form to write again.
          { path: route.finderConversation, ...page(() => import('./routes/finder-conversation')) },
        ],
      },
      { path: route.forbidden, ...page(() => import('./routes/forbidden')) },
      { path: route.unsubscribe, ...page(() => import('./routes/unsubscribe')) },
      { path: route.auth.login, ...firstPage(() => import('./routes/auth/login')) },
      { path: route.auth.adminLogin, ...page(() => import('./routes/auth/admin-login')) },
      { path: route.auth.resetPassword, ...page(() => import('./routes/auth/reset-password')) },
      {
        path: route.user.root,
        ...firstPage(() => import('./layouts/member-layout')),
        children: [
          { path: route.user.search, ...firstPage(() => import('./routes/user/search')) },
          { path: route.user.searchResults, ...page(() => import('./routes/user/search-results')) },
          { path: route.user.reportLost, ...page(() => import('./routes/user/report-lost')) },
          { path: route.user.reportFound, ...page(() => import('./routes/user/report-found')) },
          { path: route.user.recoveredItems, ...page(() => import('./routes/user/recovered-items')) },
          { path: route.user.profile, ...page(() => import('./routes/user/profile')) },
          { path: route.user.notifications, ...page(() => import('./routes/user/notifications')) },
          { path: route.user.possibleMatches, ...page(() => import('./routes/user/possible-matches')) },
          { path: route.user.item, ...page(() => import('./routes/user/stored-item')) },
          { path: route.user.myItems, ...page(() => import('./routes/user/my-items')) },
          { path: route.user.belongings, ...page(() => import('./routes/user/belongings')) },
          { path: route.user.stickers, ...page(() => import('./routes/user/belonging-stickers')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];

/** Whether a path is one of the console's: a member's pages never start with its root. */
const isConsolePath = (path: string) => path === route.admin.root || path.startsWith(`${route.admin.root}/`);

/**
 * The console's routes are added the first time a path under /admin is visited, so a member's
 * first visit does not carry the console's route table (decision 0073). Until then such a path
 * matches only the splat route above, and the router asks here for more specific ones. Asked
 * again (a navigation that was cut short drops its patch), the router keeps one copy.
 */
const addConsoleRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!isConsolePath(path)) return;
  const { consoleRoute } = await import('./console-routes');
  patch(null, [consoleRoute]);
};

export const createRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation: addConsoleRoutes });
