import './styles.css';
import type { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders, createAppState, type AppRouter } from './app/app-providers';
import { firstScreenAt, sessionDrawnFor, type FirstScreen } from './app/first-screens';
import { sessionKeys } from './lib/session-keys';
import { startLanguage } from './lib/i18n';
import { markSessionAsDrawn, sessionQueryOptions } from './lib/session';
import { loadUniversity } from './lib/university';

/** Resolves once the router has loaded the current route's lazy modules. */
function routerReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Ends the current task. The start is cut into a few tasks (the scripts' evaluation,
 * the router's and cache's setup, the first render) so that none keeps the page from
 * answering input for long on a slow phone; together they are one long task.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    // A message, not a timer: a timer waits at least 4 ms once nested, and a page whose
    // clock is held (a test's, or a throttled background tab's) would not start at all.
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * Puts the session the first screen was drawn with in the cache, for the app to take the
 * screen over element for element; returns how to put back what the server answered.
 */
function sessionAsDrawn(queryClient: QueryClient, screen: FirstScreen): () => void {
  const query = queryClient.getQueryCache().find({ queryKey: sessionKeys.current(), exact: true });
  if (!query) throw new Error('The session was not asked for before the takeover.');
  const answered = query.state;
  query.setState({
    ...answered,
    data: markSessionAsDrawn(sessionDrawnFor(screen)),
    dataUpdatedAt: Date.now(),
    status: 'success',
    error: null,
    fetchStatus: 'idle',
  });
  return () => query.setState(answered);
}

async function boot() {
  await Promise.all([loadUniversity(), startLanguage()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  await nextTask();
  const { queryClient, router } = createAppState();
  const screen = root.hasChildNodes() ? firstScreenAt(window.location.pathname) : undefined;
  if (!screen) {
    createRoot(root).render(<AppProviders queryClient={queryClient} router={router} />);
    return;
  }
  // The page came with its first screen prerendered. The app takes it over once it can draw
  // the same screen (route loaded, session known), keeping its elements: hydrated with the
  // session the screen was drawn with, then drawn for the member who is signed in.
  await Promise.all([routerReady(router), queryClient.prefetchQuery(sessionQueryOptions())]);
  await nextTask();
  const answered = sessionAsDrawn(queryClient, screen);
  // As a transition, so the takeover yields to the browser every few milliseconds.
  startTransition(() => {
    hydrateRoot(root, <AppProviders queryClient={queryClient} router={router} onDrawn={answered} />);
  });
}

void boot();

// The service worker only shows push alerts (it serves no requests); registered once the
// page has loaded so it never competes with the first visit.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/service-worker.js', { scope: '/' }).catch(() => {
      // No push alerts in this browser; everything else works as before.
    });
  });
}
