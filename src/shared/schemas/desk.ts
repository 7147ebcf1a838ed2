import { z } from 'zod';
import { isValidIsoDate, TIME_24H } from '../dates';
import { messageRef, type MessageKey } from '../i18n/message-key';
import { requiredText } from './field-rules';

/*
 * Desks (decision 0054): the places that hold found items and hand them back.
 * Opening hours are data, not a sentence, so pickup times can be offered
 * inside them and a member is told in their own language when a desk is open.
 */

export const MAX_DESK_NAME = 80;
export const MAX_DESK_PLACE = 300;
export const MAX_SHELF_NAME = 40;
export const MAX_SHELVES = 200;
export const MAX_CLOSED_DATES = 366;
export const MAX_HOURS_ROWS = 14;
/** A pickup slot's length in minutes, and how many pickups one takes (the database checks the same). */
export const PICKUP_SLOT_MINUTES = { min: 5, max: 240, default: 15 } as const;
export const PICKUP_SLOT_CAPACITY = { min: 1, max: 100, default: 3 } as const;

/** The desks one desk staff account may work at. */
export const MAX_STAFF_DESKS = 50;

/** 0 is Sunday … 6 Saturday, as Date.getDay() counts. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;

const time = z.string().regex(TIME_24H, messageRef('desks.timeInvalid'));

/** One row of a week: these days, from `opens` to `closes` (24-hour HH:MM, local to the university). */
export const openingHoursRowSchema = z
  .object({
    days: z
      .array(z.int().min(0).max(6), { error: messageRef('desks.daysRequired') })
      .min(1, messageRef('desks.daysRequired'))
      .max(7),
    opens: time,
    closes: time,
  })
  .refine((row) => row.opens < row.closes, {
    message: messageRef('desks.closesBeforeOpens'),
    path: ['closes'],
  });

/** Opening hours as they are kept and sent: a week of rows and the dates closed. */
export const openingHoursSchema = z.object({
  weekly: z.array(openingHoursRowSchema).max(MAX_HOURS_ROWS),
  closedDates: z
    .array(z.string().refine(isValidIsoDate, messageRef('desks.closedDateInvalid')))
    .max(MAX_CLOSED_DATES),
});
export type OpeningHours = z.output<typeof openingHoursSchema>;

/** Opening hours as an admin writes them: days and dates in order, each once. */
const openingHoursInputSchema = openingHoursSchema.transform((hours): OpeningHours => ({
  weekly: hours.weekly.map((row) => ({ ...row, days: [...new Set(row.days)].sort((a, b) => a - b) })),
  closedDates: [...new Set(hours.closedDates)].sort(),
}));
export type OpeningHoursRow = OpeningHours['weekly'][number];

const coordinate = (min: number, max: number) =>
  z
    .number({ error: messageRef('desks.positionInvalid') })
    .min(min, messageRef('desks.positionInvalid'))
    .max(max, messageRef('desks.positionInvalid'))
    .nullable();

const wholeNumberIn = ({ min, max }: { min: number; max: number }, key: MessageKey) =>
  z
    .int({ error: messageRef(key, { min, max }) })
    .min(min, messageRef(key, { min, max }))
    .max(max, messageRef(key, { min, max }));

/**
 * POST /api/desks, PUT /api/desks/:id. A pickup slot's length and capacity
 * left out keep what the desk has (a new desk: 15 minutes, 3 pickups).
 */
export const deskInputSchema = z
  .object({
    name: requiredText('desks.nameRequired', MAX_DESK_NAME),
    place: requiredText('desks.placeRequired', MAX_DESK_PLACE),
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
    openingHours: openingHoursInputSchema,
    shelves: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(MAX_SHELF_NAME, messageRef('validation.tooLong', { max: MAX_SHELF_NAME })),
      )
      .max(MAX_SHELVES)
      .default([])
      .transform((shelves) => [...new Set(shelves)]),
    pickupSlotMinutes: wholeNumberIn(PICKUP_SLOT_MINUTES, 'desks.slotMinutesRange').optional(),
    pickupSlotCapacity: wholeNumberIn(PICKUP_SLOT_CAPACITY, 'desks.slotCapacityRange').optional(),
  })
  .refine((desk) => (desk.latitude === null) === (desk.longitude === null), {
    message: messageRef('desks.positionInvalid'),
    path: ['longitude'],
  })
  .meta({
    examples: [
      {
        name: 'Library Desk',
        place: 'Ground floor, Library Building, Daffodil Smart City',
        latitude: 23.8769,
        longitude: 90.3209,
        openingHours: {
          weekly: [{ days: [0, 1, 2, 3, 4, 6], opens: '09:00', closes: '17:00' }],
          closedDates: ['2026-12-16'],
        },
        shelves: ['A1', 'A2', 'Valuables safe'],
        pickupSlotMinutes: 15,
        pickupSlotCapacity: 3,
      },
    ],
  });
export type DeskInput = z.input<typeof deskInputSchema>;

/** The one desk the OpenAPI document shows, as anyone and as admins see it. */
const EXAMPLE_DESK = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Security Office, Daffodil Smart City',
  place: 'Ground floor, Admission Building, Daffodil Smart City, Birulia, Savar, Dhaka 1216, Bangladesh',
  latitude: 23.8766,
  longitude: 90.3205,
  openingHours: {
    weekly: [{ days: [0, 1, 2, 3, 4, 6], opens: '08:00', closes: '20:00' }],
    closedDates: [],
  },
  shelves: ['A1', 'A2'],
};

/** A desk as anyone sees it: where it is and when it is open. */
export const deskSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    place: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    openingHours: openingHoursSchema,
    /** The shelves staff pick from when they store an item there. */
    shelves: z.array(z.string()),
  })
  .meta({ examples: [EXAMPLE_DESK] });
export type Desk = z.output<typeof deskSchema>;

/** A desk as admins manage it: its pickup slots, and how many items it holds now and in all. */
export const adminDeskSchema = deskSchema
  .extend({
    pickupSlotMinutes: z.number().int(),
    pickupSlotCapacity: z.number().int(),
    storedItems: z.number().int(),
    items: z.number().int(),
  })
  .meta({
    examples: [
      { ...EXAMPLE_DESK, pickupSlotMinutes: 15, pickupSlotCapacity: 3, storedItems: 212, items: 1480 },
    ],
  });
export type AdminDesk = z.output<typeof adminDeskSchema>;

/** ?desk= on the admins' lists: one desk's items only. */
export const deskFilterField = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.uuid(messageRef('desks.unknownDesk')).optional(),
);

/** A desk an admin picks (storing, entering an item); left out, the item's own desk or the first. */
export const deskIdField = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.uuid(messageRef('desks.unknownDesk')).optional(),
);

/** POST /api/found-reports/{reportId}/transfer: sends a stored item to another desk (decision 0059). */
export const transferSchema = z.object({ toDeskId: z.uuid(messageRef('desks.unknownDesk')) });
export type TransferPayload = z.input<typeof transferSchema>;

export const transferAnswerSchema = z
  .object({ success: z.literal(true), deskId: z.uuid() })
  .meta({ examples: [{ success: true, deskId: '00000000-0000-4000-8000-000000000001' }] });
