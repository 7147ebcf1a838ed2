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
export const notificationSchema = z.object({
  _id: z.uuid(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path in the app where the member acts on it. */
  link: z.string().nullable(),
  items: z.array(notifiedItemSchema),
  read: z.boolean(),
  createdAt: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications/unread-count */
export const unreadCountSchema = z.object({ count: z.number().int().min(0) });

/** PATCH /api/notifications/:id */
export const markNotificationSchema = z.object(
  { read: z.boolean({ error: 'Please say whether the notification is read' }) },
  { error: 'Please say whether the notification is read' },
);

/** GET and PUT /api/user/email-alerts */
export const emailAlertsSchema = z.object(
  { emailAlerts: z.boolean({ error: 'Please say whether alerts should come by email' }) },
  { error: 'Please say whether alerts should come by email' },
);
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
});

export const possibleMatchSchema = z.object({
  _id: z.uuid(),
  state: z.enum(['suggested', 'alerted', 'confirmed']),
  score: z.number(),
  item: matchedItemSchema,
});
export type PossibleMatch = z.infer<typeof possibleMatchSchema>;

/** GET /api/lost-reports/mine/possible-matches: each open lost report of the member with its matches. */
export const lostReportMatchesSchema = z.object({
  _id: z.uuid(),
  reportId: z.string(),
  itemName: z.string(),
  color: z.string(),
  lost_date: z.string(),
  lost_location: z.string(),
  matches: z.array(possibleMatchSchema),
});
export type LostReportMatches = z.infer<typeof lostReportMatchesSchema>;
