/**
 * The one inline script of a prerendered first screen, put at the end of its
 * page by the build (scripts/vite-plugins/prerender-shells.ts) and allowed by
 * the server's Content-Security-Policy through its SHA-256 hash, nothing else.
 *
 * It starts the app once the screen has been painted: the entry and the route's
 * chunks (named in its `data-entry` and `data-preload`) are requested only then,
 * so on a slow connection they do not share it with the page and its first
 * paint; so are the icons and the manifest, kept in `template[data-after-first-paint]`.
 * A page opened in the background starts at once, as it paints nothing;
 * one that reports no paint within a second starts then.
 * Its text never changes with a build (the names of the files are attributes),
 * so neither does its hash.
 */
export const FIRST_SCREEN_START_SCRIPT = `(() => {
  const own = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const later of document.querySelectorAll('template[data-after-first-paint]')) {
      document.head.append(later.content);
    }
    for (const href of own.dataset.preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = own.dataset.entry;
    document.head.append(entry);
  };
  if (document.visibilityState === 'hidden') return start();
  if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start));
  }
  setTimeout(start, 1000);
})();`;
