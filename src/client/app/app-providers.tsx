import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { forgetSession } from '#client/lib/forget-session';
import { LanguageProvider, t } from '#client/lib/i18n';
import { toast } from '#client/lib/toast';
import { onAuthFailure } from '#client/lib/api-client';
import { signedOutReason } from '#shared/constants/signed-out';
import type { SessionResponse } from '#shared/schemas/auth';
import { sessionKeys } from '#client/lib/session-keys';
import { createQueryClient } from '#client/lib/query-client';
import { paths } from '#client/lib/paths';
import { createRouter } from './router';

/*
 * The toaster is not needed to draw the first screen, so it is fetched once the
 * page is idle after it (at most a second later). A toast raised before it
 * arrives is shown once it does (the toaster replays the active ones when it
 * starts listening).
 */
const Toaster = lazy(() => import('./toaster'));
const TOASTER_AT_LATEST_MS = 1000;

function whenIdle(then: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = requestIdleCallback(then, { timeout: TOASTER_AT_LATEST_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(then, TOASTER_AT_LATEST_MS);
  return () => clearTimeout(id);
}

function LateToaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export type AppRouter = ReturnType<typeof createRouter>;

/** The app's query cache and router, made once before anything is drawn. */
export function createAppState(): { queryClient: QueryClient; router: AppRouter } {
  const queryClient = createQueryClient();
  const router = createRouter();
  // Spec §6: a 401 signs the person out and goes to /; a 403 goes to /forbidden.
  onAuthFailure((status, code) => {
    if (status === 401) {
      // Calls in flight together all fail; only the first is told why (its answer ends the
      // session), so the reason it gave stays for the ones after it.
      const before = queryClient.getQueryData<SessionResponse>(sessionKeys.current());
      const alreadySignedOut = before !== undefined && !before.user;
      const signedOut = signedOutReason(code) ?? (alreadySignedOut ? (before.signedOut ?? null) : null);
      forgetSession(queryClient, signedOut);
      // The first 401 already sent the person home, and home sends them on to sign in: going
      // home again for each later one cancelled that step and left them on an empty page.
      if (alreadySignedOut) return;
      // On an admin page the admin guard alone decides where to go (the admin sign-in, saying
      // why, then back here): a second navigation from here raced it to the member sign-in.
      const { pathname } = router.state.location;
      if (pathname === paths.admin.root || pathname.startsWith(`${paths.admin.root}/`)) return;
      // An admin whose session ran out is told why, on the page where they sign in again.
      void router.navigate(signedOut ? paths.adminSignedOut(signedOut) : paths.home, { replace: true });
    } else if (code === 'PROFILE_INCOMPLETE') {
      // What the member was sending is kept by its form; they come back to it once the profile is saved.
      const here = router.state.location;
      toast.error(t('common.profileFirst'), { id: 'profile-first' });
      void router.navigate(
        here.pathname === paths.user.profile
          ? paths.user.profile
          : paths.user.profileThenBack(`${here.pathname}${here.search}`),
      );
    } else {
      void router.navigate(paths.forbidden);
    }
  });
  return { queryClient, router };
}

/**
 * What every render of the app stands in, in the browser and when a first screen is
 * prerendered at build (render-first-screen.tsx): the two must build the same tree
 * around the router, or React's generated ids (labels, descriptions) would differ
 * between the page and the app taking it over.
 */
export function AppFrame({
  queryClient,
  onDrawn,
  children,
}: {
  queryClient: QueryClient;
  /** Called once the app has drawn over the page. */
  onDrawn?: (() => void) | undefined;
  children: ReactNode;
}) {
  // A prerendered first screen is inert until the app has drawn over it, so nothing typed
  // or clicked in it is lost; from here the page is the app's.
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute('inert'), []);
  useEffect(() => onDrawn?.(), [onDrawn]);
  return (
    <StrictMode>
      <LanguageProvider>
        <QueryClientProvider client={queryClient}>
          {children}
          <LateToaster />
        </QueryClientProvider>
      </LanguageProvider>
    </StrictMode>
  );
}

export function AppProviders({
  queryClient,
  router,
  onDrawn,
}: {
  queryClient: QueryClient;
  router: AppRouter;
  onDrawn?: (() => void) | undefined;
}) {
  return (
    <AppFrame queryClient={queryClient} onDrawn={onDrawn}>
      <RouterProvider router={router} />
    </AppFrame>
  );
}
