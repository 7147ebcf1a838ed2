import { z } from 'zod';
import { adminListQuerySchema } from './admin-list-query';

/**
 * What a line of the activity log says happened. Item kinds make up an item's
 * history; admin kinds are what the activity log can be filtered by. A kind
 * not named here (added by a later change) is shown by its action text.
 */
export const ITEM_KINDS = {
  item_reported: 'Reported',
  item_entered: 'Entered by hand',
  item_stored: 'Stored',
  item_moved: 'Moved',
  /** Sent to another desk, and received there (decision 0059). */
  item_sent: 'Sent to another desk',
  item_received: 'Received at the desk',
  verification_recorded: 'Identifying details recorded',
  claim_filed: 'Claim filed',
  claim_approved: 'Claim approved',
  claim_rejected: 'Claim rejected',
  claim_approval_withdrawn: 'Approval withdrawn',
  claim_withdrawn: 'Claim withdrawn',
  /** A message on a claim's conversation, by its claimant or by staff. */
  claim_message: 'Message on the claim',
  /** A claim's pickup (decisions 0058, 0066): booked, moved or cancelled by its member, marked by staff. */
  pickup_booked: 'Pickup booked',
  pickup_moved: 'Pickup moved',
  pickup_cancelled: 'Pickup cancelled',
  pickup_arrived: 'Arrived for the pickup',
  pickup_missed: 'Pickup missed',
  item_handed_over: 'Handed over',
  /** Its claimant's lost report, closed by itself with the handover. */
  lost_report_closed: 'Lost report closed',
  item_disposed: 'Disposed of',
} as const;

/** The admins' actions, as the activity log's Action filter names them. */
export const ADMIN_ACTION_KINDS = {
  admin_signed_in: 'Signed in',
  admin_sign_in_failed: 'Failed sign-in',
  admin_signed_out: 'Signed out',
  profile_updated: 'Profile edited',
  password_reset_sent: 'Password reset sent',
  password_set: 'Password set',
  admin_added: 'Admin added',
  admin_removed: 'Admin removed',
  /** An admin changed the desks a desk staff member works at (decision 0074). */
  staff_desks_changed: "Desk staff's desks changed",
  item_entered: 'Manual entry',
  item_stored: 'Item stored',
  item_moved: 'Item moved',
  item_sent: 'Item sent to another desk',
  item_received: 'Item received at a desk',
  verification_recorded: 'Identifying details recorded',
  claim_approved: 'Claim approved',
  claim_rejected: 'Claim rejected',
  claim_approval_withdrawn: 'Approval withdrawn',
  claim_message: 'Message on a claim',
  pickup_arrived: 'Pickup marked arrived',
  pickup_missed: 'Pickup marked missed',
  item_handed_over: 'Item handed over',
  item_disposed: 'Item disposed of',
  list_exported: 'List exported',
  other: 'Other',
} as const;

/** What members do to items: never an admin's action, never in the admins' activity log. */
export const MEMBER_KINDS = [
  'item_reported',
  'claim_filed',
  'claim_withdrawn',
  'claim_message',
  'pickup_booked',
  'pickup_moved',
  'pickup_cancelled',
] as const;

export type ItemKind = keyof typeof ITEM_KINDS;
export type AdminActionKind = keyof typeof ADMIN_ACTION_KINDS;
export type ActivityKind = ItemKind | AdminActionKind;

export const ADMIN_ACTION_KIND_NAMES = Object.keys(ADMIN_ACTION_KINDS) as [
  AdminActionKind,
  ...AdminActionKind[],
];

