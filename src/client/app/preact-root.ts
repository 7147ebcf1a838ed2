import { render, type ComponentChild } from 'preact';

/**
 * What `react-dom/client` is in a production build (vite.config.ts aliases it
 * here; `npm run dev` keeps React's). preact/compat's `createRoot` empties its
 * container before the first render, as React does, so the app built every node of
 * a prerendered first screen again, restyled and laid it all out, and restarted
 * the search screen's moving chips: on a slow phone the longest task of the start.
 * Preact's own `render` keeps the elements already in the container where they
 * match what the app draws, changes only the attributes and text that differ,
 * and removes the rest.
 */
export function createRoot(container: Element) {
  return {
    render(children: ComponentChild) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
