/**
 * The URL pattern of every page outside the admin console, written once: the client's router
 * matches them, its links are built from them (client lib/paths.ts), the build prerenders the
 * first screens at them, and the server's mails and notices link to them. `:name` is a part of
 * the URL the page reads.
 */
export const routePatterns = {
  home: '/',
  about: '/about',
  help: '/help',
  locations: '/locations',
  feedback: '/feedback',
  terms: '/terms',
  privacy: '/privacy',
  forbidden: '/forbidden',
  /** The page an alert email's unsubscribe link opens. */
  unsubscribe: '/unsubscribe',
  /** The finder's page a belonging's sticker opens: public, no account needed. */
  sticker: '/s/:code',
  /** A finder's private link to their conversation with an owner (decision 0067): public, no account needed. */
  finderConversation: '/s/conversations/:key',
  auth: {
    login: '/auth/login',
    adminLogin: '/auth/login/admin',
    resetPassword: '/auth/reset-password',
  },
  user: {
    root: '/user',
    search: '/user/search',
    searchResults: '/user/search-results',
    reportLost: '/user/report-lost',
    reportFound: '/user/report-found',
    recoveredItems: '/user/recovered-items',
    profile: '/user/profile',
    notifications: '/user/notifications',
    possibleMatches: '/user/possible-matches',
    item: '/user/items/:reportId',
    myItems: '/user/my-items',
    /** The member's registered belongings and their stickers. */
    belongings: '/user/belongings',
    /** The printable sheet of stickers of the chosen belongings. */
    stickers: '/user/belongings/stickers',
  },
  /** The sign-in flow's ways into the console; every other console page is in console-route-patterns.ts. */
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
  },
} as const;