const logPartSchema = z.object({
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/**
 * A log line as a catalogue key and the values that fill it in (a value may be
 * a text of its own, or a list of texts), for the reader's language (decision 0077).
 */
export const logMessageSchema = z.object({
  key: z.string(),
  values: z
    .record(z.string(), z.union([z.string(), z.number(), logPartSchema, z.array(logPartSchema)]))
    .optional(),
});

/** GET /api/admin/dashboard/activity-log: one admin action. */
export const activityLogEntrySchema = z
  .object({
    createdAt: z.string(),
    adminName: z.string(),
    adminEmail: z.string(),
    kind: z.string(),
    /** The line in English, as it is kept: what the CSV and the log's search read. */
    action: z.string(),
    /** The line to write in the reader's language; null for a line kept before whose words could not be read back. */
    message: logMessageSchema.nullable(),
  })
  .meta({
    examples: [
      {
        createdAt: '2026-04-12T11:40:00.000Z',
        adminName: 'Rafiq Hasan',
        adminEmail: 'rafiq.hasan@diu.edu.bd',
        kind: 'item_stored',
        action: 'Stored item #FND000123',
        message: { key: 'activity.itemStored', values: { reportId: 'FND000123' } },
      },
    ],
  });
export type ActivityLogEntry = z.infer<typeof activityLogEntrySchema>;

/** GET /api/admin/dashboard/activity-log/admins: everyone the log names, for its Admin filter. */
export const activityLogAdminSchema = z
  .object({ name: z.string(), email: z.string() })
  .meta({ examples: [{ name: 'Rafiq Hasan', email: 'rafiq.hasan@diu.edu.bd' }] });
export type ActivityLogAdmin = z.infer<typeof activityLogAdminSchema>;

/** GET /api/found-reports/details/{_id}/history: one event of an item's history, oldest first. */
export const itemHistoryEntrySchema = z
  .object({
    id: z.string(),
    at: z.string(),
    kind: z.string(),
    /** The kind's name ('Stored', 'Claim filed'), or the action's words for a kind without one. */
    label: z.string(),
    actor: z.object({
      /** 'erased': a member whose link to the item the retention period erased (no name). */
      kind: z.enum(['admin', 'member', 'erased', 'unknown']),
      /** 'Deleted account' for a member who has left. */
      name: z.string().nullable(),
      email: z.string().nullable(),
    }),
    /** CLM000001, for a claim's events and a handover to a claimant. */
    claimId: z.string().nullable(),
    /** What else the event says: a rejection's reason, a new place, the receiver. */
    note: z.string().nullable(),
    /** The note as a catalogue text, for the reader's language (decision 0077); null when the note is
     * the reader's own words (a reason, a message) or a line kept before that could not be read back. */
    noteMessage: logMessageSchema.nullable(),
    /** LST000001: the lost report a line is about (one closed by its item's handover), for the
     * reader's language to say it in. */
    lostReportId: z.string().nullable(),
    /** The pickup time a pickup's line is about (booked, moved to, cancelled, arrived for, missed). */
    pickupAt: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        id: '5c7d9e1f-2a3b-4c5d-8e6f-7a8b9c0d1e2f',
        at: '2026-04-13T10:05:00.000Z',
        kind: 'claim_approved',
        label: 'Claim approved',
        actor: { kind: 'admin', name: 'Rafiq Hasan', email: 'rafiq.hasan@diu.edu.bd' },
        claimId: 'CLM000007',
        note: null,
        noteMessage: null,
        lostReportId: null,
        pickupAt: null,
      },
    ],
  });
export type ItemHistoryEntry = z.infer<typeof itemHistoryEntrySchema>;

/**
 * ?admin=&action= on top of the activity log's search, dates and order: the
 * admin by email, the action by kind. An unknown action is a 400.
 */
export const activityLogQuerySchema = (today: () => string) =>
  z.intersection(
    adminListQuerySchema('activity', today),
    z.object({
      admin: z
        .string()
        .trim()
        .toLowerCase()
        .max(254, 'admin must be at most 254 characters')
        .optional()
        .transform((value) => (value ? value : undefined)),
      action: z.preprocess(
        (value) => (value === '' ? undefined : value),
        z
          .enum(ADMIN_ACTION_KIND_NAMES, {
            error: `action must be one of: ${ADMIN_ACTION_KIND_NAMES.join(', ')}`,
          })
          .optional(),
      ),
    }),
  );
export type ActivityLogQuery = z.output<ReturnType<typeof activityLogQuerySchema>>;
