import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a screen fails to load or throws: a way out, never a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="text-slate-600">
        This page could not be shown. Check your connection and try again.
        {detail ? ` (${detail})` : ''}
      </p>
      <button
        type="button"
        className="rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        onClick={() => window.location.reload()}
      >
        Refresh Page
      </button>
    </main>
  );
}
