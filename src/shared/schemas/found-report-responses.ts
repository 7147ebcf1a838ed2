import { z } from 'zod';
import { reportedItemFields, foundAtFields } from './report-fields';
import { DISPOSITION_OUTCOMES } from './disposition';
import { createdReportSchema } from './api-responses';
import { claimStatusSchema, myClaimSchema } from './claim';
import { EXAMPLE_PERSON, personRecordSchema } from './person-responses';

const EXAMPLE_CARD = {
  _id: '0b6f3c1e-4f0a-4d8e-9a57-2f3b7c9d1e20',
  reportId: 'FND000123',
  itemName: 'Blue water bottle',
  color: 'Blue',
  description: 'Steel bottle with a dent near the lid and a sticker of a cat.',
  imageUrl: '/api/images/5d1f0a8e-2c3b-4e7f-9a10-6b2d8c4e1f37/detail.webp',
  found_date: '2026-04-12',
  found_time: '14:30',
  found_location: 'Library, second floor',
  claimedStatus: false,
  deskId: '00000000-0000-4000-8000-000000000001',
};

/**
 * A found report as members see it (stored-for-users, search): the card's
 * fields and whether anyone claimed it; nothing about who found or claimed it.
 */
export const foundReportCardSchema = z
  .object({
    ...reportedItemFields,
    ...foundAtFields,
    claimedStatus: z.boolean(),
    /** The desk that holds it, or will once it is brought in (GET /api/desks says where and when). */
    deskId: z.uuid(),
    /** True when the signed-in member has an open claim on it (members' views only). */
    claimedByMe: z.boolean().optional(),
    /** The signed-in member's latest claim on it, whatever its state (members' views only). */
    myClaim: myClaimSchema.nullable().optional(),
    /**
     * Members' views of a sensitive item (an ID card): the kind it is, of the university's
     * sensitiveItems. Its photo and description are left out and its name is the kind's.
     */
    sensitive: z.string().optional(),
  })
  .meta({ examples: [{ ...EXAMPLE_CARD, claimedByMe: false }] });
export type FoundReportCard = z.infer<typeof foundReportCardSchema>;

export const claimEntrySchema = z.object({
  /** CLM000001 */
  claimId: z.string(),
  status: claimStatusSchema,
  /** Why it was rejected or closed. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The email of the admin who decided it. */
  decidedBy: z.string().nullable(),
  claimedAt: z.string(),
  message: z.string().nullable(),
  /**
   * The claimant as they are now, or, when they are gone, why: 'Deleted account' for a
   * member who left, ERASED_CLAIMANT once the retention period erased who claimed.
   */
  userDetails: personRecordSchema.extend({ photoURL: z.string().nullable().optional() }),
});

/** The name a claim shows once the retention period has erased who made it (decision 0018). */
export const ERASED_CLAIMANT = 'Erased after the retention period';
export type ClaimEntry = z.infer<typeof claimEntrySchema>;

/** The outcome an admin recorded for an item held past the holding period. */
export const itemDispositionSchema = z.object({
  outcome: z.enum(DISPOSITION_OUTCOMES),
  note: z.string().nullable(),
  at: z.string().nullable(),
  /** The email of the admin who recorded it. */
  by: z.string().nullable(),
});
export type ItemDisposition = z.infer<typeof itemDispositionSchema>;

/** A found report as admins see it: the card, the people and the custody. */
export const foundReportSchema = foundReportCardSchema
  .extend({
    createdAt: z.string(),
    status: z.enum(['reported', 'stored', 'handed_over', 'disposed']),
    /** The shelf or bin a stored item sits on. */
    storageLocation: z.string().nullable(),
    /** The desk that holds it (deskId names it). */
    deskName: z.string(),
    /** The desk it was sent to and has not reached yet (decision 0059); null when at its desk. */
    transferTo: z.object({ deskId: z.uuid(), deskName: z.string() }).nullable(),
    storedBy: z.string().nullable(),
    storedAt: z.string().nullable(),
    handedOverBy: z.string().nullable(),
    handedOverAt: z.string().nullable(),
    /** The member who reported it online, or the founder of a manual entry. */
    reportedByUser: personRecordSchema.nullable(),
    takenByUser: personRecordSchema.nullable(),
    claimCount: z.number(),
    /** Present on GET /api/found-reports/details/{id}. */
    claimsWithUserDetails: z.array(claimEntrySchema).optional(),
    /** Private identifying details for staff (details only; never sent to members). */
    verificationDetails: z.string().nullable().optional(),
    /** The name of the admin who handed it over (details only). */
    handedOverByName: z.string().nullable().optional(),
    /** The claim it was handed over on, and why it went to someone else (details only). */
    handedOverClaimId: z.string().nullable().optional(),
    handoverReason: z.string().nullable().optional(),
    /** What became of it after the holding period (details only). */
    disposition: itemDispositionSchema.nullable().optional(),
    /** When the retention period erased the people named on it (details only). */
    personalDataErasedAt: z.string().nullable().optional(),
  })
  .meta({
    examples: [
      {
        ...EXAMPLE_CARD,
        createdAt: '2026-04-12T09:02:11.000Z',
        status: 'stored',
        storageLocation: 'Shelf B2',
        deskName: 'Security Office, Daffodil Smart City',
        transferTo: null,
        storedBy: 'security.office@diu.edu.bd',
        storedAt: '2026-04-12T11:40:00.000Z',
        handedOverBy: null,
        handedOverAt: null,
        reportedByUser: EXAMPLE_PERSON,
        takenByUser: null,
        claimCount: 0,
      },
    ],
  });
export type FoundReport = z.infer<typeof foundReportSchema>;

/** POST /api/found-reports/manual-entry answers this. */
export const manualEntryCreatedSchema = createdReportSchema.extend({ message: z.string() }).meta({
  examples: [
    {
      success: true,
      message: 'Manual found item entry submitted!',
      reportId: 'FND000124',
      _id: '4e7a1c39-8b2d-4f60-a5e3-7d9c0b1f2a86',
    },
  ],
});
