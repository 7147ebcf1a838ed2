import { z } from 'zod';
import { CATEGORY_CHIPS } from '../constants/category-chips';
import { MAX_COLOR, MAX_DESCRIPTION, MAX_ITEM_NAME, MIN_ITEM_NAME } from '../constants/limits';
import { messageRef } from '../i18n/message-key';
import { isOwnImageUrl } from '../image-urls';
import { requiredText } from './field-rules';

/** What a member may say about a thing they own (decision 0047); only name and category are required. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageRef('validation.tooLong', { max }))
    .optional()
    .transform((value) => value ?? '');

export const MAX_SERIAL_NUMBER = 100;
export const MAX_PRIVATE_NOTE = 1000;
export const MAX_FINDER_MESSAGE = 1000;
export const MIN_FINDER_MESSAGE = 10;
export const MAX_FINDER_CONTACT = 200;
/** Photos of one belonging: enough for its sides and its marks. */
export const MAX_BELONGING_PHOTOS = 4;

/** What a belonging may be: one of the search's category chips, or anything else. */
export const BELONGING_CATEGORIES = [...CATEGORY_CHIPS, 'Other'] as const;
export type BelongingCategory = (typeof BELONGING_CATEGORIES)[number];

/** A sticker's code: 16 letters and digits of Crockford's base32 (80 random bits). */
export const STICKER_CODE = /^[0-9A-HJKMNP-TV-Z]{16}$/;

/** POST /api/belongings, PUT /api/belongings/:id */
export const belongingInputSchema = z
  .object({
    name: requiredText('belongings.nameRequired', MAX_ITEM_NAME).min(
      MIN_ITEM_NAME,
      messageRef('validation.nameMin', { min: MIN_ITEM_NAME }),
    ),
    category: z.enum(BELONGING_CATEGORIES, { error: messageRef('belongings.categoryRequired') }),
    color: optionalText(MAX_COLOR),
    brand: optionalText(MAX_ITEM_NAME),
    model: optionalText(MAX_ITEM_NAME),
    serialNumber: optionalText(MAX_SERIAL_NUMBER),
    marks: optionalText(MAX_DESCRIPTION),
    privateNote: optionalText(MAX_PRIVATE_NOTE),
    /** Photos the member uploaded (POST /api/images), seen by them alone. */
    photoUrls: z
      .array(z.string().trim().max(500).refine(isOwnImageUrl, messageRef('validation.uploadAgain')))
      .max(MAX_BELONGING_PHOTOS, messageRef('belongings.tooManyPhotos', { max: MAX_BELONGING_PHOTOS }))
      .optional()
      .transform((urls) => [...new Set(urls ?? [])]),
  })
  .meta({
    examples: [
      {
        name: 'Laptop',
        category: 'Laptop',
        color: 'Silver',
        brand: 'Lenovo',
        model: 'ThinkPad E14',
        serialNumber: 'PF-3K2L9Q',
        marks: 'A blue sticker of a cat on the lid',
        privateNote: 'Bought March 2025, receipt in my drawer',
        photoUrls: ['/api/images/0b7f3c2e-8d1a-4c5b-9e6f-2a3b4c5d6e7f/detail.webp'],
      },
    ],
  });
export type BelongingInput = z.input<typeof belongingInputSchema>;

