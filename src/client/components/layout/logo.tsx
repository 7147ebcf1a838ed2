import { Link } from 'react-router';
import { useT } from '#client/lib/i18n';
import { university } from '#client/lib/university';

interface LogoProps {
  /** Where a click on the logo goes; without it the logo is not a link. */
  to?: string;
  /** Light text for dark backgrounds. */
  tone?: 'dark' | 'light';
  className?: string;
}

/** The mark alone: a magnifier over a tag, drawn inline so it needs no request. */
export function LogoMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f4c81" />
      <circle cx="28" cy="28" r="13" fill="none" stroke="#fff" strokeWidth="6" />
      <path d="M38 38l12 12" stroke="#fff" strokeWidth="7" strokeLinecap="round" />
      <circle cx="28" cy="28" r="4" fill="#add3ef" />
    </svg>
  );
}

/** The logo and wordmark, "{shortName} Lost & Found", used in every header and the footer. */
export function Logo({ to, tone = 'dark', className = '' }: LogoProps) {
  const t = useT();
  const name = t('common.appName', { shortName: university().shortName });
  const content = (
    <>
      <LogoMark />
      <span
        className={`text-lg font-semibold tracking-tight whitespace-nowrap ${tone === 'light' ? 'text-white' : 'text-brand-800'}`}
      >
        {name}
      </span>
    </>
  );
  const classes = `inline-flex items-center gap-2 rounded-md ${className}`;
  if (to) {
    return (
      <Link to={to} className={classes}>
        {content}
      </Link>
    );
  }
  return <span className={classes}>{content}</span>;
}
