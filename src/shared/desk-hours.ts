import { INTL_LOCALE, type Language } from '#shared/i18n/languages';
import type { OpeningHours } from '#shared/schemas/desk';

/** A weekday's short name; 0 is Sunday (7 January 2024 was one). */
function weekday(day: number, language: Language): string {
  return new Date(2024, 0, 7 + day).toLocaleDateString(INTL_LOCALE[language], { weekday: 'short' });
}

/**
 * Days as runs around the week: [0, 1, 2, 3, 4, 6] reads "Sat–Thu", a week
 * that wraps past Saturday; a run of two is written as two days.
 */
export function describeDays(days: number[], language: Language): string {
  const set = new Set(days);
  if (set.size === 7) return `${weekday(0, language)}–${weekday(6, language)}`;
  const runs: string[] = [];
  for (let start = 0; start < 7; start += 1) {
    if (!set.has(start) || set.has((start + 6) % 7)) continue;
    let end = start;
    while (set.has((end + 1) % 7)) end = (end + 1) % 7;
    const length = (end - start + 7) % 7;
    const [from, to] = [weekday(start, language), weekday(end, language)];
    runs.push(length === 0 ? from : length === 1 ? `${from}, ${to}` : `${from}–${to}`);
  }
  return runs.join(', ');
}

/** "08:00 AM" from "08:00", as the app writes clock times in each language. */
export function clockTime(hhmm: string, language: Language): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  return new Date(2000, 0, 1, hours ?? 0, minutes ?? 0).toLocaleTimeString(
    language === 'en' ? 'en-US' : INTL_LOCALE[language],
    { hour: '2-digit', minute: '2-digit', hour12: true },
  );
}

/**
 * "Sat–Thu, 08:00 AM–08:00 PM", one line a row joined by "; ", each row
 * written by `row` (the catalogue's member.deskHours); null without hours.
 */
export function describeWeeklyHours(
  hours: OpeningHours,
  language: Language,
  row: (values: { days: string; opens: string; closes: string }) => string,
): string | null {
  if (hours.weekly.length === 0) return null;
  return hours.weekly
    .map((each) =>
      row({
        days: describeDays(each.days, language),
        opens: clockTime(each.opens, language),
        closes: clockTime(each.closes, language),
      }),
    )
    .join('; ');
}

/** A link a phone opens in its own maps app; nothing is fetched from elsewhere. */
export const mapLink = (desk: { latitude: number | null; longitude: number | null }) =>
  desk.latitude === null || desk.longitude === null ? null : `geo:${desk.latitude},${desk.longitude}`;
