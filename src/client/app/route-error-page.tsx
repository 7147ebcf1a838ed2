import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '#client/lib/i18n';

/** Shown when a screen fails to load or throws: a way out, never a blank page. */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">{t('common.routeErrorTitle')}</h1>
      <p className="text-slate-600">
        {t('common.routeErrorMessage')}
        {detail ? ` (${detail})` : ''}
      </p>
      <button
        type="button"
        className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        onClick={() => window.location.reload()}
      >
        {t('common.refreshPage')}
      </button>
    </main>
  );
}
