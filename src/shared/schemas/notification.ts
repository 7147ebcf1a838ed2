import { z } from 'zod';

/** An item a notification is about: what the member needs to recognise and collect it. */
export const notifiedItemSchema = z.object({
  reportId: z.string(),
  itemName: z.string(),
  color: z.string(),
  found_date: z.string(),
  found_location: z.string(),
  /** The member's lost report it may answer, when there is one. */
  lostReportId: z.string().nullable(),
});
export type NotifiedItem = z.infer<typeof notifiedItemSchema>;

/** GET /api/notifications: newest first, paged like every list. */
export const notificationSchema = z
  .object({
    _id: z.uuid(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    /** A path in the app where the member acts on it. */
    link: z.string().nullable(),
    items: z.array(notifiedItemSchema),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({
    examples: [
      {
        _id: '9f1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
        kind: 'match',
        title: 'Possible match for your lost blue water bottle',
        body: 'An item like the one you reported lost (LST000042) is now at the security office.',
        link: '/user/items/FND000123',
        items: [
          {
            reportId: 'FND000123',
            itemName: 'Blue water bottle',
            color: 'Blue',
            found_date: '2026-04-12',
            found_location: 'Library, second floor',
            lostReportId: 'LST000042',
          },
        ],
        read: false,
        createdAt: '2026-04-12T11:41:03.000Z',
      },
    ],
  });
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications/unread-count */
export const unreadCountSchema = z
  .object({ count: z.number().int().min(0) })
  .meta({ examples: [{ count: 2 }] });

/** PATCH /api/notifications/:id */
export const markNotificationSchema = z.object(
  { read: z.boolean({ error: 'Please say whether the notification is read' }) },
  { error: 'Please say whether the notification is read' },
);

/** GET and PUT /api/user/email-alerts */
export const emailAlertsSchema = z
  .object(
    { emailAlerts: z.boolean({ error: 'Please say whether alerts should come by email' }) },
    { error: 'Please say whether alerts should come by email' },
  )
  .meta({ examples: [{ emailAlerts: true }] });
export type EmailAlerts = z.infer<typeof emailAlertsSchema>;

/** A stored item that may be what a member lost, as the member sees it (never the finder). */
export const matchedItemSchema = z.object({
  reportId: z.string(),
  itemName: z.string(),
  color: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  found_date: z.string(),
  found_time: z.string().nullable(),
  found_location: z.string(),
  /** A sensitive item (an ID card): the kind it is; its photo and description are left out. */
  sensitive: z.string().optional(),
});

export const possibleMatchSchema = z.object({
  _id: z.uuid(),
  /** 'dismissed': the member said 'Not mine' a moment ago and may still take it back, until `undoUntil`. */
  state: z.enum(['suggested', 'alerted', 'confirmed', 'dismissed']),
  undoUntil: z.string().nullable(),
  score: z.number(),
  item: matchedItemSchema,
});
export type PossibleMatch = z.infer<typeof possibleMatchSchema>;

/** GET /api/lost-reports/mine/possible-matches: each open lost report of the member with its matches. */
export const lostReportMatchesSchema = z
  .object({
    _id: z.uuid(),
    reportId: z.string(),
    itemName: z.string(),
    color: z.string(),
    lost_date: z.string(),
    lost_location: z.string(),
    /** Whether matching has looked at the items in storage for it yet (moments after it is filed). */
    checked: z.boolean(),
    matches: z.array(possibleMatchSchema),
  })
  .meta({
    examples: [
      {
        _id: '7c2e9a14-3b5d-4f81-a6c0-2d9e8b7f1a35',
        reportId: 'LST000042',
        itemName: 'Blue water bottle',
        color: 'Blue',
        lost_date: '2026-04-11',
        lost_location: 'Library',
        checked: true,
        matches: [
          {
            _id: '3a4b5c6d-7e8f-4a0b-9c1d-2e3f4a5b6c7d',
            state: 'alerted',
            undoUntil: null,
            score: 0.82,
            item: {
              reportId: 'FND000123',
              itemName: 'Blue water bottle',
              color: 'Blue',
              description: 'Steel bottle with a dent near the lid and a sticker of a cat.',
              imageUrl: '/api/images/5d1f0a8e-2c3b-4e7f-9a10-6b2d8c4e1f37/card.webp',
              found_date: '2026-04-12',
              found_time: '14:30',
              found_location: 'Library, second floor',
            },
          },
        ],
      },
    ],
  });
export type LostReportMatches = z.infer<typeof lostReportMatchesSchema>;
