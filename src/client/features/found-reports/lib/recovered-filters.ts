import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CATEGORY_CHIPS, type CategoryChip } from '#shared/constants/category-chips';
import { MAX_LOCATION } from '#shared/constants/limits';
import { isValidIsoDate, localToday } from '#shared/dates';
import type { RecoveredFilters } from '#client/lib/query-keys';
import { PHOTO_COLOURS, type PhotoColour } from './photo-colour';

/** The address's names of Recovered Items' filters, in the order a link writes them. */
const FILTER_NAMES = ['category', 'color', 'place', 'from', 'to'] as const;
type FilterName = (typeof FILTER_NAMES)[number];

export interface ReadFilters {
  filters: RecoveredFilters;
  /** Whether the address held a value no filter can use (an unknown category, a date to come, …). */
  dropped: boolean;
}

const byLowerCase = <T extends string>(choices: readonly T[], value: string): T | undefined =>
  choices.find((choice) => choice.toLowerCase() === value.toLowerCase());

/**
 * Recovered Items' filters as a link gives them: each value the list can use is
 * kept (a category or colour in any case, as it is spelt in the list), and any
 * other is left out and said to be, so a mistyped or stale link shows the list
 * rather than an error. Two dates the wrong way round are both left out.
 */
export function readRecoveredFilters(params: URLSearchParams, today = localToday()): ReadFilters {
  let dropped = false;
  const take = <T extends string>(name: FilterName, accept: (value: string) => T | undefined) => {
    const raw = params.get(name)?.trim();
    if (!raw) return undefined;
    const value = accept(raw);
    if (value === undefined) dropped = true;
    return value;
  };
  const date = (value: string) => (isValidIsoDate(value) && value <= today ? value : undefined);
  let from = take('from', date);
  let to = take('to', date);
  if (from && to && from > to) {
    from = undefined;
    to = undefined;
    dropped = true;
  }
  const filters: RecoveredFilters = {
    category: take<CategoryChip>('category', (value) => byLowerCase(CATEGORY_CHIPS, value)),
    color: take<PhotoColour>('color', (value) => byLowerCase(PHOTO_COLOURS, value)),
    place: take('place', (value) => (value.length <= MAX_LOCATION ? value : undefined)),
    from,
    to,
  };
  return { filters, dropped };
}

/** The address's query for these filters; parameters of no filter are kept as they are. */
function withFilters(current: URLSearchParams, filters: RecoveredFilters): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) next.set(name, value);
    else next.delete(name);
  }
  return next;
}

/**
 * Recovered Items' filters kept in the address (?category=&color=&place=&from=&to=),
 * so back and forward step through them and a shared link opens the same list.
 * A chosen category, colour or place is a step of its own in the history; dates
 * replace theirs as they are typed, as the date filter always has. A link's
 * unusable values are taken out of the address at once and the page told.
 */
export function useRecoveredFilters() {
  const [params, setParams] = useSearchParams();
  const { filters, dropped } = readRecoveredFilters(params);
  const [linkIgnored, setLinkIgnored] = useState(false);
  useEffect(() => {
    if (!dropped) return;
    setLinkIgnored(true);
    setParams((current) => withFilters(current, readRecoveredFilters(current).filters), { replace: true });
  }, [dropped, setParams]);

  const change = (next: RecoveredFilters, options: { replace: boolean }) => {
    setLinkIgnored(false);
    setParams(
      (current) => withFilters(current, { ...readRecoveredFilters(current).filters, ...next }),
      options,
    );
  };
  return {
    filters,
    /** Whether anything narrows the list, dates included. */
    filtered: FILTER_NAMES.some((name) => Boolean(filters[name])),
    /** Whether a category, colour or place does (the dates' own empty state names only dates). */
    filteredBeyondDates: Boolean(filters.category || filters.color || filters.place),
    linkIgnored,
    choose: (next: Pick<RecoveredFilters, 'category' | 'color' | 'place'>) =>
      change(next, { replace: false }),
    setRange: (range: Pick<RecoveredFilters, 'from' | 'to'>) =>
      change({ from: range.from, to: range.to }, { replace: true }),
    clearFilters: () =>
      change(
        { category: undefined, color: undefined, place: undefined, from: undefined, to: undefined },
        {
          replace: false,
        },
      ),
  };
}
