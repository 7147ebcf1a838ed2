import type { PushTopic } from '#shared/schemas/push';
import type { StaffAlertKind } from '#shared/schemas/staff-alerts';

/** What a push shows: the notification's own words and where tapping it leads. */
export interface PushMessage {
  /** The notification it announces: a push that arrives twice replaces itself on the device. */
  tag: string;
  title: string;
  body: string;
  /** A path in the app. */
  url: string;
  topic: PushTopic | StaffAlertKind;
}

/** Push services take at most 4 KB encrypted; a notification's text is cut well before that. */
export const MAX_PUSH_BODY = 600;

export function pushPayload(message: PushMessage): string {
  const body =
    message.body.length > MAX_PUSH_BODY ? `${message.body.slice(0, MAX_PUSH_BODY - 1)}…` : message.body;
  return JSON.stringify({ ...message, body });
}
