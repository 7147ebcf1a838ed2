import { z } from 'zod';
import { CATEGORY_CHIPS } from '../constants/category-chips';
import { messageRef } from '../i18n/message-key';
import { FOUND_ITEM_ID_PATTERN } from './admin-list-query';
import { deskIdField } from './desk';
import { colorField, imageUrlField, itemNameField, locationField } from './field-rules';
import { storageLocationField } from './storage';
import { MAX_DESCRIPTION } from '../constants/limits';

/** What one field takes to find a founder: a university ID or an email. */
export const MAX_FOUNDER_KEY = 120;
/** How many reported items one bulk store takes. */
export const MAX_BULK_STORE = 100;

const founderKeyField = z
  .string(messageRef('intake.founderKeyRequired'))
  .trim()
  .min(1, messageRef('intake.founderKeyRequired'))
  .max(MAX_FOUNDER_KEY, messageRef('validation.tooLong', { max: MAX_FOUNDER_KEY }));

/**
 * Who brought the item: a member or earlier founder found by university ID or
 * email (the server looks them up again as it stores), nobody who left a name,
 * or the desk's own staff.
 */
export const intakeFounderSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('lookup'), key: founderKeyField }),
    z.object({ kind: z.literal('anonymous') }),
    z.object({ kind: z.literal('staff') }),
  ],
  { error: messageRef('intake.founderRequired') },
);
export type IntakeFounder = z.infer<typeof intakeFounderSchema>;

/**
 * POST /api/found-reports/quick-intake: an item handed in at a desk, stored at
 * once. The found date and time are the server's now, in the university's
 * time zone; a description is optional.
 */
export const quickIntakeSchema = z.object({
  itemName: itemNameField,
  color: colorField,
  found_location: locationField('validation.foundLocationRequired'),
  item_description: z
    .string()
    .trim()
    .max(MAX_DESCRIPTION, messageRef('validation.tooLong', { max: MAX_DESCRIPTION }))
    .nullish()
    .transform((value) => value ?? ''),
  imageUrl: imageUrlField,
  storageLocation: storageLocationField,
  /** The desk it was handed in at; desk staff's first desk when left out. */
  deskId: deskIdField,
  founder: intakeFounderSchema,
});
export type QuickIntakePayload = z.input<typeof quickIntakeSchema>;

export const quickIntakeCreatedSchema = z
  .object({
    success: z.literal(true),
    reportId: z.string(),
    _id: z.string(),
    /** The found date and time the server gave it (the university's time zone). */
    found_date: z.string(),
    found_time: z.string(),
  })
  .meta({
    examples: [
      {
        success: true,
        reportId: 'FND000125',
        _id: '4e7a1c39-8b2d-4f60-a5e3-7d9c0b1f2a86',
        found_date: '2026-04-12',
        found_time: '14:05',
      },
    ],
  });

/** GET /api/found-reports/quick-intake/founder?key= */
export const founderLookupQuerySchema = z.object({ key: founderKeyField });

export const founderLookupSchema = z
  .object({
    name: z.string(),
    email: z.string(),
    universityId: z.string().nullable(),
    phone: z.string().nullable(),
    department: z.string().nullable(),
    /** A member's account, or a founder or receiver the desks wrote down before. */
    source: z.enum(['member', 'person']),
  })
  .meta({
    examples: [
      {
        name: 'Rahim Uddin',
        email: 'rahim15-1234@diu.edu.bd',
        universityId: '221-15-1234',
        phone: '01712345678',
        department: 'Computer Science & Engineering',
        source: 'member',
      },
    ],
  });
export type FounderLookup = z.infer<typeof founderLookupSchema>;

/** GET /api/found-reports/quick-intake/category?name= */
export const categoryQuerySchema = z.object({ name: z.string().trim().max(200).default('') });

export const categorySuggestionSchema = z
  .object({ category: z.enum(CATEGORY_CHIPS).nullable() })
  .meta({ examples: [{ category: 'Phone' }] });
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

/** POST /api/found-reports/store-many: reported items brought in together, onto one shelf. */
export const storeManySchema = z.object({
  reportIds: z
    .array(
      z.string().trim().toUpperCase().regex(FOUND_ITEM_ID_PATTERN, messageRef('intake.reportIdsInvalid')),
      {
        error: messageRef('intake.reportIdsRequired'),
      },
    )
    .min(1, messageRef('intake.reportIdsRequired'))
    .max(MAX_BULK_STORE, messageRef('intake.reportIdsTooMany', { max: MAX_BULK_STORE }))
    .transform((ids) => [...new Set(ids)]),
  storageLocation: storageLocationField,
  /** The desk they are stored at; without it, the desk each report names. */
  deskId: deskIdField,
});
export type StoreManyPayload = z.input<typeof storeManySchema>;

export const storeManyAnswerSchema = z
  .object({ success: z.literal(true), stored: z.array(z.string()) })
  .meta({ examples: [{ success: true, stored: ['FND000120', 'FND000121'] }] });
