import { z } from 'zod';
import { messageRef } from '../i18n/message-key';
import { imageUrlField } from './field-rules';
import { claimStatusSchema } from './claim';
import { LANGUAGES, type Language } from '../i18n/languages';

/** The longest message either side may write on a claim. */
export const MAX_CLAIM_MESSAGE = 2000;

/**
 * POST /api/claims/{claimId}/messages: text, a photo from POST /api/upload, or both.
 * Staff write for the office; the claimant writes for themselves.
 */
export const claimMessageInputSchema = z
  .object({
    text: z
      .string({ error: messageRef('conversation.textNotText') })
      .trim()
      .max(MAX_CLAIM_MESSAGE, messageRef('validation.tooLong', { max: MAX_CLAIM_MESSAGE }))
      .optional()
      .default(''),
    imageUrl: imageUrlField,
  })
  .refine((message) => message.text !== '' || message.imageUrl !== null, {
    message: messageRef('conversation.messageEmpty'),
    path: ['text'],
  });
export type ClaimMessageInput = z.input<typeof claimMessageInputSchema>;

const EXAMPLE_MESSAGE = {
  _id: '3f1c2b7a-9d4e-4a51-8c3e-6b0f2d9e7a11',
  fromOffice: true,
  authorName: 'Rafiq Hasan',
  text: 'Please describe the lock screen or wallpaper of the device.',
  imageUrl: null,
  createdAt: '2026-04-13T09:02:00.000Z',
  unread: true,
};

/** One message of a claim's conversation, as both sides read it. */
export const claimMessageSchema = z
  .object({
    _id: z.uuid(),
    /** Written by staff for the office; otherwise by the claimant. */
    fromOffice: z.boolean(),
    /** The staff member's name on the office's messages; the claimant's own are unnamed. */
    authorName: z.string().nullable(),
    text: z.string(),
    imageUrl: z.string().nullable(),
    createdAt: z.string(),
    /** Not yet read by the side that did not write it. */
    unread: z.boolean(),
  })
  .meta({ examples: [{ ...EXAMPLE_MESSAGE, unread: false }] });
export type ClaimMessage = z.infer<typeof claimMessageSchema>;

/** GET /api/claims/{claimId}/messages: the whole conversation, oldest first (newest at the bottom). */
export const claimConversationSchema = z
  .object({
    claimId: z.string(),
    status: claimStatusSchema,
    /** A claim no longer open (rejected, withdrawn, closed, handed over) keeps its thread to read only. */
    readOnly: z.boolean(),
    /** Messages from the other side the caller's side has not read yet. */
    unread: z.number().int(),
    messages: z.array(claimMessageSchema),
  })
  .meta({
    examples: [
      {
        claimId: 'CLM000007',
        status: 'pending',
        readOnly: false,
        unread: 1,
        messages: [EXAMPLE_MESSAGE],
      },
    ],
  });
export type ClaimConversation = z.infer<typeof claimConversationSchema>;

/** GET /api/claims/{claimId}/message-templates: what staff often write, in the claimant's language, in order. */
export const claimMessageTemplateSchema = z
  .object({ _id: z.uuid(), title: z.string(), text: z.string() })
  .meta({
    examples: [
      {
        _id: '0c9a7e55-1f3b-4d2a-9e8c-5b7f6a4d3c21',
        title: 'Lock screen',
        text: 'Please describe the lock screen or wallpaper of the device.',
      },
    ],
  });
export type ClaimMessageTemplate = z.infer<typeof claimMessageTemplateSchema>;

/** The longest title a staff template may have: it is a button's label in the composer. */
export const MAX_TEMPLATE_TITLE = 60;
/** How many templates the office may keep: past this many the composer's list is no longer a choice. */
export const MAX_CLAIM_MESSAGE_TEMPLATES = 50;

const templateTextSchema = z.object({
  title: z
    .string({ error: messageRef('templates.titleRequired') })
    .trim()
    .min(1, messageRef('templates.titleRequired'))
    .max(MAX_TEMPLATE_TITLE, messageRef('validation.tooLong', { max: MAX_TEMPLATE_TITLE })),
  text: z
    .string({ error: messageRef('templates.textRequired') })
    .trim()
    .min(1, messageRef('templates.textRequired'))
    .max(MAX_CLAIM_MESSAGE, messageRef('validation.tooLong', { max: MAX_CLAIM_MESSAGE })),
});

