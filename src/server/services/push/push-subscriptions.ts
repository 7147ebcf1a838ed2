import { z } from 'zod';
import { isIP } from 'node:net';
import { sql } from 'drizzle-orm';
import {
  PUSH_TOPICS,
  type PushTopic,
  type PushDevice,
  type PushSubscriptionInput,
  type ThisDevice,
} from '#shared/schemas/push';
import { queryRows, type Database } from '#server/db/client';
import { badRequest, notFound } from '#server/lib/errors';
import { text } from '#server/lib/i18n';
import { enqueueJob, type Queryable } from '#server/services/jobs/job-queue';
import { isoTime } from '#server/lib/paging';
import { personColumn, type Person } from '#server/lib/actor';

/** A member's devices, or a console account's (decision 0070). */
const ownedBy = (owner: Person) => sql`${sql.raw(personColumn(owner))} = ${owner.id}::uuid`;

/** A person's devices with push on; turning it on in one more forgets the one unused longest. */
export const MAX_PUSH_DEVICES = 10;

/** Addresses inside a network (loopback, private, link-local): never a push service. */
const INTERNAL_ADDRESS =
  /^(127\.|10\.|192\.168\.|169\.254\.|172\.(1[6-9]|2\d|3[01])\.|0\.|::1$|::$|f[cd][0-9a-f]{2}:|fe80:)/i;

/**
 * Push services are on the internet: in production an endpoint naming an
 * address inside a network is refused, so nobody can make the server post to
 * its own neighbours. Tests and development run their push service on loopback.
 */
export function checkPushEndpoint(endpoint: string, isProduction: boolean): void {
  if (!isProduction) return;
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  if (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (isIP(host) !== 0 && INTERNAL_ADDRESS.test(host))
  ) {
    throw badRequest(text('push.notAPushService'), 'INVALID_PUSH_ENDPOINT');
  }
}

/** "Chrome on Android": enough for a member to tell their devices apart, nothing more. */
export function deviceName(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\/|Opera/.test(agent)
      ? 'Opera'
      : /SamsungBrowser/.test(agent)
        ? 'Samsung Internet'
        : /Firefox\//.test(agent)
          ? 'Firefox'
          : /Chrom(e|ium)\//.test(agent)
            ? 'Chrome'
            : /Safari\//.test(agent)
              ? 'Safari'
              : 'A browser';
  const system = /Android/.test(agent)
    ? 'Android'
    : /iPhone/.test(agent)
      ? 'iPhone'
      : /iPad/.test(agent)
        ? 'iPad'
        : /Windows/.test(agent)
          ? 'Windows'
          : /Mac OS X|Macintosh/.test(agent)
            ? 'Mac'
            : /CrOS/.test(agent)
              ? 'ChromeOS'
              : /Linux/.test(agent)
                ? 'Linux'
                : null;
  return system ? `${browser} on ${system}` : browser;
}

/**
 * Turns push on in this browser for the member, or changes which alerts it
 * gets. The endpoint is the browser's: one someone else had turned push on in
 * (a shared computer) becomes this member's.
 */
export async function savePushSubscription(
  db: Database,
  owner: Person,
  input: PushSubscriptionInput,
  device: { name: string; language: string },
): Promise<ThisDevice> {
  const topics = [...new Set(input.topics)];
  const member = owner.kind === 'member' ? owner.id : null;
  const admin = owner.kind === 'admin' ? owner.id : null;
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO push_subscriptions (user_id, admin_id, language, endpoint, p256dh, auth, device, topics)
          VALUES (${member}::uuid, ${admin}::uuid, ${device.language}, ${input.endpoint}, ${input.keys.p256dh},
            ${input.keys.auth}, ${device.name}, ${sql.param(topics)}::text[])
          ON CONFLICT (endpoint) DO UPDATE SET user_id = excluded.user_id, admin_id = excluded.admin_id,
            language = excluded.language, p256dh = excluded.p256dh, auth = excluded.auth,
            device = excluded.device, topics = excluded.topics, updated_at = now()`);
    await tx.execute(sql`DELETE FROM push_subscriptions WHERE id IN (
            SELECT id FROM push_subscriptions WHERE ${ownedBy(owner)}
            ORDER BY greatest(updated_at, coalesce(last_pushed_at, updated_at)) DESC, id
            OFFSET ${MAX_PUSH_DEVICES})`);
  });
  return { subscribed: true, topics };
}

/** Turns push off in this browser; says whether it was on for this member. */
export async function removePushSubscription(
  db: Database,
  owner: Person,
  endpoint: string,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM push_subscriptions WHERE endpoint = ${endpoint} AND ${ownedBy(owner)} RETURNING id`,
    z.object({ id: z.string() }),
  );
  return rows.length > 0;
}

/** Whether this browser gets the member's pushes, and which. */
export async function thisDevice(db: Database, owner: Person, endpoint: string): Promise<ThisDevice> {
  const [row] = await queryRows(
    db,
    sql`SELECT topics FROM push_subscriptions WHERE endpoint = ${endpoint} AND ${ownedBy(owner)}`,
    z.object({ topics: z.array(z.enum(PUSH_TOPICS)) }),
  );
  return row ? { subscribed: true, topics: row.topics } : { subscribed: false, topics: [] };
}

/** Every device the member has push on in, the one used last first. */
export async function listPushDevices(db: Database, owner: Person): Promise<PushDevice[]> {
  const rows = await queryRows(
    db,
    sql`SELECT id, device, topics,
          ${isoTime(sql`created_at`)} AS created_at, ${isoTime(sql`last_pushed_at`)} AS last_pushed_at
        FROM push_subscriptions WHERE ${ownedBy(owner)}
        ORDER BY greatest(updated_at, coalesce(last_pushed_at, updated_at)) DESC, id`,
    z.object({
      id: z.string(),
      device: z.string(),
      topics: z.array(z.enum(PUSH_TOPICS)),
      created_at: z.string(),
      last_pushed_at: z.string().nullable(),
    }),
  );
  return rows.map((row) => ({
    _id: row.id,
    device: row.device,
    topics: row.topics,
    createdAt: row.created_at,
    lastPushedAt: row.last_pushed_at,
  }));
}

/** Turns push off on one of the member's devices (a phone left behind). */
export async function removePushDevice(db: Database, owner: Person, id: string): Promise<void> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM push_subscriptions WHERE id = ${id}::uuid AND ${ownedBy(owner)} RETURNING id`,
    z.object({ id: z.string() }),
  );
  if (rows.length === 0) throw notFound(text('push.deviceNotFound'));
}

/**
 * Queues one push per device of the member that wants this kind of alert.
 * Call it in the transaction that writes the notification: the pushes exist
 * exactly when the notification does, and each is sent by the job queue.
 */
export async function queuePushes(
  tx: Queryable,
  notice: { notificationId: string; memberId: string; topic: PushTopic },
): Promise<void> {
  const devices = await queryRows(
    tx,
    sql`SELECT id FROM push_subscriptions
        WHERE user_id = ${notice.memberId}::uuid AND ${notice.topic} = ANY(topics)`,
    z.object({ id: z.string() }),
  );
  for (const device of devices) {
    await enqueueJob(tx, 'push', {
      notificationId: notice.notificationId,
      subscriptionId: device.id,
      topic: notice.topic,
    });
  }
}
