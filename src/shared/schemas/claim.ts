import { z } from 'zod';

/**
 * A claim's life (decision 0013): pending until staff approve or reject it;
 * its member may withdraw it while pending; a handover ends every open claim,
 * the approved one as handed_over, the others as closed.
 */
export const CLAIM_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
  'handed_over',
  'closed',
] as const;
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

/** Open claims keep an item 'Already Claimed' (claimedStatus). */
export const OPEN_CLAIM_STATUSES: readonly ClaimStatus[] = ['pending', 'approved'];

export const MAX_CLAIM_REASON = 500;
export const MAX_VERIFICATION_DETAILS = 2000;

export const CLAIM_TEXTS = {
  describeRequired: 'Please describe the item: marks, contents or anything only its owner would know.',
  reasonRequired: 'Please give a reason.',
  alreadyClaimed: 'You have already claimed this item.',
  notClaimable: 'This item is not available to claim.',
  rejectedBefore: 'Your claim on this item was rejected. Please contact the security office.',
  claimNotFound: 'No claim has this id.',
  notPending: 'Only a pending claim can be changed this way.',
  anotherApproved: 'Another claim on this item is already approved.',
  handoverReasonRequired:
    'This item has an approved claim. Please give a reason for handing it to someone else.',
  claimNotApproved: 'Only the approved claim can be handed over this way.',
  notApproved: 'Only an approved claim can have its approval withdrawn.',
} as const;

/** PATCH /api/claims/{claimId}/reject */
export const rejectClaimSchema = z.object({
  reason: z
    .string({ error: CLAIM_TEXTS.reasonRequired })
    .trim()
    .min(3, CLAIM_TEXTS.reasonRequired)
    .max(MAX_CLAIM_REASON, `Reason must be at most ${MAX_CLAIM_REASON} characters`),
});
export type RejectClaimPayload = z.input<typeof rejectClaimSchema>;

/** PUT /api/found-reports/{reportId}/verification */
export const verificationSchema = z.object({
  verificationDetails: z
    .string()
    .trim()
    .max(MAX_VERIFICATION_DETAILS, `Details must be at most ${MAX_VERIFICATION_DETAILS} characters`)
    .nullable()
    .transform((value) => (value ? value : null)),
});
export type VerificationPayload = z.input<typeof verificationSchema>;

export const claimIdParams = z.object({ claimId: z.string().trim().min(1).max(40) });

/** The answer of every claim transition. */
export const claimChangedSchema = z
  .object({
    success: z.literal(true),
    claimId: z.string(),
    status: claimStatusSchema,
  })
  .meta({ examples: [{ success: true, claimId: 'CLM000007', status: 'approved' }] });
export type ClaimChanged = z.infer<typeof claimChangedSchema>;

/** A member's own claim on an item, as their card shows it. */
export const myClaimSchema = z.object({
  /** CLM000001 */
  claimId: z.string(),
  status: claimStatusSchema,
  /** Why it was rejected or closed. */
  reason: z.string().nullable(),
});
export type MyClaim = z.infer<typeof myClaimSchema>;

/** GET /api/claims/mine: one entry per claim, newest first. */
export const myClaimEntrySchema = z
  .object({
    claimId: z.string(),
    status: claimStatusSchema,
    reason: z.string().nullable(),
    message: z.string().nullable(),
    claimedAt: z.string(),
    decidedAt: z.string().nullable(),
    /** Messages from the office on the claim's conversation the member has not read. */
    unreadMessages: z.number().int(),
    item: z.object({
      _id: z.string(),
      reportId: z.string(),
      itemName: z.string(),
      color: z.string(),
      imageUrl: z.string().nullable(),
      found_date: z.string(),
      found_location: z.string(),
      /** The desk that holds the item, where it is collected (GET /api/desks says where and when). */
      deskId: z.uuid(),
    }),
  })
  .meta({
    examples: [
      {
        claimId: 'CLM000007',
        status: 'pending',
        reason: null,
        message: 'It has my initials, N.J., scratched under the lid.',
        claimedAt: '2026-04-13T08:15:00.000Z',
        decidedAt: null,
        unreadMessages: 1,
        item: {
          _id: '0b6f3c1e-4f0a-4d8e-9a57-2f3b7c9d1e20',
          reportId: 'FND000123',
          itemName: 'Blue water bottle',
          color: 'Blue',
          imageUrl: '/api/images/5d1f0a8e-2c3b-4e7f-9a10-6b2d8c4e1f37/card.webp',
          found_date: '2026-04-12',
          found_location: 'Library, second floor',
          deskId: '00000000-0000-4000-8000-000000000001',
        },
      },
    ],
  });
export type MyClaimEntry = z.infer<typeof myClaimEntrySchema>;
