import ChevronDown from '~icons/lucide/chevron-down';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Dialog } from '#client/components/ui/dialog';
import { textOf, useT } from '#client/lib/i18n';
import { university } from '#client/lib/university';

interface DepartmentPickerProps {
  value: string;
  onChange: (department: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  label?: string;
}

/**
 * Spec screen 5: a modal listing the departments grouped by faculty. Arrow keys,
 * Home and End move between departments; Enter or Space chooses one.
 */
export function DepartmentPicker({ value, onChange, onBlur, error, label }: DepartmentPickerProps) {
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const id = useId();
  const t = useT();
  const { faculties } = university();

  useEffect(() => {
    if (!open) return;
    // After the dialog has placed its own initial focus, start on the chosen department.
    const timer = window.setTimeout(() => {
      const options = listRef.current?.querySelectorAll<HTMLButtonElement>('[data-department]');
      const chosen = Array.from(options ?? []).find((option) => option.dataset.department === value);
      (chosen ?? options?.[0])?.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open, value]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const options = Array.from(
      listRef.current?.querySelectorAll<HTMLButtonElement>('[data-department]') ?? [],
    );
    const index = options.indexOf(document.activeElement as HTMLButtonElement);
    let next: number | null = null;
    if (event.key === 'ArrowDown') next = index < 0 ? 0 : Math.min(index + 1, options.length - 1);
    else if (event.key === 'ArrowUp') next = index < 0 ? 0 : Math.max(index - 1, 0);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = options.length - 1;
    if (next !== null) {
      event.preventDefault();
      options[next]?.focus();
    }
  };

  const choose = (department: string) => {
    onChange(department);
    setOpen(false);
    // Back to the field once the dialog has gone, so the keyboard user carries on from there.
    window.setTimeout(() => triggerRef.current?.focus(), 0);
  };

  return (
    <div className="flex flex-col gap-1">
      <span id={`${id}-label`} className="text-sm font-medium text-slate-800">
        {label ?? t('profile.department')}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </span>
      <button
        ref={triggerRef}
        type="button"
        id={id}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={Boolean(error)}
        onClick={() => setOpen(true)}
        onBlur={onBlur}
        className="flex w-full items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-left text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-600"
      >
        <span id={`${id}-value`} className={value ? 'text-slate-900' : 'text-slate-600'}>
          {value || t('profile.selectDepartment')}
        </span>
        <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
      </button>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {textOf(error)}
        </p>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen} title={t('profile.selectDepartment')} size="lg">
        <div ref={listRef} onKeyDown={onKeyDown} className="flex flex-col gap-5">
          {faculties.map((faculty, facultyIndex) => (
            <section key={faculty.name} aria-labelledby={`${id}-faculty-${facultyIndex}`}>
              <h3 id={`${id}-faculty-${facultyIndex}`} className="mb-2 text-sm font-semibold text-brand-800">
                {faculty.name} ({faculty.shortName})
              </h3>
              <ul className="grid gap-1 sm:grid-cols-2">
                {faculty.departments.map((department) => (
                  <li key={department}>
                    <button
                      type="button"
                      data-department={department}
                      aria-pressed={department === value}
                      onClick={() => choose(department)}
                      className="w-full rounded-lg border border-slate-200 px-3 py-2 text-left text-sm text-slate-800 hover:border-brand-500 hover:bg-brand-50 focus-visible:border-brand-600 aria-pressed:border-brand-700 aria-pressed:bg-brand-50 aria-pressed:font-medium"
                    >
                      {department}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Dialog>
    </div>
  );
}
