import { z } from 'zod';

/**
 * What a member may have pushed to a device, each turned on or off per device:
 * the news about their things, claims, conversations and finders' messages.
 */
export const PUSH_TOPICS = ['matches', 'claims', 'messages', 'finder-messages'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

export const PUSH_TOPIC_LABELS: Record<PushTopic, string> = {
  matches: 'An item that may be mine reaches the security office',
  claims: 'Staff decide on my claim',
  messages: 'A new message about my claim',
  'finder-messages': 'Someone who found my belonging writes to me',
};

/** A push service's address for one browser: an https URL, never a very long one. */
export const MAX_PUSH_ENDPOINT = 2000;

const base64Url = (name: string, min: number, max: number) =>
  z
    .string({ error: `The subscription's ${name} key is missing` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The subscription's ${name} key is not valid`)
    .min(min, `The subscription's ${name} key is not valid`)
    .max(max, `The subscription's ${name} key is not valid`);

const endpointSchema = z
  .string({ error: 'The push subscription has no endpoint' })
  .max(MAX_PUSH_ENDPOINT, 'The push endpoint is too long')
  .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
    message: 'The push endpoint is not an https address',
  });

const topicsSchema = z
  .array(z.enum(PUSH_TOPICS, { error: 'This is not a kind of alert' }), {
    error: 'Please say which alerts to send',
  })
  .max(PUSH_TOPICS.length, 'Please name each kind of alert once');

/**
 * PUT /api/push/subscription: this browser's subscription (as PushSubscription.toJSON()
 * gives it) and the alerts it should receive; sent again to change them.
 */
export const pushSubscriptionSchema = z
  .object({
    endpoint: endpointSchema,
    keys: z.object(
      { p256dh: base64Url('p256dh', 80, 100), auth: base64Url('auth', 16, 32) },
      { error: 'The push subscription has no keys' },
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
