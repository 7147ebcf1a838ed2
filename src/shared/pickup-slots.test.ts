import { describe, expect, it } from 'vitest';
import { pickupSlots } from './pickup-slots';

const everyDay = (opens: string, closes: string) => ({
  weekly: [{ days: [0, 1, 2, 3, 4, 5, 6], opens, closes }],
  closedDates: [],
});
const startsOf = (slots: { startsAt: string }[]) => slots.map((slot) => slot.startsAt);

describe('pickup slots', () => {
  it('are the desk’s wall-clock times in the university’s zone', () => {
    const slots = pickupSlots(
      { openingHours: everyDay('08:00', '09:00'), slotMinutes: 30, timeZone: 'Asia/Dhaka' },
      new Date('2026-04-12T00:00:00Z'),
      2,
    );
    expect(startsOf(slots)).toEqual([
      '2026-04-12T02:00:00.000Z',
      '2026-04-12T02:30:00.000Z',
      '2026-04-13T02:00:00.000Z',
      '2026-04-13T02:30:00.000Z',
    ]);
  });

  it('follow the clock across a change of offset, on the day of the change too', () => {
    // New York moves from UTC−5 to UTC−4 at 02:00 on 8 March 2026.
    const slots = pickupSlots(
      { openingHours: everyDay('01:00', '04:00'), slotMinutes: 60, timeZone: 'America/New_York' },
      new Date('2026-03-07T05:00:00Z'),
      3,
    );
    expect(startsOf(slots)).toEqual(
      expect.arrayContaining([
        '2026-03-07T06:00:00.000Z', // 01:00 EST
        '2026-03-08T06:00:00.000Z', // 01:00 EST, the day of the change
        '2026-03-08T07:00:00.000Z', // 03:00 EDT
        '2026-03-09T05:00:00.000Z', // 01:00 EDT
      ]),
    );
    expect(slots.every((slot) => Date.parse(slot.endsAt) - Date.parse(slot.startsAt) === 3_600_000)).toBe(
      true,
    );
  });
});