/**
 * POST /api/claim-message-templates, PUT …/{id}: one template in every language
 * the app speaks (decision 0075), so a claimant is always offered their own.
 */
export const claimMessageTemplateInputSchema = z.object({
  texts: z.object(
    Object.fromEntries(LANGUAGES.map((language) => [language, templateTextSchema])) as Record<
      Language,
      typeof templateTextSchema
    >,
    { error: messageRef('templates.textsRequired') },
  ),
});
export type ClaimMessageTemplateInput = z.input<typeof claimMessageTemplateInputSchema>;

const EXAMPLE_TEXTS = {
  en: { title: 'ID card', text: 'Please bring your university ID card when you come to collect the item.' },
  bn: {
    title: 'আইডি কার্ড',
    text: 'জিনিসটি নিতে আসার সময় অনুগ্রহ করে আপনার বিশ্ববিদ্যালয়ের আইডি কার্ড সঙ্গে আনবেন।',
  },
};

/** GET /api/claim-message-templates (admins): one template in every language, in the composer's order. */
export const managedClaimMessageTemplateSchema = z
  .object({
    _id: z.uuid(),
    texts: z.record(z.string(), z.object({ title: z.string(), text: z.string() })),
  })
  .meta({ examples: [{ _id: '0c9a7e55-1f3b-4d2a-9e8c-5b7f6a4d3c21', texts: EXAMPLE_TEXTS }] });
export type ManagedClaimMessageTemplate = z.infer<typeof managedClaimMessageTemplateSchema>;

/** PUT /api/claim-message-templates/order: every template's id, in the order the composer offers them. */
export const claimMessageTemplateOrderSchema = z.object({
  ids: z
    .array(z.uuid(messageRef('templates.unknownTemplate')), { error: messageRef('templates.orderInvalid') })
    .max(MAX_CLAIM_MESSAGE_TEMPLATES, messageRef('templates.orderInvalid'))
    .refine((ids) => new Set(ids).size === ids.length, messageRef('templates.orderInvalid')),
});

/** GET /api/claim-conversations/unanswered: how many threads a page shows at most. */
export const MAX_UNANSWERED_THREADS = 200;

export const unansweredThreadsQuerySchema = z.object({
  desk: z.uuid(messageRef('desks.unknownDesk')).optional(),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_UNANSWERED_THREADS, `limit must be at most ${MAX_UNANSWERED_THREADS}`)
    .default(50),
});

/**
 * One open claim whose thread ends with its claimant's message, unanswered by the
 * office: the staff inbox's row, newest first (decision 0075).
 */
export const unansweredThreadSchema = z
  .object({
    claimId: z.string(),
    reportId: z.string(),
    itemName: z.string(),
    status: claimStatusSchema,
    /** The claimant's name; null once their account is gone. */
    claimantName: z.string().nullable(),
    /** The claimant's newest message: its words (empty when only a photo) and whether it has a photo. */
    lastText: z.string(),
    lastHasPhoto: z.boolean(),
    lastAt: z.string(),
    /** The claimant's messages the office has not read yet. */
    unread: z.number().int(),
  })
  .meta({
    examples: [
      {
        claimId: 'CLM000007',
        reportId: 'FND000042',
        itemName: 'Black Phone',
        status: 'pending',
        claimantName: 'Nusrat Jahan',
        lastText: 'The lock screen is a photo of a cat on a red sofa.',
        lastHasPhoto: false,
        lastAt: '2026-04-13T09:12:00.000Z',
        unread: 2,
      },
    ],
  });
export type UnansweredThread = z.infer<typeof unansweredThreadSchema>;

/** GET /api/claim-conversations/unanswered/count: the staff inbox's number beside its link. */
export const unansweredThreadCountSchema = z
  .object({ count: z.number().int() })
  .meta({ examples: [{ count: 3 }] });
export type UnansweredThreadCount = z.infer<typeof unansweredThreadCountSchema>;
