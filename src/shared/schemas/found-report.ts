import { z } from 'zod';
import { MAX_CLAIM_MESSAGE } from '../constants/limits';
import { MAX_CLAIM_REASON } from './claim';
import type { UniversityConfig } from '../university/university-config';
import {
  colorField,
  descriptionField,
  imageUrlField,
  itemNameField,
  locationField,
  optionalTimeField,
  pastDateField,
} from './field-rules';
import { storageLocationField } from './storage';
import { deskIdField } from './desk';
import { isValidIsoDate } from '../dates';
import { FOUNDER_MESSAGES, personPayloadSchema, RECEIVER_MESSAGES } from './person';

const foundFields = (today: () => string) => ({
  itemName: itemNameField,
  color: colorField,
  item_description: descriptionField,
  found_date: pastDateField('validation.foundDateRequired', 'validation.foundDateFuture', today),
  found_time: optionalTimeField,
  found_location: locationField('validation.foundLocationRequired'),
  imageUrl: imageUrlField,
});

/** POST /api/found-reports */
export const createFoundReportSchema = (today: () => string) => z.object(foundFields(today));
export type FoundReportPayload = z.input<ReturnType<typeof createFoundReportSchema>>;

/** POST /api/found-reports/manual-entry */
export const manualEntrySchema = (today: () => string, university: UniversityConfig) =>
  z.object({
    ...foundFields(today),
    founder: personPayloadSchema(university, FOUNDER_MESSAGES),
    /** The shelf or bin it goes on: a manual entry is stored at once. */
    storageLocation: storageLocationField,
    /** The desk it was handed in at; without it, the first desk. */
    deskId: deskIdField,
    /**
     * The day the office received it, when that was before today (an office
     * entering the items already on its shelves): its holding period runs from then.
     */
    storedOn: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || isValidIsoDate(value), 'Please enter a valid date')
      .refine((value) => value === null || value <= today(), 'Received date cannot be in the future'),
  });
export type ManualEntryPayload = z.input<ReturnType<typeof manualEntrySchema>>;

/**
 * PATCH /api/found-reports/{reportId}/handover; handedOverBy is ignored (the session's admin acts).
 * claimId names the approved claim whose member takes the item; handing an item
 * with an approved claim to anyone else needs a reason.
 */
export const handoverSchema = (university: UniversityConfig) =>
  z.object({
    receiver: personPayloadSchema(university, RECEIVER_MESSAGES, { phone: 'profile' }),
    handedOverBy: z.string().optional(),
    claimId: z.string().trim().max(40).nullish(),
    reason: z
      .string()
      .trim()
      .max(MAX_CLAIM_REASON, `Reason must be at most ${MAX_CLAIM_REASON} characters`)
      .nullish()
      .transform((value) => (value ? value : null)),
  });
export type HandoverPayload = z.input<ReturnType<typeof handoverSchema>>;

/** PATCH /api/found-reports/{reportId}/claim; userId is ignored (the session's member claims). */
export const claimSchema = z.object({
  message: z
    .string()
    .trim()
    .max(MAX_CLAIM_MESSAGE, `Message must be at most ${MAX_CLAIM_MESSAGE} characters`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  userId: z.string().optional(),
});
export type ClaimPayload = z.input<typeof claimSchema>;

/**
 * PATCH /api/found-reports/{reportId}/store; storedBy is ignored (the session's admin acts).
 * storageLocation names the shelf or bin the item goes on.
 */
export const storeSchema = z
  .object({
    storedBy: z.string().optional(),
    storageLocation: storageLocationField,
    /** The desk it is stored at; without it, the desk the report names. */
    deskId: deskIdField,
  })
  .optional();

export type { ClaimEntry, FoundReport, FoundReportCard, ItemDisposition } from './found-report-responses';
