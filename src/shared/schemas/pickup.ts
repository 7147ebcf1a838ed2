import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { messageRef } from '../i18n/message-key';

/*
 * Pickup slots (decision 0058): an approved claim's member books a time to
 * collect the item at the desk holding it; staff read the day's pickups.
 */

/** Days ahead, today included, whose slots a member is offered. */
export const PICKUP_DAYS_AHEAD = 14;

export const pickupSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  /** Places left in it for this claim (its own booking not counted against it). */
  free: z.int(),
});

/** GET /api/claims/{claimId}/pickup */
export const claimPickupSchema = z
  .object({
    desk: z.object({ _id: z.string(), name: z.string(), place: z.string() }),
    slotMinutes: z.int(),
    booking: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
    /** A time the desk marked missed (decision 0066): no booking any more, the member books another. */
    missed: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
    slots: z.array(pickupSlotSchema),
  })
  .meta({
    examples: [
      {
        desk: {
          _id: '00000000-0000-4000-8000-000000000001',
          name: 'Security Office',
          place: 'Ground floor, Admission Building',
        },
        slotMinutes: 15,
        booking: { startsAt: '2026-04-13T04:00:00.000Z', endsAt: '2026-04-13T04:15:00.000Z' },
        missed: null,
        slots: [{ startsAt: '2026-04-13T04:00:00.000Z', endsAt: '2026-04-13T04:15:00.000Z', free: 2 }],
      },
    ],
  });
export type ClaimPickup = z.infer<typeof claimPickupSchema>;

/** PUT /api/claims/{claimId}/pickup: one of the offered slots, by its start. */
export const bookPickupSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: messageRef('validation.pickupTimeRequired') }),
});

/** GET /api/admin/pickups */
export const dayPickupsQuerySchema = z.object({
  date: z.string().refine(isValidIsoDate, messageRef('validation.invalidDate')),
  desk: z.uuid().optional(),
});

export const dayPickupSchema = z
  .object({
    claimId: z.string(),
    startsAt: z.string(),
    endsAt: z.string(),
    /** When staff marked the member arrived, or the pickup missed (decision 0066). */
    arrivedAt: z.string().nullable(),
    missedAt: z.string().nullable(),
    deskId: z.string(),
    member: z.object({
      name: z.string().nullable(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
    }),
    item: z.object({
      _id: z.string(),
      reportId: z.string(),
      itemName: z.string(),
      storageLocation: z.string().nullable(),
    }),
  })
  .meta({
    examples: [
      {
        claimId: 'CLM000042',
        startsAt: '2026-04-13T04:00:00.000Z',
        endsAt: '2026-04-13T04:15:00.000Z',
        arrivedAt: '2026-04-13T04:03:00.000Z',
        missedAt: null,
        deskId: '00000000-0000-4000-8000-000000000001',
        member: { name: 'Nusrat Jahan', email: 'nusrat.jahan@diu.edu.bd', phone: '01712345678' },
        item: {
          _id: '0b6f3c1e-4f0a-4d8e-9a57-2f3b7c9d1e20',
          reportId: 'FND000123',
          itemName: 'Blue water bottle',
          storageLocation: 'Shelf B2',
        },
      },
    ],
  });
export type DayPickup = z.infer<typeof dayPickupSchema>;

/** A pickup pass's code: the claim's ID, as printed under its QR code or typed at the desk. */
export const passParams = z.object({
  claimId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^CLM\d{6,}$/, messageRef('validation.passNotACode')),
});

/** GET /api/admin/pickups/pass/{claimId}: what a pass opens at the desk. */
export const pickupPassSchema = z
  .object({
    claimId: z.string(),
    item: z.object({ _id: z.string(), reportId: z.string(), itemName: z.string() }),
    memberName: z.string().nullable(),
    booking: z.object({ startsAt: z.string(), endsAt: z.string() }).nullable(),
  })
  .meta({
    examples: [
      {
        claimId: 'CLM000042',
        item: {
          _id: '0b6f3c1e-4f0a-4d8e-9a57-2f3b7c9d1e20',
          reportId: 'FND000123',
          itemName: 'Blue water bottle',
        },
        memberName: 'Nusrat Jahan',
        booking: { startsAt: '2026-04-13T04:00:00.000Z', endsAt: '2026-04-13T04:15:00.000Z' },
      },
    ],
  });
export type PickupPass = z.infer<typeof pickupPassSchema>;

/** PATCH /api/admin/pickups/{claimId}/arrived and …/missed: the booking as marked. */
export const pickupMarkedSchema = z
  .object({ claimId: z.string(), arrivedAt: z.string().nullable(), missedAt: z.string().nullable() })
  .meta({ examples: [{ claimId: 'CLM000042', arrivedAt: '2026-04-13T04:03:00.000Z', missedAt: null }] });
export type PickupMarked = z.infer<typeof pickupMarkedSchema>;
