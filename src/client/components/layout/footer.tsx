import { Link } from 'react-router';
import { paths } from '#client/lib/paths';
import { university } from '#client/lib/university';
import { Logo } from './logo';

const columns = [
  {
    heading: 'Service',
    links: [
      { label: 'About', to: paths.about },
      { label: 'Help', to: paths.help },
      { label: 'Locations', to: paths.locations },
    ],
  },
  {
    heading: 'Support',
    links: [
      { label: 'Feedback', to: paths.feedback },
      { label: 'Terms', to: paths.terms },
      { label: 'Privacy', to: paths.privacy },
    ],
  },
] as const;

/** The site footer (spec §1): an inline logo and two columns of links. */
export function Footer() {
  const { name } = university();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 grid-cols-2 md:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 flex flex-col gap-3 md:col-span-1">
          <Logo />
          <p className="max-w-sm text-sm text-slate-600">
            Helping the {name} community report, find and reclaim lost belongings.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.heading} aria-label={`${column.heading} links`}>
            <h2 className="text-sm font-semibold text-slate-900">{column.heading}</h2>
            <ul className="mt-3 flex flex-col gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    // WCAG 2.2 target size: each link is at least 24 px tall.
                    className="inline-flex min-h-6 items-center rounded text-sm text-slate-600 underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <p className="mx-auto max-w-6xl px-4 py-4 text-xs text-slate-600 sm:px-6">
          © {new Date().getFullYear()} {name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
