import { generatePath } from 'react-router';
import type { SignedOutReason } from '#shared/constants/signed-out';
import { routePatterns as route } from '#shared/route-patterns';

/** Every URL of the app outside the console, built from the patterns the router matches. */
export const paths = {
  home: route.home,
  about: route.about,
  help: route.help,
  locations: route.locations,
  feedback: route.feedback,
  terms: route.terms,
  privacy: route.privacy,
  forbidden: route.forbidden,
  login: route.auth.login,
  adminLogin: route.auth.adminLogin,
  /** The admin login, saying why the admin's session ended, then back to `returnTo` once signed in. */
  adminSignedOut: (reason: SignedOutReason, returnTo?: string) =>
    `${route.auth.adminLogin}?signedOut=${reason}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  /** The admin login, then back to `returnTo` (an admin page) once signed in. */
  adminLoginThenBack: (returnTo: string) =>
    `${route.auth.adminLogin}?returnTo=${encodeURIComponent(returnTo)}`,
  resetPassword: route.auth.resetPassword,
  unsubscribe: route.unsubscribe,
  user: {
    search: route.user.search,
    searchResults: (q: string) => `${route.user.searchResults}?q=${encodeURIComponent(q)}`,
    searchResultsBase: route.user.searchResults,
    reportLost: route.user.reportLost,
    reportFound: route.user.reportFound,
    recoveredItems: route.user.recoveredItems,
    profile: route.user.profile,
    notifications: route.user.notifications,
    possibleMatches: route.user.possibleMatches,
    item: (reportId: string) => generatePath(route.user.item, { reportId }),
    /** The profile page, then back to `returnTo` once it is saved. */
    profileThenBack: (returnTo: string) => `${route.user.profile}?returnTo=${encodeURIComponent(returnTo)}`,
    myItems: route.user.myItems,
    belongings: route.user.belongings,
    stickers: (ids: string[], size?: string) =>
      `${route.user.stickers}?ids=${ids.map(encodeURIComponent).join(',')}${size ? `&size=${size}` : ''}`,
  },
  sticker: (code: string) => generatePath(route.sticker, { code }),
  finderConversation: (key: string) => generatePath(route.finderConversation, { key }),
  /** The sign-in flow's way into the console; every other console page is in console-paths.ts. */
  admin: route.admin,
} as const;
