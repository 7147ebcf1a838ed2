/** Calendar dates travel as ISO strings (YYYY-MM-DD); times as 24-hour HH:mm. */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
export const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** Today's date where the person is (their browser's time zone). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The latest date anyone on Earth can call "today": the server does not know the
 * reporter's time zone, so it accepts a date up to today in UTC+14.
 */
export function latestTodayAnywhere(now = new Date()): string {
  const ahead = new Date(now.getTime() + 14 * 60 * 60 * 1000);
  return ahead.toISOString().slice(0, 10);
}

/** No item was lost or found before this; year 0000 is not even a date PostgreSQL knows. */
export const EARLIEST_DATE = '1900-01-01';

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value < EARLIEST_DATE) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
