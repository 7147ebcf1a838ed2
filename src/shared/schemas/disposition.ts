import { z } from 'zod';
import { messageRef, type MessageKey } from '../i18n/message-key';
import { FOUND_ITEM_ID_PATTERN } from './admin-list-query';

/** What became of an item nobody collected within the holding period. */
export const DISPOSITION_OUTCOMES = [
  'returned_to_finder',
  'donated',
  'recycled',
  'destroyed',
  'handed_to_police',
] as const;
export type DispositionOutcome = (typeof DISPOSITION_OUTCOMES)[number];

export const DISPOSITION_LABELS: Record<DispositionOutcome, string> = {
  returned_to_finder: 'Returned to finder',
  donated: 'Donated',
  recycled: 'Recycled',
  destroyed: 'Destroyed',
  handed_to_police: 'Handed to police',
};

/** What became of an item, as the console and the activity log name it in the reader's language. */
export const DISPOSITION_OUTCOME_TEXT: Record<DispositionOutcome, MessageKey> = {
  returned_to_finder: 'admin.outcomeReturnedToFinder',
  donated: 'admin.outcomeDonated',
  recycled: 'admin.outcomeRecycled',
  destroyed: 'admin.outcomeDestroyed',
  handed_to_police: 'admin.outcomeHandedToPolice',
};

export const MAX_DISPOSITION_NOTE = 500;

/** PATCH /api/found-reports/{reportId}/disposition */
export const dispositionSchema = z.object({
  outcome: z.enum(DISPOSITION_OUTCOMES, { error: 'Please choose what happened to the item' }),
  note: z
    .string({ error: 'Please add a note: who took it, or a receipt number' })
    .trim()
    .min(1, 'Please add a note: who took it, or a receipt number')
    .max(MAX_DISPOSITION_NOTE, `Note must be at most ${MAX_DISPOSITION_NOTE} characters`),
});
export type DispositionPayload = z.input<typeof dispositionSchema>;

export const dispositionResponseSchema = z
  .object({ success: z.literal(true), _id: z.string() })
  .meta({ examples: [{ success: true, _id: '0b6f3c1e-4f0a-4d8e-9a57-2f3b7c9d1e20' }] });

/** The most items one bulk outcome records at once: a page or four of the queue. */
export const MAX_BULK_DISPOSITION = 100;

/**
 * POST /api/disposition-queue/outcome: one outcome and one note for several
 * items, recorded for all of them or for none (decision 0065).
 */
export const bulkDispositionSchema = dispositionSchema.extend({
  reportIds: z
    .array(z.string().trim().regex(FOUND_ITEM_ID_PATTERN, messageRef('disposition.itemIdNeeded')), {
      error: messageRef('disposition.chooseItems'),
    })
    .min(1, messageRef('disposition.chooseItems'))
    .max(MAX_BULK_DISPOSITION, messageRef('disposition.tooManyItems', { max: MAX_BULK_DISPOSITION }))
    .transform((ids) => [...new Set(ids.map((id) => id.toUpperCase()))]),
});
export type BulkDispositionPayload = z.input<typeof bulkDispositionSchema>;

export const bulkDispositionResponseSchema = z
  .object({ success: z.literal(true), count: z.number(), reportIds: z.array(z.string()) })
  .meta({ examples: [{ success: true, count: 2, reportIds: ['FND000042', 'FND000043'] }] });

/** An item whose holding period is over, waiting for an admin to record its outcome. */
export const dispositionQueueItemSchema = z
  .object({
    _id: z.string(),
    reportId: z.string(),
    itemName: z.string(),
    color: z.string(),
    found_date: z.string(),
    found_location: z.string(),
    storedAt: z.string(),
    storageLocation: z.string().nullable(),
    /** Open claims on it: staff look at these before letting it go. */
    claimCount: z.number(),
    /** The day its holding period ended. */
    holdingEndedAt: z.string(),
    /** The desk that holds it. */
    deskId: z.uuid(),
    deskName: z.string(),
  })
  .meta({
    examples: [
      {
        _id: '0b6f3c1e-4f0a-4d8e-9a57-2f3b7c9d1e20',
        reportId: 'FND000042',
        itemName: 'Black umbrella',
        color: 'Black',
        found_date: '2026-01-10',
        found_location: 'Library, second floor',
        storedAt: '2026-01-10T11:40:00.000Z',
        storageLocation: 'Shelf B2',
        claimCount: 0,
        holdingEndedAt: '2026-04-10T11:40:00.000Z',
        deskId: '00000000-0000-4000-8000-000000000001',
        deskName: 'Security Office, Daffodil Smart City',
      },
    ],
  });
export type DispositionQueueItem = z.infer<typeof dispositionQueueItemSchema>;

/** GET /api/disposition-queue/count */
export const dispositionCountSchema = z
  .object({ count: z.number(), holdingPeriodDays: z.number() })
  .meta({ examples: [{ count: 3, holdingPeriodDays: 90 }] });
export type DispositionCount = z.infer<typeof dispositionCountSchema>;
