import CalendarX from '~icons/lucide/calendar-x';
import { useEffect, useId, useState } from 'react';
import { localToday } from '#shared/dates';
import { Button } from './button';
import { StatusPanel } from './status-panel';
import { controlLookClass } from './form-field';
import type { FoundDateRange } from '#client/lib/query-keys';

interface DateRangeFilterProps {
  value: FoundDateRange;
  onChange: (range: FoundDateRange) => void;
  /** Names the filter for screen readers ("Filter by found date"). */
  legend?: string;
  /** Told whether the dates typed make a valid range: the page must not show results for an old one. */
  onValidityChange?: (valid: boolean) => void;
}

function problemOf(from: string, to: string, today: string): string | null {
  if (from && from > today) return 'From date cannot be in the future';
  if (to && to > today) return 'To date cannot be in the future';
  if (from && to && from > to) return 'From date cannot be later than To date';
  return null;
}

/**
 * From/To on the found date (spec §5): From is capped at To or today, To runs
 * from From to today. A typed date outside those bounds is explained and not applied.
 */
export function DateRangeFilter({
  value,
  onChange,
  legend = 'Filter by found date',
  onValidityChange,
}: DateRangeFilterProps) {
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
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-from`} className="text-sm font-medium text-slate-800">
          From
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={`${controlLookClass} w-auto`}
          value={from}
          max={to && to < today ? to : today}
          aria-invalid={problem?.startsWith('From') || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => update(event.target.value, to)}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-to`} className="text-sm font-medium text-slate-800">
          To
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={`${controlLookClass} w-auto`}
          value={to}
          min={from || undefined}
          max={today}
          aria-invalid={problem?.startsWith('To') || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => update(from, event.target.value)}
        />
      </div>
      <Button variant="secondary" disabled={!from && !to} onClick={() => update('', '')}>
        Clear
      </Button>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="w-full text-sm text-red-700">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Shown instead of results while the From and To dates do not make a range. */
export function InvalidDateRange() {
  return (
    <StatusPanel
      icon={<CalendarX className="h-10 w-10" aria-hidden="true" />}
      title="Check the Dates"
      message="Fix the From and To dates above to see items."
    />
  );
}
