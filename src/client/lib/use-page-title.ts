import { useEffect } from 'react';
import { university } from './university';

/** Sets the browser tab title to "{title} | {shortName} Lost & Found" while the page is shown. */
export function usePageTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} | ${university().shortName} Lost & Found`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
