import type { MouseEvent } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '#client/components/layout/footer';
import { useT } from '#client/lib/i18n';

/**
 * Moves focus to the page's main landmark. Pages come from several layouts, so the
 * target is found when the link is used rather than relying on one fixed id.
 */
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView();
}

export function Component() {
  const t = useT();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        onClick={skipToContent}
        className="sr-only rounded-md bg-white px-4 py-2 font-medium text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('common.skipToContent')}
      </a>
      <div className="flex flex-1 flex-col">
        <Outlet />
      </div>
      <Footer />
      {/* New pages open at the top; Back and Forward return to where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
