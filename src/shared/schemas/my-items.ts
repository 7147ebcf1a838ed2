import { z } from 'zod';

/**
 * What a member sees of their own reports on "My items". A found report never
 * says who took the item away.
 */
export const LOST_REPORT_CLOSE_REASONS = ['got_it_back', 'no_longer_needed'] as const;
export const lostReportCloseReasonSchema = z.enum(LOST_REPORT_CLOSE_REASONS, {
  error: "Please choose 'I got it back' or 'No longer needed'.",
});
export type LostReportCloseReason = z.infer<typeof lostReportCloseReasonSchema>;

/** Why a lost report is closed: its member's reason, or the holding period ran out (the office closed it). */
export const LOST_REPORT_CLOSED_REASONS = [...LOST_REPORT_CLOSE_REASONS, 'period_over'] as const;
export type LostReportClosedReason = (typeof LOST_REPORT_CLOSED_REASONS)[number];

/** PATCH /api/lost-reports/{reportId}/close */
export const closeLostReportSchema = z.object({ reason: lostReportCloseReasonSchema });
export type CloseLostReportPayload = z.input<typeof closeLostReportSchema>;

export const MY_ITEMS_LIMIT = 200;

/** GET /api/lost-reports/mine */
export const myLostReportSchema = z.object({
  _id: z.string(),
  reportId: z.string(),
  itemName: z.string(),
  color: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  lost_date: z.string(),
  lost_time: z.string().nullable(),
  lost_location: z.string(),
  status: z.enum(['open', 'closed']),
  closedReason: z.enum(LOST_REPORT_CLOSED_REASONS).nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type MyLostReport = z.infer<typeof myLostReportSchema>;

/** GET /api/found-reports/mine */
export const myFoundReportSchema = z.object({
  _id: z.string(),
  reportId: z.string(),
  itemName: z.string(),
  color: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  found_date: z.string(),
  found_time: z.string().nullable(),
  found_location: z.string(),
  status: z.enum(['reported', 'stored', 'handed_over', 'disposed']),
  createdAt: z.string(),
  storedAt: z.string().nullable(),
  handedOverAt: z.string().nullable(),
});
export type MyFoundReport = z.infer<typeof myFoundReportSchema>;

export const successSchema = z.object({ success: z.literal(true) });
