import { queryOptions, useQuery } from '@tanstack/react-query';
import { QUERY_STALE_MS } from '#shared/constants/limits';
import type { Desk, OpeningHours } from '#shared/schemas/desk';
import { INTL_LOCALE } from '#shared/i18n/languages';
import { api } from './api-client';
import { formatDate, formatTime } from './dates';
import { currentLanguage, t } from './i18n';
import { deskKeys } from './desk-keys';
import { isDeskStaff } from './console-role';
import { useSession } from './session';

/** GET /api/desks: every desk, where it is and when it is open (decision 0054). */
export const desksQueryOptions = () =>
  queryOptions({
    queryKey: deskKeys.list(),
    queryFn: ({ signal }) => api<Desk[]>('/desks', { signal }),
    staleTime: QUERY_STALE_MS,
  });

export function useDesks() {
  return useQuery(desksQueryOptions());
}

/** The desks the signed-in person works at: every desk for an admin, their own for desk staff. */
export function useMyDesks() {
  const { user } = useSession();
  const deskIds = isDeskStaff(user) ? user.deskIds : null;
  return useQuery({
    ...desksQueryOptions(),
    select: (desks: Desk[]) => (deskIds ? desks.filter((desk) => deskIds.includes(desk.id)) : desks),
  });
}

/** A weekday's short name in the app's language; 0 is Sunday (7 January 2024 was one). */
function weekday(day: number): string {
  return new Date(2024, 0, 7 + day).toLocaleDateString(INTL_LOCALE[currentLanguage()], { weekday: 'short' });
}

/**
 * Days as runs around the week: [0, 1, 2, 3, 4, 6] reads "Sat–Thu", a week
 * that wraps past Saturday; a run of two is written as two days.
 */
export function describeDays(days: number[]): string {
  const set = new Set(days);
  if (set.size === 7) return `${weekday(0)}–${weekday(6)}`;
  const runs: string[] = [];
  for (let start = 0; start < 7; start += 1) {
    if (!set.has(start) || set.has((start + 6) % 7)) continue;
    let end = start;
    while (set.has((end + 1) % 7)) end = (end + 1) % 7;
    const length = (end - start + 7) % 7;
    runs.push(
      length === 0
        ? weekday(start)
        : length === 1
          ? `${weekday(start)}, ${weekday(end)}`
          : `${weekday(start)}–${weekday(end)}`,
    );
  }
  return runs.join(', ');
}

/** "Sat–Thu, 08:00 AM–08:00 PM", one line a row, in the reader's language; null without hours. */
export function describeWeeklyHours(hours: OpeningHours): string | null {
  if (hours.weekly.length === 0) return null;
  return hours.weekly
    .map((row) =>
      t('member.deskHours', {
        days: describeDays(row.days),
        opens: formatTime(row.opens),
        closes: formatTime(row.closes),
      }),
    )
    .join('; ');
}

/** The closed dates still to come (the next five), as a sentence; null when none are. */
export function describeClosedDates(hours: OpeningHours, today = new Date().toISOString().slice(0, 10)) {
  const coming = hours.closedDates.filter((date) => date >= today).slice(0, 5);
  if (coming.length === 0) return null;
  return t('member.deskClosedOn', { dates: coming.map((date) => formatDate(date)).join(', ') });
}

/** A link a phone opens in its own maps app; nothing is fetched from elsewhere. */
export const mapLink = (desk: Pick<Desk, 'latitude' | 'longitude'>) =>
  desk.latitude === null || desk.longitude === null ? null : `geo:${desk.latitude},${desk.longitude}`;
