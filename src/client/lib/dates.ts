/** Display helpers (spec §1: local formats, 12-hour times, N/A when missing). */
const NA = 'N/A';

export function formatDate(value: string | null | undefined, locale?: string): string {
  if (!value) return NA;
  // A bare calendar date is that day wherever the reader is, not UTC midnight.
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
  if (Number.isNaN(date.getTime())) return NA;
  return date.toLocaleDateString(locale);
}

/** The dashboard's en-GB day format (22/11/2026). */
export const formatDateGb = (value: string | null | undefined) => formatDate(value, 'en-GB');

/** "14:05" or an ISO timestamp, as "02:05 PM". */
export function formatTime(value: string | null | undefined): string {
  if (!value) return NA;
  let date: Date;
  const hhmm = /^(\d{2}):(\d{2})/.exec(value);
  if (hhmm && value.length <= 8) {
    date = new Date(2000, 0, 1, Number(hhmm[1]), Number(hhmm[2]));
  } else {
    date = new Date(value);
  }
  if (Number.isNaN(date.getTime())) return NA;
  return date.toLocaleTimeString('en-US', { hour: '2-digit', minute: '2-digit', hour12: true });
}
