import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Belonging,
  FinderConversation,
  FinderReply,
  ReceivedFinderMessage,
  SentFinderMessage,
} from '#shared/schemas/belonging';
import { REPLY_KEY } from '#shared/schemas/belonging';
import type { AppNotification } from '#shared/schemas/notification';
import { startPushService, type PushService } from '#tests/support/push-service';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import { deleteUnusedImages, UNUSED_IMAGE_GRACE_MS } from '#server/services/images/delete-unused-images';
import { uploadedPhotoWithGps } from '#server/services/images/test-images';

const laptop = {
  name: 'Laptop',
  category: 'Laptop',
  color: 'Silver',
  brand: 'Lenovo',
  model: 'ThinkPad E14',
  serialNumber: 'PF-3K2L9Q',
  marks: 'A blue sticker of a cat on the lid',
  privateNote: 'Receipt in my desk drawer',
};

describe.each(databaseKinds)('my belongings and their stickers on %s', (kind) => {
  let t: TestApp;
  let pushService: PushService;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp(kind, {}, { pushAgent: pushService.agent });
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  const call: TestApp['call'] = (...args) => t.call(...args);

  it('keeps photos of a belonging, metadata stripped, shown to its owner alone', async () => {
    const owner = await t.signInMember();
    const stranger = await t.signInMember();
    const upload = (cookie: string) => uploadedPhotoWithGps(t.app, cookie);
    const [front, back] = [await upload(owner.cookie), await upload(owner.cookie)];
    const created = await call(owner.cookie, 'POST', '/api/belongings', { ...laptop, photoUrls: [front] });
    expect(created.statusCode, created.body).toBe(201);
    const belonging = created.json<Belonging>();
    expect(belonging.photoUrls).toEqual([front]);
    const changed = await call(owner.cookie, 'PUT', `/api/belongings/${belonging._id}`, {
      ...laptop,
      photoUrls: [front, back],
    });
    expect(changed.json<Belonging>().photoUrls).toEqual([front, back]);
    expect((await call(owner.cookie, 'GET', '/api/belongings')).json<Belonging[]>()[0]!.photoUrls).toEqual([
      front,
      back,
    ]);

    // The owner sees the photo, re-encoded without its GPS position; nobody else learns it exists.
    const served = await call(owner.cookie, 'GET', front);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/^private/);
    expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    expect((await call(owner.cookie, 'GET', front.replace('detail.webp', 'card.webp'))).statusCode).toBe(200);
    for (const cookie of [stranger.cookie, undefined, (await t.signInAdmin()).cookie]) {
      const refused = await call(cookie, 'GET', back);
      expect(refused.statusCode).toBe(404);
      expect(refused.rawPayload.includes(Buffer.from('RIFF'))).toBe(false);
    }
    // The finder's page never shows them.
    expect((await call(undefined, 'GET', `/api/stickers/${belonging.stickerCode}`)).body).not.toContain(
      '/api/images/',
    );

    // Another's upload (a found item's photo in the gallery) cannot be made private by naming it.
    const theirs = await upload(stranger.cookie);
    const taken = await call(owner.cookie, 'PUT', `/api/belongings/${belonging._id}`, {
      ...laptop,
      photoUrls: [theirs],
    });
    expect(taken.statusCode).toBe(400);
    expect((await call(undefined, 'GET', theirs)).statusCode).toBe(200);
    const tooMany = await call(owner.cookie, 'PUT', `/api/belongings/${belonging._id}`, {
      ...laptop,
      photoUrls: [1, 2, 3, 4, 5].map((n) => front.replace(/[0-9a-f]{8}-/, `0000000${n}-`)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 4 photos/i);

    // Photos a belonging names are kept by the sweep of unused uploads; removed ones go.
    await call(owner.cookie, 'PUT', `/api/belongings/${belonging._id}`, { ...laptop, photoUrls: [back] });
    const deleted = await deleteUnusedImages(t.db, new Date(Date.now() + 2 * UNUSED_IMAGE_GRACE_MS));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect((await call(owner.cookie, 'GET', back)).statusCode).toBe(200);
    expect((await call(owner.cookie, 'GET', front)).statusCode).toBe(404);
  });

  it('registers, lists, changes and removes a member’s belongings, each visible to its owner alone', async () => {
    const owner = await t.signInMember();
    const other = await t.signInMember();
    const created = await call(owner.cookie, 'POST', '/api/belongings', laptop);
    expect(created.statusCode, created.body).toBe(201);
    const belonging = created.json<Belonging>();
    expect(belonging).toMatchObject({
      ...laptop,
      stickerCode: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{16}$/),
    });
    expect((await call(owner.cookie, 'GET', '/api/belongings')).json()).toEqual([belonging]);
    expect((await call(other.cookie, 'GET', '/api/belongings')).json()).toEqual([]);

    const changed = await call(owner.cookie, 'PUT', `/api/belongings/${belonging._id}`, {
      name: 'Work laptop',
      category: 'Laptop',
    });
    expect(changed.json<Belonging>()).toMatchObject({
      name: 'Work laptop',
      serialNumber: '',
      privateNote: '',
    });
    expect((await call(other.cookie, 'PUT', `/api/belongings/${belonging._id}`, laptop)).statusCode).toBe(
      404,
    );
    expect((await call(other.cookie, 'DELETE', `/api/belongings/${belonging._id}`)).statusCode).toBe(404);
    expect((await call(owner.cookie, 'DELETE', `/api/belongings/${belonging._id}`)).statusCode).toBe(200);
    expect((await call(owner.cookie, 'GET', '/api/belongings')).json()).toEqual([]);
    expect((await call(undefined, 'GET', '/api/belongings')).statusCode).toBe(401);
  });

  it('refuses a belonging without its name or category, with a message', async () => {
    const owner = await t.signInMember();
    const response = await call(owner.cookie, 'POST', '/api/belongings', { ...laptop, name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Please name the item');
    const noCategory = await call(owner.cookie, 'POST', '/api/belongings', { name: 'Umbrella' });
    expect(noCategory.json().message).toBe('Please choose a category');
    const unknown = await call(owner.cookie, 'POST', '/api/belongings', { ...laptop, category: 'Spaceship' });
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, 'Please choose a category']);
  });

  it('lets a stranger who scans the sticker write to the owner, who is told at once and stays unknown', async () => {
    const owner = await t.signInMember();
    const device = pushService.subscribe();
    await call(owner.cookie, 'PUT', '/api/push/subscription', { ...device, topics: ['finder-messages'] });
    const belonging = (await call(owner.cookie, 'POST', '/api/belongings', laptop)).json<Belonging>();

    const page = await call(undefined, 'GET', `/api/stickers/${belonging.stickerCode.toLowerCase()}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({ inUse: true, category: 'Laptop' });
    for (const secret of [owner.record.email, owner.record.name, laptop.serialNumber, laptop.privateNote]) {
      expect(page.body).not.toContain(secret);
    }

    const message = 'Found it in room 402 <a href="https://evil.example">click</a>, left it with security.';
    const sent = await call(undefined, 'POST', `/api/stickers/${belonging.stickerCode}/messages`, {
      message,
      contact: '01712345678',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.body).not.toContain(owner.record.email);

    const push = await pushService.nextPush(device.endpoint);
    expect(push.payload).toMatchObject({ title: 'Someone found your Laptop', url: '/user/belongings' });
    expect(push.payload.body).toContain(message);
    await t.app.jobs.idle();
    const [notice] = (await call(owner.cookie, 'GET', '/api/notifications')).json<AppNotification[]>();
    expect(notice).toMatchObject({ kind: 'finder-message', title: 'Someone found your Laptop' });
    expect(notice!.body).toContain('How to reach them: 01712345678');
    const [mail] = await queryRows(
      t.db,
      sql`SELECT html, text FROM dev_outbox WHERE "to" = ${owner.record.email}`,
      z.object({ html: z.string(), text: z.string() }),
    );
    expect(mail!.text).toContain('room 402');
    expect(mail!.html).not.toContain('<a href="https://evil.example">');

    const received = (await call(owner.cookie, 'GET', '/api/belongings/finder-messages')).json<
      ReceivedFinderMessage[]
    >();
    expect(received).toEqual([
      expect.objectContaining({
        belongingId: belonging._id,
        belongingName: 'Laptop',
        message,
        contact: '01712345678',
      }),
    ]);
    const stranger = await t.signInMember();
    expect((await call(stranger.cookie, 'GET', '/api/belongings/finder-messages')).json()).toEqual([]);
  });

  /** Every email address and phone number written in an answer's body. */
  const contactsIn = (body: string) => [
    ...(body.match(/[^\s"@]+@[^\s"@]+/g) ?? []),
    ...(body.match(/(?:\+?88)?01\d{9}/g) ?? []),
  ];

  it('lets the owner answer a finder, who reads it and writes again through a private link, neither seeing the other’s email or phone', async () => {
    const owner = await t.signInMember();
    const ownerPhone = '01898765432';
    await t.db.execute(sql`UPDATE users SET phone = ${ownerPhone} WHERE id = ${owner.record.id}::uuid`);
    const device = pushService.subscribe();
    await call(owner.cookie, 'PUT', '/api/push/subscription', { ...device, topics: ['finder-messages'] });
    const belonging = (await call(owner.cookie, 'POST', '/api/belongings', laptop)).json<Belonging>();
    const ownerSecrets = [
      owner.record.email,
      owner.record.name,
      ownerPhone,
      laptop.serialNumber,
      laptop.privateNote,
    ];

    // The finder writes from an address of their own, and gives no way to reach them.
    const finderAddress = '203.0.113.77';
    const finder = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url, remoteAddress: finderAddress, ...(payload ? { payload } : {}) });
    const sent = await finder('POST', `/api/stickers/${belonging.stickerCode}/messages`, {
      message: 'Found it in room 402, left it with security.',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { replyKey } = sent.json<SentFinderMessage>();
    expect(replyKey).toMatch(REPLY_KEY);
    expect(sent.headers['cache-control']).toBe('no-store');
    // Only the key's hash is kept.
    const kept = await queryRows(
      t.db,
      sql`SELECT id FROM finder_messages WHERE reply_key_hash = ${replyKey}`,
      z.object({ id: z.string() }),
    );
    expect(kept).toEqual([]);
    await pushService.nextPush(device.endpoint);

    const link = `/api/finder-conversations/${replyKey}`;
    const before = await finder('GET', link);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({
      category: 'Laptop',
      message: 'Found it in room 402, left it with security.',
      sentAt: expect.any(String),
      replies: [],
    });

    const [first] = (await call(owner.cookie, 'GET', '/api/belongings/finder-messages')).json<
      ReceivedFinderMessage[]
    >();
    expect(first).toMatchObject({ canReply: true, replies: [], contact: '' });
    const answer = 'Thank you! I will collect it from the security office at <b>noon</b>.';
    const replied = await call(
      owner.cookie,
      'POST',
      `/api/belongings/finder-messages/${first!._id}/replies`,
      {
        message: `  ${answer}  `,
      },
    );
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json()).toEqual([
      { _id: expect.any(String), author: 'owner', message: answer, sentAt: expect.any(String) },
    ]);
    // Nobody but the owner answers for them.
    const stranger = await t.signInMember();
    const notTheirs = await call(
      stranger.cookie,
      'POST',
      `/api/belongings/finder-messages/${first!._id}/replies`,
      {
        message: 'It is mine, give it to me.',
      },
    );
    expect([notTheirs.statusCode, notTheirs.json().message]).toEqual([
      404,
      'This message could not be found.',
    ]);
    const empty = await call(owner.cookie, 'POST', `/api/belongings/finder-messages/${first!._id}/replies`, {
      message: '   ',
    });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Please write a message.']);

    // The finder reads the answer as text, and nothing of who wrote it.
    const read = await finder('GET', link);
    expect(read.json<FinderConversation>().replies).toEqual([
      expect.objectContaining({ author: 'owner', message: answer }),
    ]);
    expect(Object.keys(read.json<object>()).sort()).toEqual(['category', 'message', 'replies', 'sentAt']);
    for (const secret of ownerSecrets) expect(read.body).not.toContain(secret);
    expect(contactsIn(read.body)).toEqual([]);

    // The finder writes again; the owner is told as of a first message.
    const again = await finder('POST', `${link}/messages`, { message: 'Noon is fine, I will be there too.' });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<FinderConversation>().replies.map((reply) => reply.author)).toEqual([
      'owner',
      'finder',
    ]);
    for (const secret of ownerSecrets) expect(again.body).not.toContain(secret);
    const push = await pushService.nextPush(device.endpoint, 1);
    expect(push.payload).toMatchObject({
      title: 'The finder of your Laptop wrote again',
      url: '/user/belongings',
    });
    expect(push.payload.body).toContain('Noon is fine');

    // The owner's side names no address, email or phone of the finder.
    const ownersView = await call(owner.cookie, 'GET', '/api/belongings/finder-messages');
    const [conversation] = ownersView.json<ReceivedFinderMessage[]>();
    expect(conversation!.replies.map((reply: FinderReply) => [reply.author, reply.message])).toEqual([
      ['owner', answer],
      ['finder', 'Noon is fine, I will be there too.'],
    ]);
    expect(ownersView.body).not.toContain(finderAddress);
    expect(contactsIn(ownersView.body)).toEqual([]);
    const [notice] = (await call(owner.cookie, 'GET', '/api/notifications')).json<AppNotification[]>();
    expect(notice!.body).not.toContain(finderAddress);

    // A key never given, half a key, and a link whose belonging is gone open nothing.
    const unknown = await finder('GET', `/api/finder-conversations/${'A'.repeat(40)}`);
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      404,
      'This link does not open a conversation. The owner may have removed the item from their belongings.',
    ]);
    const half = await finder('GET', `/api/finder-conversations/${replyKey.slice(0, 20)}`);
    expect([half.statusCode, half.json().message]).toEqual([
      400,
      'This link is not complete. Please open the whole link you were given.',
    ]);
    await call(owner.cookie, 'DELETE', `/api/belongings/${belonging._id}`);
    expect((await finder('GET', link)).statusCode).toBe(404);
    expect((await finder('POST', `${link}/messages`, { message: 'Hello again?' })).statusCode).toBe(404);
  });

  it('keeps a message sent before there were links from being answered, and a conversation to fifty replies', async () => {
    const owner = await t.signInMember();
    const belonging = (await call(owner.cookie, 'POST', '/api/belongings', laptop)).json<Belonging>();
    const [old] = await queryRows(
      t.db,
      sql`INSERT INTO finder_messages (belonging_id, message) VALUES (${belonging._id}::uuid, 'Found it by the lake.')
          RETURNING id`,
      z.object({ id: z.string() }),
    );
    const [listed] = (await call(owner.cookie, 'GET', '/api/belongings/finder-messages')).json<
      ReceivedFinderMessage[]
    >();
    expect(listed).toMatchObject({ _id: old!.id, canReply: false, replies: [] });
    const refused = await call(owner.cookie, 'POST', `/api/belongings/finder-messages/${old!.id}/replies`, {
      message: 'Thank you!',
    });
    expect(refused.statusCode).toBe(404);

    const { replyKey } = (
      await call(undefined, 'POST', `/api/stickers/${belonging.stickerCode}/messages`, {
        message: 'Found it in the canteen, it is with me.',
      })
    ).json<SentFinderMessage>();
    const [current] = (await call(owner.cookie, 'GET', '/api/belongings/finder-messages')).json<
      ReceivedFinderMessage[]
    >();
    await t.db.execute(sql`INSERT INTO finder_replies (finder_message_id, author, message)
          SELECT ${current!._id}::uuid, 'finder', 'Still here.' FROM generate_series(1, 49)`);
    const last = await call(owner.cookie, 'POST', `/api/belongings/finder-messages/${current!._id}/replies`, {
      message: 'Coming now.',
    });
    expect(last.statusCode).toBe(201);
    const full = await call(undefined, 'POST', `/api/finder-conversations/${replyKey}/messages`, {
      message: 'Are you coming?',
    });
    expect([full.statusCode, full.json().code]).toEqual([409, 'CONVERSATION_FULL']);
    expect(full.json().message).toBe(
      'This conversation already has 50 replies, the most it can hold. Please meet at the security office instead.',
    );
  });

  it('stops a replaced or removed sticker from working', async () => {
    const owner = await t.signInMember();
    const belonging = (await call(owner.cookie, 'POST', '/api/belongings', laptop)).json<Belonging>();
    const replaced = (
      await call(owner.cookie, 'POST', `/api/belongings/${belonging._id}/sticker-code`)
    ).json<Belonging>();
    expect(replaced.stickerCode).not.toBe(belonging.stickerCode);
    const old = await call(undefined, 'GET', `/api/stickers/${belonging.stickerCode}`);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(
      'This sticker is not in use any more. Please hand the item in at the security office.',
    );
    const write = await call(undefined, 'POST', `/api/stickers/${belonging.stickerCode}/messages`, {
      message: 'I found this near the library.',
    });
    expect(write.statusCode).toBe(404);
    expect((await call(undefined, 'GET', `/api/stickers/${replaced.stickerCode}`)).statusCode).toBe(200);
    await call(owner.cookie, 'DELETE', `/api/belongings/${belonging._id}`);
    expect((await call(undefined, 'GET', `/api/stickers/${replaced.stickerCode}`)).statusCode).toBe(404);
    const bad = await call(undefined, 'GET', '/api/stickers/not-a-code');
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'This is not a sticker code']);
    const short = await call(undefined, 'POST', `/api/stickers/${replaced.stickerCode}/messages`, {
      message: 'hi',
    });
    expect([short.statusCode, short.json().message]).toEqual([400, 'Message must be at least 10 characters']);
  });
});
