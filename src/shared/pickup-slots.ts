import type { OpeningHours } from './schemas/desk';

/*
 * Pickup slots inside a desk's opening hours (decision 0058). Opening hours are
 * written in the university's local time; slots are instants, so a member in
 * another zone and the server agree on when one starts.
 */

export interface SlotRule {
  openingHours: OpeningHours;
  /** Minutes each slot lasts. */
  slotMinutes: number;
  /** The university's IANA time zone ('Asia/Dhaka'). */
  timeZone: string;
}

export interface Slot {
  startsAt: string;
  endsAt: string;
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * One formatter per zone, made once: making one costs far more than using it, and a
 * desk's two weeks of slots ask for an offset twice per slot (decision 0078).
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>();
function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    wallClocks.set(timeZone, format);
  }
  return format;
}

/** The zone's offset from UTC at an instant, in minutes (Dhaka: +360). */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = wallClockOf(timeZone).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant a wall-clock time of a day has in a zone (the later one across a change of offset). */
export function zonedInstant(day: string, minutes: number, timeZone: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date) + minutes * MINUTE_MS;
  const first = wall - offsetMinutes(wall, timeZone) * MINUTE_MS;
  return wall - offsetMinutes(first, timeZone) * MINUTE_MS;
}

/** The day (YYYY-MM-DD) an instant falls on in a zone. */
export function zonedDay(instant: number, timeZone: string): string {
  return new Date(instant + offsetMinutes(instant, timeZone) * MINUTE_MS).toISOString().slice(0, 10);
}

/** The wall-clock time (HH:mm) an instant shows in a zone. */
export function zonedTime(instant: number, timeZone: string): string {
  return new Date(instant + offsetMinutes(instant, timeZone) * MINUTE_MS).toISOString().slice(11, 16);
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * Every slot of the desk that starts after `from` on the `days` days that start
 * with `from`'s own day, in order: each row of the week cut into slots of
 * `slotMinutes` (a rest too short for a slot is left out), closed dates skipped,
 * rows that overlap giving each start once.
 */
export function pickupSlots(rule: SlotRule, from: Date, days: number): Slot[] {
  const closed = new Set(rule.openingHours.closedDates);
  const starts = new Set<number>();
  const firstDay = zonedDay(from.getTime(), rule.timeZone);
  for (let index = 0; index < days; index += 1) {
    const day = new Date(Date.parse(`${firstDay}T00:00:00Z`) + index * DAY_MS).toISOString().slice(0, 10);
    if (closed.has(day)) continue;
    const midnight = Date.parse(`${day}T00:00:00Z`);
    const weekday = new Date(midnight).getUTCDay();
    // A day whose offset is the same at both ends has one offset throughout: its slots are
    // shifted by it rather than each read through the zone (which costs most here).
    const offsetAtStart = midnight - zonedInstant(day, 0, rule.timeZone);
    const offsetAtEnd = midnight + DAY_MS - zonedInstant(day, 24 * 60, rule.timeZone);
    const instantOf = (minutes: number) =>
      offsetAtStart === offsetAtEnd
        ? midnight + minutes * MINUTE_MS - offsetAtStart
        : zonedInstant(day, minutes, rule.timeZone);
    for (const row of rule.openingHours.weekly) {
      if (!row.days.includes(weekday)) continue;
      const closes = minutesOf(row.closes);
      for (let start = minutesOf(row.opens); start + rule.slotMinutes <= closes; start += rule.slotMinutes) {
        const instant = instantOf(start);
        if (instant > from.getTime()) starts.add(instant);
      }
    }
  }
  return [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + rule.slotMinutes * MINUTE_MS).toISOString(),
    }));
}
