import type { ReactNode } from 'react';

export function ScreenHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="mb-5 flex flex-col gap-1">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children ? <p className="text-sm text-slate-600">{children}</p> : null}
    </header>
  );
}
