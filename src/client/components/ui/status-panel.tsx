import type { ReactNode } from 'react';

interface StatusPanelProps {
  title: string;
  message?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'error';
  /** 1 when the panel is the whole page (a full error page has no other title), 2 inside a page. */
  headingLevel?: 1 | 2;
}

/** The empty, error and "nothing matches" states of lists and pages. */
export function StatusPanel({
  title,
  message,
  icon,
  action,
  tone = 'neutral',
  headingLevel = 2,
}: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section
      role={tone === 'error' ? 'alert' : 'status'}
      className="mx-auto flex w-full max-w-md flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-10 text-center wrap-anywhere"
    >
      {icon ? <div className={tone === 'error' ? 'text-red-700' : 'text-slate-500'}>{icon}</div> : null}
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {message ? <p className="text-sm text-slate-600">{message}</p> : null}
      {action}
    </section>
  );
}
