import {
  forwardRef,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { textOf, useT } from '#client/lib/i18n';

interface FieldShellProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, control, hint and error message, wired together for screen readers. */
export function FieldShell({ label, error, hint, required, children }: FieldShellProps) {
  const id = useId();
  // Drawn again when the language changes; a schema's message is a catalogue reference.
  useT();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {textOf(error)}
        </p>
      ) : null}
    </div>
  );
}

/** A control's look without its width, for controls sized by their content (`w-auto`). */
export const controlLookClass =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600 disabled:bg-slate-100 [&[readonly]]:bg-slate-100';

/** A control as wide as its field. */
export const controlClass = `w-full ${controlLookClass}`;

type BaseProps = { label: string; error?: string | undefined; hint?: ReactNode };

export const TextField = forwardRef<HTMLInputElement, BaseProps & InputHTMLAttributes<HTMLInputElement>>(
  function TextField({ label, error, hint, required, className = '', ...rest }, ref) {
    return (
      <FieldShell label={label} error={error} hint={hint} required={required}>
        {({ id, describedBy, invalid }) => (
          <input
            ref={ref}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required={required || undefined}
            className={`${controlClass} ${className}`}
            {...rest}
          />
        )}
      </FieldShell>
    );
  },
);

export const TextAreaField = forwardRef<
  HTMLTextAreaElement,
  BaseProps & TextareaHTMLAttributes<HTMLTextAreaElement>
>(function TextAreaField({ label, error, hint, required, className = '', ...rest }, ref) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={required}>
      {({ id, describedBy, invalid }) => (
        <textarea
          ref={ref}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required || undefined}
          className={`${controlClass} min-h-24 ${className}`}
          {...rest}
        />
      )}
    </FieldShell>
  );
});

export const SelectField = forwardRef<HTMLSelectElement, BaseProps & SelectHTMLAttributes<HTMLSelectElement>>(
  function SelectField({ label, error, hint, required, className = '', children, ...rest }, ref) {
    return (
      <FieldShell label={label} error={error} hint={hint} required={required}>
        {({ id, describedBy, invalid }) => (
          <select
            ref={ref}
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            aria-required={required || undefined}
            className={`${controlClass} ${className}`}
            {...rest}
          >
            {children}
          </select>
        )}
      </FieldShell>
    );
  },
);
