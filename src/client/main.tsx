import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders, createAppState, type AppRouter } from './app/app-providers';
import { startLanguage } from './lib/i18n';
import { sessionQueryOptions } from './lib/session';
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

async function boot() {
  await Promise.all([loadUniversity(), startLanguage()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  await nextTask();
  const { queryClient, router } = createAppState();
  if (root.hasChildNodes()) {
    // The page came with its first screen prerendered. Draw the app once it can draw the
    // same screen (route loaded, session known), so the screen is replaced in one step
    // instead of going blank or showing a spinner in between.
    await Promise.all([routerReady(router), queryClient.prefetchQuery(sessionQueryOptions())]);
    await nextTask();
  }
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

void boot();
