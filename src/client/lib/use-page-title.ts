import { useEffect } from 'react';
import { useT } from './i18n';
import { university } from './university';

/** Sets the browser tab title to "{title} | {shortName} Lost & Found" while the page is shown. */
export function usePageTitle(title: string) {
  const t = useT();
  const full = t('common.pageTitle', { title, shortName: university().shortName });
  useEffect(() => {
    const previous = document.title;
    document.title = full;
    return () => {
      document.title = previous;
    };
  }, [full]);
}
