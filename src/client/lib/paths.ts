import type { SignedOutReason } from '#shared/constants/signed-out';

/** Every URL of the app, built in one place. */
export const paths = {
  home: '/',
  about: '/about',
  help: '/help',
  locations: '/locations',
  feedback: '/feedback',
  terms: '/terms',
  privacy: '/privacy',
  forbidden: '/forbidden',
  login: '/auth/login',
  adminLogin: '/auth/login/admin',
  /** The admin login, saying why the admin's session ended, then back to `returnTo` once signed in. */
  adminSignedOut: (reason: SignedOutReason, returnTo?: string) =>
    `/auth/login/admin?signedOut=${reason}${returnTo ? `&returnTo=${encodeURIComponent(returnTo)}` : ''}`,
  /** The admin login, then back to `returnTo` (an admin page) once signed in. */
  adminLoginThenBack: (returnTo: string) => `/auth/login/admin?returnTo=${encodeURIComponent(returnTo)}`,
  resetPassword: '/auth/reset-password',
  /** The page an alert email's unsubscribe link opens. */
  unsubscribe: '/unsubscribe',
  user: {
    search: '/user/search',
    searchResults: (q: string) => `/user/search-results?q=${encodeURIComponent(q)}`,
    searchResultsBase: '/user/search-results',
    reportLost: '/user/report-lost',
    reportFound: '/user/report-found',
    recoveredItems: '/user/recovered-items',
    profile: '/user/profile',
    notifications: '/user/notifications',
    possibleMatches: '/user/possible-matches',
    item: (reportId: string) => `/user/items/${encodeURIComponent(reportId)}`,
    /** The profile page, then back to `returnTo` once it is saved. */
    profileThenBack: (returnTo: string) => `/user/profile?returnTo=${encodeURIComponent(returnTo)}`,
    myItems: '/user/my-items',
    /** The member's registered belongings and their stickers. */
    belongings: '/user/belongings',
    /** The printable sheet of stickers of the chosen belongings. */
    stickers: (ids: string[], size?: string) =>
      `/user/belongings/stickers?ids=${ids.map(encodeURIComponent).join(',')}${size ? `&size=${size}` : ''}`,
  },
  /** The finder's page a belonging's sticker opens: public, no account needed. */
  sticker: (code: string) => `/s/${encodeURIComponent(code)}`,
  /** A finder's private link to their conversation with an owner (decision 0067): public, no account needed. */
  finderConversation: (key: string) => `/s/conversations/${encodeURIComponent(key)}`,
  /** The sign-in flow's way into the console; every other console page is in console-paths.ts. */
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
  },
} as const;