/** One of the signed-in member's belongings, as only they see it. */
export const belongingSchema = z
  .object({
    _id: z.uuid(),
    name: z.string(),
    category: z.enum(BELONGING_CATEGORIES),
    color: z.string(),
    brand: z.string(),
    model: z.string(),
    serialNumber: z.string(),
    marks: z.string(),
    privateNote: z.string(),
    photoUrls: z.array(z.string()),
    /** What its QR sticker carries, inside the address `<app>/s/<code>`. */
    stickerCode: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({
    examples: [
      {
        _id: '6b1c1f0e-2a4f-4c8e-9d2b-0c6e5f3a7b11',
        name: 'Laptop',
        category: 'Laptop',
        color: 'Silver',
        brand: 'Lenovo',
        model: 'ThinkPad E14',
        serialNumber: 'PF-3K2L9Q',
        marks: 'A blue sticker of a cat on the lid',
        privateNote: 'Bought March 2025, receipt in my drawer',
        photoUrls: ['/api/images/0b7f3c2e-8d1a-4c5b-9e6f-2a3b4c5d6e7f/detail.webp'],
        stickerCode: '7KQ2M9XH4TRB8WZC',
        createdAt: '2026-04-12T11:41:03.000Z',
        updatedAt: '2026-04-12T11:41:03.000Z',
      },
    ],
  });
export type Belonging = z.infer<typeof belongingSchema>;

/** GET /api/stickers/:code: whether a scanned sticker is in use; never who owns it. */
export const stickerSchema = z
  .object({ inUse: z.literal(true), category: z.enum(BELONGING_CATEGORIES) })
  .meta({ examples: [{ inUse: true, category: 'Laptop' }] });
export type Sticker = z.infer<typeof stickerSchema>;

/** POST /api/stickers/:code/messages: what a finder writes to the owner. */
export const finderMessageSchema = z
  .object({
    message: requiredText('belongings.messageRequired', MAX_FINDER_MESSAGE).min(
      MIN_FINDER_MESSAGE,
      messageRef('belongings.messageMin', { min: MIN_FINDER_MESSAGE }),
    ),
    contact: optionalText(MAX_FINDER_CONTACT),
  })
  .meta({
    examples: [
      {
        message: 'I found your laptop in room 402 and left it with the security office.',
        contact: '01712345678',
      },
    ],
  });
export type FinderMessageInput = z.input<typeof finderMessageSchema>;

/**
 * The answer to a finder's message: the key of the finder's private link to
 * its conversation (decision 0067). Only the finder is given it, once.
 */
export const sentFinderMessageSchema = z
  .object({ success: z.literal(true), replyKey: z.string() })
  .meta({ examples: [{ success: true, replyKey: 'q3Xo1bZ0v6Kk2c4sTz9WmA7rYpLdNf8eHj5uGiC' }] });
export type SentFinderMessage = z.infer<typeof sentFinderMessageSchema>;

/** A reply key: 40 characters of base64url (240 random bits). */
export const REPLY_KEY = /^[A-Za-z0-9_-]{40}$/;

/** POST /api/belongings/finder-messages/:id/replies (the owner), POST /api/finder-conversations/:key/messages (the finder). */
export const finderReplyInputSchema = z
  .object({ message: requiredText('belongings.replyRequired', MAX_FINDER_MESSAGE) })
  .meta({ examples: [{ message: 'Thank you so much! I will collect it from the security office today.' }] });
export type FinderReplyInput = z.input<typeof finderReplyInputSchema>;

/** Who wrote a message of a finder's conversation. */
export const FINDER_REPLY_AUTHORS = ['owner', 'finder'] as const;

/** A message after the first in a finder's conversation, by the owner or the finder. */
export const finderReplySchema = z.object({
  _id: z.uuid(),
  author: z.enum(FINDER_REPLY_AUTHORS),
  message: z.string(),
  sentAt: z.string(),
});
export type FinderReply = z.infer<typeof finderReplySchema>;

const exampleReplies = [
  {
    _id: '7d3e2c1b-0a9f-4e8d-b7c6-5a4f3e2d1c0b',
    author: 'owner' as const,
    message: 'Thank you so much! I will collect it from the security office today.',
    sentAt: '2026-04-14T09:20:05.000Z',
  },
];

/** The answer to an owner's reply: the conversation's messages after the first, oldest first. */
export const finderRepliesSchema = z.array(finderReplySchema).meta({ examples: [exampleReplies] });

/** GET /api/belongings/finder-messages: what finders wrote to the signed-in member, newest first. */
export const receivedFinderMessageSchema = z
  .object({
    _id: z.uuid(),
    belongingId: z.uuid(),
    belongingName: z.string(),
    message: z.string(),
    contact: z.string(),
    sentAt: z.string(),
    /** Whether the finder has a link to read an answer: messages sent before there were links have none. */
    canReply: z.boolean(),
    replies: z.array(finderReplySchema),
  })
  .meta({
    examples: [
      {
        _id: '2f0c9a4e-5d1b-4f7a-8c3e-6a9b0d1e2f34',
        belongingId: '6b1c1f0e-2a4f-4c8e-9d2b-0c6e5f3a7b11',
        belongingName: 'Laptop',
        message: 'I found your laptop in room 402 and left it with the security office.',
        contact: '',
        sentAt: '2026-04-14T09:12:44.000Z',
        canReply: true,
        replies: exampleReplies,
      },
    ],
  });
export type ReceivedFinderMessage = z.infer<typeof receivedFinderMessageSchema>;

/** How many finders' messages the belongings page shows. */
export const MAX_LISTED_FINDER_MESSAGES = 50;

/**
 * GET /api/finder-conversations/:key: the conversation as its finder reads it
 * through their private link. It names the kind of thing and nothing of its owner.
 */
export const finderConversationSchema = z
  .object({
    category: z.enum(BELONGING_CATEGORIES),
    message: z.string(),
    sentAt: z.string(),
    replies: z.array(finderReplySchema),
  })
  .meta({
    examples: [
      {
        category: 'Laptop',
        message: 'I found your laptop in room 402 and left it with the security office.',
        sentAt: '2026-04-14T09:12:44.000Z',
        replies: exampleReplies,
      },
    ],
  });
export type FinderConversation = z.infer<typeof finderConversationSchema>;

/** Messages after the first in one conversation: room for a real exchange, never a chat log without end. */
export const MAX_FINDER_REPLIES = 50;
