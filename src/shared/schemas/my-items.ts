import { z } from 'zod';
import { reportedItemFields, lostAtFields, foundAtFields } from './report-fields';

/**
 * What a member sees of their own reports on "My items". A found report never
 * says who took the item away.
 */
export const LOST_REPORT_CLOSE_REASONS = ['got_it_back', 'no_longer_needed'] as const;
export const lostReportCloseReasonSchema = z.enum(LOST_REPORT_CLOSE_REASONS, {
  error: "Please choose 'I got it back' or 'No longer needed'.",
});
export type LostReportCloseReason = z.infer<typeof lostReportCloseReasonSchema>;

/**
 * Why a lost report is closed: its member's reason, the holding period ran out
 * (the office closed it), or its item was handed back on a claim that came from it.
 */
export const LOST_REPORT_CLOSED_REASONS = [
  ...LOST_REPORT_CLOSE_REASONS,
  'period_over',
  'item_returned',
] as const;
export type LostReportClosedReason = (typeof LOST_REPORT_CLOSED_REASONS)[number];

/** PATCH /api/lost-reports/{reportId}/close */
export const closeLostReportSchema = z.object({ reason: lostReportCloseReasonSchema });
export type CloseLostReportPayload = z.input<typeof closeLostReportSchema>;

export const MY_ITEMS_LIMIT = 200;

/** GET /api/lost-reports/mine */
export const myLostReportSchema = z
  .object({
    ...reportedItemFields,
    ...lostAtFields,
    status: z.enum(['open', 'closed']),
    closedReason: z.enum(LOST_REPORT_CLOSED_REASONS).nullable(),
    closedAt: z.string().nullable(),
    /** Until when its member may open it again ('I got it back' or 'No longer needed' by mistake). */
    undoUntil: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({
    examples: [
      {
        _id: '7c2e9a14-3b5d-4f81-a6c0-2d9e8b7f1a35',
        reportId: 'LST000042',
        itemName: 'Black umbrella',
        color: 'Black',
        description: 'Folding umbrella with a wooden handle.',
        imageUrl: null,
        lost_date: '2026-04-10',
        lost_time: '16:00',
        lost_location: 'Cafeteria',
        status: 'open',
        closedReason: null,
        closedAt: null,
        undoUntil: null,
        createdAt: '2026-04-10T17:12:45.000Z',
      },
    ],
  });
export type MyLostReport = z.infer<typeof myLostReportSchema>;

/** GET /api/found-reports/mine */
export const myFoundReportSchema = z
  .object({
    ...reportedItemFields,
    ...foundAtFields,
    status: z.enum(['reported', 'stored', 'handed_over', 'disposed']),
    createdAt: z.string(),
    storedAt: z.string().nullable(),
    handedOverAt: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        _id: '0b6f3c1e-4f0a-4d8e-9a57-2f3b7c9d1e20',
        reportId: 'FND000123',
        itemName: 'Blue water bottle',
        color: 'Blue',
        description: 'Steel bottle with a dent near the lid and a sticker of a cat.',
        imageUrl: '/api/images/5d1f0a8e-2c3b-4e7f-9a10-6b2d8c4e1f37/card.webp',
        found_date: '2026-04-12',
        found_time: '14:30',
        found_location: 'Library, second floor',
        status: 'stored',
        createdAt: '2026-04-12T09:02:11.000Z',
        storedAt: '2026-04-12T11:40:00.000Z',
        handedOverAt: null,
      },
    ],
  });
export type MyFoundReport = z.infer<typeof myFoundReportSchema>;

export const successSchema = z.object({ success: z.literal(true) }).meta({ examples: [{ success: true }] });
