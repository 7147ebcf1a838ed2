import ArrowLeft from '~icons/lucide/arrow-left';
import Home from '~icons/lucide/house';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { usePageTitle } from '#client/lib/use-page-title';
import { useT } from '#client/lib/i18n';

interface ErrorPageProps {
  code: string;
  title: string;
  message: string;
  icon: ReactNode;
}

/** The 403 and 404 pages: what happened, and two ways out. */
export function ErrorPage({ code, title, message, icon }: ErrorPageProps) {
  usePageTitle(title);
  const navigate = useNavigate();
  // Opened straight from a bookmark or a typed URL, there is nothing to go back to.
  const t = useT();
  const goBack = () => (window.history.length > 1 ? navigate(-1) : navigate(paths.home));
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center focus:outline-none"
    >
      <span className="rounded-full bg-brand-100 p-4 text-brand-700" aria-hidden="true">
        {icon}
      </span>
      <p className="text-sm font-semibold tracking-widest text-brand-700">{t('ui.errorCode', { code })}</p>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="text-slate-600">{message}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Button variant="secondary" onClick={() => void goBack()}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {t('ui.goBack')}
        </Button>
        <Button onClick={() => void navigate(paths.home)}>
          <Home className="h-4 w-4" aria-hidden="true" />
          {t('ui.goHome')}
        </Button>
      </div>
    </main>
  );
}
