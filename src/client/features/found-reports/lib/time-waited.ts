/** How long someone has waited, in the largest whole unit the inbox shows. */
export type TimeWaited = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * The time from `since` to `now`, rounded down: "3 hours" until the fourth has
 * passed, as a desk officer counts a wait. A clock a little behind the server's
 * (a `since` in the future) reads as just now.
 */
export function timeWaited(since: string, now: number): TimeWaited {
  const waited = now - Date.parse(since);
  if (!(waited >= MINUTE)) return { unit: 'now' };
  if (waited < HOUR) return { unit: 'minutes', count: Math.floor(waited / MINUTE) };
  if (waited < DAY) return { unit: 'hours', count: Math.floor(waited / HOUR) };
  return { unit: 'days', count: Math.floor(waited / DAY) };
}
