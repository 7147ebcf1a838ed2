import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export type Variant = 'primary' | 'secondary' | 'danger' | 'ghost';

const variants: Record<Variant, string> = {
  primary:
    'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60 aria-disabled:bg-brand-700/60 aria-disabled:hover:bg-brand-700/60',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400 aria-disabled:text-slate-400 aria-disabled:hover:bg-white',
  danger:
    'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-700/60 aria-disabled:bg-red-700/60 aria-disabled:hover:bg-red-700/60',
  ghost:
    'text-slate-700 hover:bg-slate-100 disabled:text-slate-400 aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent',
};

/** The look of a button of this variant, for a link that looks like one (ButtonLink). */
export const buttonClass = (variant: Variant = 'primary') =>
  `inline-flex min-h-10 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed ${variants[variant]}`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shows a spinner and disables the button while an action runs. */
  busy?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', busy = false, disabled, className = '', children, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`${buttonClass(variant)} ${className}`}
      {...rest}
    >
      {busy ? <Spinner size="sm" label="" /> : null}
      {children}
    </button>
  );
});
