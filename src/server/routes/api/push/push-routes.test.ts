import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushDevice, ThisDevice } from '#shared/schemas/push';
import { startPushService, type PushService } from '#tests/support/push-service';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import { foundPayload, personPayload } from '#server/routes/api/found-reports/found-report-fixtures';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const ALL_TOPICS = ['matches', 'claims', 'messages', 'finder-messages'];

describe.each(databaseKinds)('push alerts on %s', (kind) => {
  let t: TestApp;
  let pushService: PushService;
  let admin: string;
  let ids = 0;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp(kind, {}, { pushAgent: pushService.agent });
    admin = (await t.signInAdmin()).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  const call = (cookie: string, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie, 'user-agent': ANDROID_CHROME },
      ...(payload ? { payload } : {}),
    });

  /** A member with a university ID of their own, and push on in one new browser. */
  async function memberWithPush(topics = ALL_TOPICS) {
    ids += 1;
    const universityId = `231-35-${String(4000 + ids)}`;
    const member = await t.signInMember({ universityId });
    const subscription = pushService.subscribe();
    const response = await call(member.cookie, 'PUT', '/api/push/subscription', { ...subscription, topics });
    expect(response.statusCode, response.body).toBe(200);
    return { ...member, universityId, subscription };
  }

  /** Staff enter and store a found card that carries this university ID; the queue runs. */
  async function storeCardOf(universityId: string) {
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin },
      payload: {
        ...foundPayload({
          itemName: 'Student ID',
          color: 'Blue',
          item_description: `University card of ${universityId}, on a blue lanyard`,
        }),
        founder: personPayload(t, {
          name: 'Finder Person',
          email: 'finder@example.com',
          phone: '01999888777',
        }),
      },
    });
    expect(entered.statusCode, entered.body).toBe(201);
    await t.app.jobs.idle();
    return entered.json<{ reportId: string }>().reportId;
  }

  it('gives browsers one public key, kept in the database for every server', async () => {
    const member = await t.signInMember();
    const first = await call(member.cookie, 'GET', '/api/push/key');
    expect(first.statusCode).toBe(200);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const [kept] = await queryRows(
      t.db,
      sql`SELECT value FROM instance_secrets WHERE name = 'vapid-keys'`,
      z.object({ value: z.string() }),
    );
    expect(JSON.parse(kept!.value)).toMatchObject({ publicKey });
    if (kind === 'postgres') {
      const other = await t.anotherServer();
      const again = await other.inject({
        method: 'GET',
        url: '/api/push/key',
        headers: { cookie: member.cookie },
      });
      expect(again.json()).toEqual({ publicKey });
      // Its queue would take the pushes of the tests below, which wait on this server's queue.
      await other.jobs.stop();
    }
  });

  it('delivers a real encrypted, VAPID-signed push that the browser decrypts', async () => {
    const owner = await memberWithPush();
    const reportId = await storeCardOf(owner.universityId);
    const push = await pushService.nextPush(owner.subscription.endpoint);
    expect(push.payload).toMatchObject({
      title: 'An item with your university ID was found',
      url: `/user/items/${reportId}`,
      topic: 'matches',
    });
    expect(push.payload.body).toContain(owner.universityId);
    const [notice] = await queryRows(
      t.db,
      sql`SELECT id FROM notifications WHERE user_id = ${owner.record.id}::uuid`,
      z.object({ id: z.string() }),
    );
    expect(push.payload.tag).toBe(notice!.id);
    expect(push.headers).toMatchObject({
      'content-encoding': 'aes128gcm',
      ttl: '86400',
      urgency: 'high',
      topic: notice!.id.replace(/-/g, ''),
    });
    expect(push.claims).toMatchObject({
      aud: new URL(owner.subscription.endpoint).origin,
      sub: t.config.vapidSubject,
    });
    const devices = (await call(owner.cookie, 'GET', '/api/push/devices')).json<PushDevice[]>();
    expect(devices).toEqual([
      expect.objectContaining({
        device: 'Chrome on Android',
        topics: ALL_TOPICS,
        lastPushedAt: expect.any(String),
      }),
    ]);
  });

  it("writes a push in its member's language", async () => {
    const owner = await memberWithPush();
    await t.db.execute(sql`UPDATE users SET language = 'bn' WHERE id = ${owner.record.id}::uuid`);
    await storeCardOf(owner.universityId);
    const push = await pushService.nextPush(owner.subscription.endpoint);
    expect(push.payload.title).toMatch(/[\u0980-\u09FF]/u);
    expect(push.payload.title).not.toBe('An item with your university ID was found');
  });

  it('pushes only the alerts a device asked for, and only to its member', async () => {
    const quiet = await memberWithPush(['claims']);
    const bystander = await memberWithPush();
    await storeCardOf(quiet.universityId);
    expect(pushService.count(quiet.subscription.endpoint)).toBe(0);
    expect(pushService.count(bystander.subscription.endpoint)).toBe(0);
    const [{ n }] = (await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE user_id = ${quiet.record.id}::uuid`,
      z.object({ n: z.number() }),
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('forgets a subscription its push service says is gone', async () => {
    const owner = await memberWithPush();
    pushService.expire(owner.subscription.endpoint);
    await storeCardOf(owner.universityId);
    expect(pushService.count(owner.subscription.endpoint)).toBe(1);
    expect((await call(owner.cookie, 'GET', '/api/push/devices')).json()).toEqual([]);
    const [left] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM jobs WHERE kind = 'push'`,
      z.object({ n: z.number() }),
    );
    expect(left!.n).toBe(0);
  });

  it('turns push on, changes and off per browser, and a shared browser follows whoever turned it on last', async () => {
    const member = await t.signInMember();
    const other = await t.signInMember();
    const subscription = pushService.subscribe();
    const url = `/api/push/subscription?endpoint=${encodeURIComponent(subscription.endpoint)}`;
    expect((await call(member.cookie, 'GET', url)).json()).toEqual({ subscribed: false, topics: [] });
    await call(member.cookie, 'PUT', '/api/push/subscription', {
      ...subscription,
      topics: ['matches', 'matches'],
    });
    expect((await call(member.cookie, 'GET', url)).json<ThisDevice>()).toEqual({
      subscribed: true,
      topics: ['matches'],
    });
    await call(other.cookie, 'PUT', '/api/push/subscription', { ...subscription, topics: ALL_TOPICS });
    expect((await call(member.cookie, 'GET', url)).json()).toEqual({ subscribed: false, topics: [] });
    expect((await call(other.cookie, 'GET', url)).json()).toEqual({ subscribed: true, topics: ALL_TOPICS });
    // Nobody turns push off in someone else's browser.
    expect((await call(member.cookie, 'DELETE', url)).statusCode).toBe(200);
    const [device] = (await call(other.cookie, 'GET', '/api/push/devices')).json<PushDevice[]>();
    expect(device).toBeDefined();
    expect((await call(member.cookie, 'DELETE', `/api/push/devices/${device!._id}`)).statusCode).toBe(404);
    expect((await call(other.cookie, 'DELETE', `/api/push/devices/${device!._id}`)).statusCode).toBe(200);
    expect((await call(other.cookie, 'GET', '/api/push/devices')).json()).toEqual([]);
  });

  it('refuses a subscription that is not one, with a message', async () => {
    const member = await t.signInMember();
    const subscription = pushService.subscribe();
    const refused = async (payload: object) => {
      const response = await call(member.cookie, 'PUT', '/api/push/subscription', payload);
      expect(response.statusCode, response.body).toBe(400);
      return response.json<{ message: string }>().message;
    };
    expect(await refused({ ...subscription, endpoint: 'http://127.0.0.1/push', topics: [] })).toBe(
      'The push endpoint is not an https address',
    );
    expect(await refused({ ...subscription, topics: ['everything'] })).toBe('This is not a kind of alert');
    expect(
      await refused({ ...subscription, keys: { p256dh: 'short', auth: subscription.keys.auth }, topics: [] }),
    ).toBe("The subscription's p256dh key is not valid");
    expect(await refused({ endpoint: subscription.endpoint, topics: [] })).toBe(
      'The push subscription has no keys',
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/push/key' })).statusCode).toBe(401);
  });
});
