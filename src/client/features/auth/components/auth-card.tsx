import type { ReactNode } from 'react';
import { LanguageSwitch } from '#client/components/layout/language-switch';
import { LogoMark } from '#client/components/layout/logo';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every sign-in and password page is built on. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <main id="main-content" className="flex flex-1 flex-col items-center justify-center gap-3 px-4 py-12">
      <div className="flex w-full max-w-md justify-end">
        <LanguageSwitch />
      </div>
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <div className="mb-6 flex flex-col items-center gap-3 text-center">
          <LogoMark className="h-12 w-12" />
          <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
          {subtitle ? <p className="text-sm text-slate-600">{subtitle}</p> : null}
        </div>
        {children}
        {footer ? (
          <div className="mt-6 border-t border-slate-200 pt-4 text-center text-sm">{footer}</div>
        ) : null}
      </div>
    </main>
  );
}
