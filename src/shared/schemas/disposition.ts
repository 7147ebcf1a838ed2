import { z } from 'zod';

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

export const dispositionResponseSchema = z.object({ success: z.literal(true), _id: z.string() });

/** GET /api/disposition-queue?limit=&cursor= */
export const dispositionQueueQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});

/** An item whose holding period is over, waiting for an admin to record its outcome. */
export const dispositionQueueItemSchema = z.object({
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
});
export type DispositionQueueItem = z.infer<typeof dispositionQueueItemSchema>;

/** GET /api/disposition-queue/count */
export const dispositionCountSchema = z.object({ count: z.number(), holdingPeriodDays: z.number() });
export type DispositionCount = z.infer<typeof dispositionCountSchema>;
