import CalendarX from '~icons/lucide/calendar-x';
import { useEffect, useId, useState } from 'react';
import { localToday } from '#shared/dates';
import { Button } from './button';
import { StatusPanel } from './status-panel';
import { controlLookClass } from './form-field';
import type { FoundDateRange } from '#client/lib/query-keys';
import { useT } from '#client/lib/i18n';
import type { MessageKey } from '#shared/i18n/message-key';

interface DateRangeFilterProps {
  value: FoundDateRange;
  onChange: (range: FoundDateRange) => void;
  /** Names the filter for screen readers ("Filter by found date"). */
  legend?: string;
  /** Told whether the dates typed make a valid range: the page must not show results for an old one. */
  onValidityChange?: (valid: boolean) => void;
}

interface Problem {
  /** The date the problem is with, marked invalid. */
  field: 'from' | 'to';
  text: MessageKey;
}

function problemOf(from: string, to: string, today: string): Problem | null {
  if (from && from > today) return { field: 'from', text: 'ui.fromInFuture' };
  if (to && to > today) return { field: 'to', text: 'ui.toInFuture' };
  if (from && to && from > to) return { field: 'from', text: 'ui.fromAfterTo' };
  return null;
}

/**
 * From/To on the found date (spec §5): From is capped at To or today, To runs
 * from From to today. A typed date outside those bounds is explained and not applied.
 */
export function DateRangeFilter({ value, onChange, legend, onValidityChange }: DateRangeFilterProps) {
  const t = useT();
  const id = useId();
  const today = localToday();
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [applied, setApplied] = useState(value);
  // The applied range can change from outside (Clear Filters in an empty state).
  if (applied.from !== value.from || applied.to !== value.to) {
    setApplied(value);
    setFrom(value.from ?? '');
    setTo(value.to ?? '');
  }
  const problem = problemOf(from, to, today);
  const valid = problem === null;
  useEffect(() => onValidityChange?.(valid), [valid, onValidityChange]);

  function update(nextFrom: string, nextTo: string) {
    setFrom(nextFrom);
    setTo(nextTo);
    if (!problemOf(nextFrom, nextTo, today)) {
      onChange({ from: nextFrom || undefined, to: nextTo || undefined });
    }
  }

  return (
    <fieldset className="flex flex-wrap items-end gap-3">
      <legend className="sr-only">{legend ?? t('ui.filterByFoundDate')}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-800">
          {t('ui.from')}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={`${controlLookClass} w-auto`}
          value={from}
          max={to && to < today ? to : today}
          aria-invalid={problem?.field === 'from' || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => update(event.target.value, to)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-800">
          {t('ui.to')}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={`${controlLookClass} w-auto`}
          value={to}
          min={from || undefined}
          max={today}
          aria-invalid={problem?.field === 'to' || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => update(from, event.target.value)}
        />
      </div>
      <Button variant="secondary" disabled={!from && !to} onClick={() => update('', '')}>
        {t('ui.clear')}
      </Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm text-red-700">
          {t(problem.text)}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Shown instead of results while the From and To dates do not make a range. */
export function InvalidDateRange() {
  const t = useT();
  return (
    <StatusPanel
      icon={<CalendarX className="h-10 w-10" aria-hidden="true" />}
      title={t('ui.checkDatesTitle')}
      message={t('ui.checkDatesMessage')}
    />
  );
}
