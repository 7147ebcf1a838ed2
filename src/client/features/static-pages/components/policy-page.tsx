import type { ReactNode } from 'react';
import { PageShell } from './page-shell';

/** The date both policies took effect (spec §9). */
export const POLICY_EFFECTIVE_DATE = 'July 08, 2025';

interface PolicyPageProps {
  title: string;
  /** "These terms are", "This policy is": the start of the effective-date sentence. */
  subject: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A policy document: heading, effective date and numbered sections. */
export function PolicyPage({ title, subject, icon, children }: PolicyPageProps) {
  return (
    <PageShell title={title} icon={icon} lead={`${subject} effective ${POLICY_EFFECTIVE_DATE}.`}>
      <article className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8 [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h2:first-child]:mt-0 [&_li]:mt-1 [&_p]:mt-3 [&_p]:leading-relaxed [&_p]:text-slate-700 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:text-slate-700">
        {children}
      </article>
    </PageShell>
  );
}
