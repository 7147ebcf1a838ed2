import { useQuery } from '@tanstack/react-query';
import type { Desk, OpeningHours } from '#shared/schemas/desk';
import {
  describeDays as describeDaysIn,
  describeWeeklyHours as describeWeeklyHoursIn,
  mapLink,
} from '#shared/desk-hours';
import { formatDate } from './dates';
import { currentLanguage, t } from './i18n';
import { desksQueryOptions } from './desk-query';
import { isDeskStaff } from './console-role';
import { useSession } from './session';

export { desksQueryOptions };

export function useDesks() {
  return useQuery(desksQueryOptions());
}

/** The desks the signed-in person works at: every desk for an admin, their own for desk staff. */
export function useMyDesks() {
  const { person } = useSession();
  const deskIds = isDeskStaff(person) ? person.deskIds : null;
  return useQuery({
    ...desksQueryOptions(),
    select: (desks: Desk[]) => (deskIds ? desks.filter((desk) => deskIds.includes(desk.id)) : desks),
  });
}

/** Days as runs around the week ("Sat–Thu") in the app's language. */
export const describeDays = (days: number[]) => describeDaysIn(days, currentLanguage());

/** "Sat–Thu, 08:00 AM–08:00 PM", one line a row, in the reader's language; null without hours. */
export const describeWeeklyHours = (hours: OpeningHours) =>
  describeWeeklyHoursIn(hours, currentLanguage(), (values) => t('member.deskHours', values));

/** The closed dates still to come (the next five), as a sentence; null when none are. */
export function describeClosedDates(hours: OpeningHours, today = new Date().toISOString().slice(0, 10)) {
  const coming = hours.closedDates.filter((date) => date >= today).slice(0, 5);
  if (coming.length === 0) return null;
  return t('member.deskClosedOn', { dates: coming.map((date) => formatDate(date)).join(', ') });
}

export { mapLink };
