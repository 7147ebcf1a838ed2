import { useT } from '#client/lib/i18n';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Read to screen readers; empty when the surrounding text already says it. */
  label?: string;
}

const sizes = { sm: 'h-4 w-4 border-2', md: 'h-8 w-8 border-3', lg: 'h-12 w-12 border-4' };

export function Spinner({ size = 'md', label }: SpinnerProps) {
  const t = useT();
  label ??= t('common.loading');
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`${sizes[size]} animate-spin rounded-full border-current border-r-transparent text-brand-700`}
      />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}

/** A spinner centred in the page, for a screen that is still loading. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner size="lg" label={label} />
    </div>
  );
}
