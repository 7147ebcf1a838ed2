import { useId, type ReactNode } from 'react';
import { usePageTitle } from '#client/lib/use-page-title';

interface PageShellProps {
  title: string;
  /** A line under the heading. */
  lead?: ReactNode;
  /** Icon shown beside the heading. */
  icon?: ReactNode;
  children: ReactNode;
  width?: 'prose' | 'wide';
}

/** The frame of an informational page: the main landmark, its heading and the tab title. */
export function PageShell({ title, lead, icon, children, width = 'prose' }: PageShellProps) {
  usePageTitle(title);
  return (
    <main
      id="main-content"
      tabIndex={-1}
      className={`mx-auto w-full ${width === 'wide' ? 'max-w-6xl' : 'max-w-3xl'} px-4 py-8 focus:outline-none sm:px-6 sm:py-12`}
    >
      <header className="mb-8 flex items-start gap-3">
        {icon ? (
          <span className="mt-1 rounded-lg bg-brand-100 p-2 text-brand-700" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {lead ? <p className="mt-2 text-base text-slate-600">{lead}</p> : null}
        </div>
      </header>
      {children}
    </main>
  );
}

/** A titled block of running text inside an informational page. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-0">
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}
