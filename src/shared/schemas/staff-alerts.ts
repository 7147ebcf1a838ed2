import { z } from 'zod';
import { messageRef, type MessageKey } from '../i18n/message-key';

/**
 * What the office's bell tells staff and admins (decision 0070): a found item
 * reported or entered at their desks, a claim filed, a member's message on a
 * claim, the morning's pickups, an item a week from the end of its holding period.
 * The same names are the notifications' kinds and the push topics of a console device.
 */
export const STAFF_ALERT_KINDS = [
  'found-report',
  'claim',
  'claim-message',
  'pickups-today',
  'holding-ends',
] as const;
export type StaffAlertKind = (typeof STAFF_ALERT_KINDS)[number];

export const STAFF_ALERT_LABELS: Record<StaffAlertKind, MessageKey> = {
  'found-report': 'alerts.kindFoundReport',
  claim: 'alerts.kindClaim',
  'claim-message': 'alerts.kindClaimMessage',
  'pickups-today': 'alerts.kindPickupsToday',
  'holding-ends': 'alerts.kindHoldingEnds',
};

const kindsSchema = z
  .array(z.enum(STAFF_ALERT_KINDS, { error: messageRef('alerts.notAKind') }), {
    error: messageRef('alerts.kindsRequired'),
  })
  .max(STAFF_ALERT_KINDS.length, messageRef('alerts.kindsOnce'))
  .refine((kinds) => new Set(kinds).size === kinds.length, { message: messageRef('alerts.kindsOnce') });

/** GET and PUT /api/staff-alerts/settings: one console account's choice. */
export const staffAlertSettingsSchema = z
  .object({
    /** The kinds of alert its bell gets. */
    kinds: kindsSchema,
    /** Those also pushed to its devices with push on; each must be on the bell too. */
    pushKinds: kindsSchema,
    /** An admin's desks to hear of; null: every desk. Desk staff always hear of their own desks (null). */
    deskIds: z
      .array(z.uuid(messageRef('alerts.notADesk')), { error: messageRef('alerts.desksInvalid') })
      .min(1, messageRef('alerts.desksAtLeastOne'))
      .max(100, messageRef('alerts.desksInvalid'))
      .nullable(),
  })
  .refine((settings) => settings.pushKinds.every((kind) => settings.kinds.includes(kind)), {
    message: messageRef('alerts.pushNeedsBell'),
    path: ['pushKinds'],
  })
  .meta({
    examples: [
      {
        kinds: ['found-report', 'claim', 'claim-message', 'pickups-today', 'holding-ends'],
        pushKinds: ['claim', 'claim-message'],
        deskIds: null,
      },
    ],
  });
export type StaffAlertSettings = z.infer<typeof staffAlertSettingsSchema>;

/** Until a console account chooses: every alert on the bell, none pushed, every desk. */
export const DEFAULT_STAFF_ALERT_SETTINGS: StaffAlertSettings = {
  kinds: [...STAFF_ALERT_KINDS],
  pushKinds: [],
  deskIds: null,
};
