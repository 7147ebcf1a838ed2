import type { ReactNode } from 'react';
import { usePageTitle } from '#client/lib/use-page-title';

/** The main landmark of an admin screen (the skip link of the admin layout lands here). */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <main id="main-content" className="mx-auto w-full max-w-7xl p-4 sm:p-6">
      {children}
    </main>
  );
}
