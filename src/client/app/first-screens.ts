import { routePatterns } from '#shared/route-patterns';
import type { SessionResponse } from '#shared/schemas/auth';

/**
 * The screens people most often open first, prerendered at build so their
 * largest paint does not wait for JavaScript. `modules` are the route's lazy
 * modules (layouts and page, as in router.tsx): the build preloads their chunks
 * with the page, and the first-visit budget test counts them.
 */
export interface FirstScreen {
  path: string;
  /** The file name of its prerendered page in the build's `first-screens/` folder. */
  name: string;
  /** Whose page it is: the signed-in member's shell is served only with a session cookie. */
  audience: 'anyone' | 'member';
  modules: string[];
}

export const firstScreens: FirstScreen[] = [
  {
    path: routePatterns.auth.login,
    name: 'auth-login',
    audience: 'anyone',
    modules: ['app/layouts/root-layout.tsx', 'app/routes/auth/login.tsx'],
  },
  {
    path: routePatterns.user.search,
    name: 'user-search',
    audience: 'member',
    modules: ['app/layouts/root-layout.tsx', 'app/layouts/member-layout.tsx', 'app/routes/user/search.tsx'],
  },
];

/** The first screen the server sends for a path (it ignores a trailing slash), if any. */
export function firstScreenAt(pathname: string): FirstScreen | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return firstScreens.find((screen) => screen.path === path);
}

/**
 * The session a first screen is drawn with at build: nobody signed in, or a member in
 * general (no name, the default avatar). The app takes the screen over drawn with the
 * same session, so that it matches the page element for element, then draws the real one.
 */
export function sessionDrawnFor(screen: FirstScreen): SessionResponse {
  if (screen.audience === 'anyone') return { user: null };
  return {
    user: {
      kind: 'member',
      uid: '',
      email: '',
      displayName: '',
      photoURL: null,
      profileComplete: true,
    },
  };
}
