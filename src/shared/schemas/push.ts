import { z } from 'zod';
import { messageRef, type MessageKey } from '../i18n/message-key';

/**
 * What a member may have pushed to a device, each turned on or off per device:
 * the news about their things, claims, conversations and finders' messages.
 */
export const PUSH_TOPICS = ['matches', 'claims', 'messages', 'finder-messages'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

export const PUSH_TOPIC_LABELS: Record<PushTopic, MessageKey> = {
  matches: 'push.topicMatches',
  claims: 'push.topicClaims',
  messages: 'push.topicMessages',
  'finder-messages': 'push.topicFinderMessages',
};

/** A push service's address for one browser: an https URL, never a very long one. */
export const MAX_PUSH_ENDPOINT = 2000;

const base64Url = (name: string, min: number, max: number) => {
  const invalid = messageRef('push.keyInvalid', { name });
  return z
    .string({ error: invalid })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, invalid)
    .min(min, invalid)
    .max(max, invalid);
};

const endpointSchema = z
  .string({ error: messageRef('push.endpointMissing') })
  .max(MAX_PUSH_ENDPOINT, messageRef('push.endpointTooLong'))
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
    message: messageRef('push.endpointNotHttps'),
  });

const topicsSchema = z
  .array(z.enum(PUSH_TOPICS, { error: messageRef('push.notATopic') }), {
    error: messageRef('push.topicsRequired'),
  })
  .max(PUSH_TOPICS.length, messageRef('push.topicsOnce'));

/**
 * PUT /api/push/subscription: this browser's subscription (as PushSubscription.toJSON()
 * gives it) and the alerts it should receive; sent again to change them.
 */
export const pushSubscriptionSchema = z
  .object({
    endpoint: endpointSchema,
    keys: z.object(
      { p256dh: base64Url('p256dh', 80, 100), auth: base64Url('auth', 16, 32) },
      { error: messageRef('push.noKeys') },
    ),
    topics: topicsSchema,
  })
  .meta({
    examples: [
      {
        endpoint:
          'https://fcm.googleapis.com/fcm/send/dpH5lCsTSSM:APA91bHqjZxM0VImWWqDRN7U0a3AycjUf4O-byuxb_wJsKRaKvV_iKw56s16ekq6FUqoCF7k2nqUN7NYC3Ny4t9oOvNL1Kc5gnEDE8W0Sa_eyYQxzGkr5KnUqTfOo0EHXZ3W8ayUwmuk',
        keys: {
          p256dh: 'BIPUL12DLfytvTajnryr2PRdAgXS3HGKiLqndGcJGabyhHheJYlNGCeXl1dn18gSJ1WAkAPIxr4gK0_dQds4yiI',
          auth: 'FPssNDTKnInHVndSTdbKFw',
        },
        topics: ['matches', 'claims', 'messages', 'finder-messages'],
      },
    ],
  });
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/push/subscription, GET /api/push/subscription?endpoint=: this browser, by its endpoint. */
export const pushEndpointSchema = z.object({ endpoint: endpointSchema });

/** One device that receives a member's push alerts. */
export const pushDeviceSchema = z
  .object({
    _id: z.uuid(),
    /** What the browser said it is when it subscribed ("Chrome on Android"). */
    device: z.string(),
    topics: z.array(z.enum(PUSH_TOPICS)),
    createdAt: z.string(),
    /** When a push last reached its push service; null before the first. */
    lastPushedAt: z.string().nullable(),
  })
  .meta({
    examples: [
      {
        _id: '5b0f3c2e-8a51-4d8e-9a43-2f6f0c1d7e21',
        device: 'Chrome on Android',
        topics: ['matches', 'claims', 'messages', 'finder-messages'],
        createdAt: '2026-04-12T11:41:03.000Z',
        lastPushedAt: '2026-04-13T08:02:11.000Z',
      },
    ],
  });
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** GET /api/push/key: the server's VAPID public key, which a browser subscribes with. */
export const pushKeySchema = z.object({ publicKey: z.string() }).meta({
  examples: [
    { publicKey: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM' },
  ],
});

/** GET /api/push/subscription: this browser's settings, when it is subscribed. */
export const thisDeviceSchema = z
  .object({ subscribed: z.boolean(), topics: z.array(z.enum(PUSH_TOPICS)) })
  .meta({ examples: [{ subscribed: true, topics: ['matches', 'claims'] }] });
export type ThisDevice = z.infer<typeof thisDeviceSchema>;
