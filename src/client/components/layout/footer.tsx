import { Link } from 'react-router';
import type { MessageKey } from '#shared/i18n/message-key';
import { useT } from '#client/lib/i18n';
import { paths } from '#client/lib/paths';
import { university } from '#client/lib/university';
import { formatYear } from '#client/lib/dates';
import { Logo } from './logo';

const columns: { heading: MessageKey; label: MessageKey; links: { label: MessageKey; to: string }[] }[] = [
  {
    heading: 'common.footerService',
    label: 'common.footerServiceLinks',
    links: [
      { label: 'common.about', to: paths.about },
      { label: 'common.help', to: paths.help },
      { label: 'common.locations', to: paths.locations },
    ],
  },
  {
    heading: 'common.footerSupport',
    label: 'common.footerSupportLinks',
    links: [
      { label: 'common.feedback', to: paths.feedback },
      { label: 'common.terms', to: paths.terms },
      { label: 'common.privacy', to: paths.privacy },
    ],
  },
];

/** The site footer (spec §1): an inline logo and two columns of links. */
export function Footer() {
  const { name } = university();
  const t = useT();
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 grid-cols-2 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-3 md:col-span-1">
          <Logo />
          <p className="max-w-sm text-sm text-slate-600">{t('common.footerTagline', { name })}</p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={t(column.label)}>
            <h2 className="text-sm font-semibold text-slate-900">{t(column.heading)}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    // WCAG 2.2 target size: each link is at least 24 px tall.
                    className="inline-flex min-h-6 items-center rounded text-sm text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-600 sm:px-6">
          {t('common.copyright', { year: formatYear(new Date()), name })}
        </p>
      </div>
    </footer>
  );
}
