import type { ReactNode } from 'react';
import { INTL_LOCALE, type Language } from '#shared/i18n/languages';
import type { MessageKey } from '#shared/i18n/message-key';
import { useLanguage, useT } from '#client/lib/i18n';
import { PageShell } from './page-shell';

/** The date both policies took effect (spec §9), as the spec writes it in English. */
export const POLICY_EFFECTIVE_DATE = 'July 08, 2025';

/** The effective date in the page's language: the spec's words in English, Bangla digits and month in Bangla. */
function effectiveDate(language: Language): string {
  if (language === 'en') return POLICY_EFFECTIVE_DATE;
  return new Date(Date.UTC(2025, 6, 8)).toLocaleDateString(INTL_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

interface PolicyPageProps {
  title: string;
  /** "These terms are effective {date}.", "This policy is effective {date}.". */
  effective: MessageKey;
  icon: ReactNode;
  children: ReactNode;
}

/** A policy document: heading, effective date and numbered sections. */
export function PolicyPage({ title, effective, icon, children }: PolicyPageProps) {
  const t = useT();
  const language = useLanguage();
  return (
    <PageShell title={title} icon={icon} lead={t(effective, { date: effectiveDate(language) })}>
      <article className="rounded-xl border border-slate-200 bg-white p-5 sm:p-8 [&_h2]:mt-8 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:text-slate-900 [&_h2:first-child]:mt-0 [&_li]:mt-1 [&_p]:mt-3 [&_p]:leading-relaxed [&_p]:text-slate-700 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-5 [&_ul]:text-slate-700">
        {children}
      </article>
    </PageShell>
  );
}
