import { INTL_LOCALE } from '#shared/i18n/languages';
import { currentLanguage, t } from './i18n';

/**
 * Display helpers (spec §1: local formats, 12-hour times, N/A when missing), in
 * the app's language: English as the spec shows it, Bangla with `bn-BD` (Bangla
 * digits and month names). A component that shows them uses `useT` or
 * `useLanguage`, so it is drawn again when the language changes.
 */
const notAvailable = () => t('common.notAvailable');

/** A bare calendar date is that day wherever the reader is, not UTC midnight. */
function toDate(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00`) : new Date(value);
}

/**
 * A day. English keeps the spec's: the reader's own format, or the one asked
 * for (`en-GB` on the dashboard); Bangla is always `bn-BD`.
 */
export function formatDate(value: string | null | undefined, englishLocale?: string): string {
  if (!value) return notAvailable();
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return notAvailable();
  const language = currentLanguage();
  return date.toLocaleDateString(language === 'en' ? englishLocale : INTL_LOCALE[language]);
}

/** The dashboard's en-GB day format (22/11/2026); ২২/১১/২০২৬ in Bangla. */
export const formatDateGb = (value: string | null | undefined) => formatDate(value, 'en-GB');

/** "14:05" or an ISO timestamp, as "02:05 PM" (০২:০৫ PM in Bangla). */
export function formatTime(value: string | null | undefined): string {
  if (!value) return notAvailable();
  let date: Date;
  const hhmm = /^(\d{2}):(\d{2})/.exec(value);
  if (hhmm && value.length <= 8) {
    date = new Date(2000, 0, 1, Number(hhmm[1]), Number(hhmm[2]));
  } else {
    date = new Date(value);
  }
  if (Number.isNaN(date.getTime())) return notAvailable();
  const language = currentLanguage();
  return date.toLocaleTimeString(language === 'en' ? 'en-US' : INTL_LOCALE[language], {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
}

/** A count or other number in the app's language (১২,৩৪৫ in Bangla). */
export const formatNumber = (value: number) => value.toLocaleString(INTL_LOCALE[currentLanguage()]);

/** A year, without grouping (২০২৬, not ২,০২৬). */
export const formatYear = (date: Date) =>
  date.getFullYear().toLocaleString(INTL_LOCALE[currentLanguage()], { useGrouping: false });

/**
 * An instant as a day of the university's zone, whatever zone the reader's
 * device is in: "Monday, 13 April" (সোমবার, ১৩ এপ্রিল in Bangla).
 */
export function formatZonedDay(instant: string, timeZone: string): string {
  const language = currentLanguage();
  return new Date(instant).toLocaleDateString(language === 'en' ? 'en-GB' : INTL_LOCALE[language], {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
}

/** An instant as a 12-hour time of the university's zone ("10:15 AM"). */
export function formatZonedTime(instant: string, timeZone: string): string {
  const language = currentLanguage();
  return new Date(instant).toLocaleTimeString(language === 'en' ? 'en-US' : INTL_LOCALE[language], {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  });
}
