import type { HTTPMethods } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ClaimConversation,
  ClaimMessage,
  ClaimMessageTemplate,
} from '#shared/schemas/claim-conversation';
import type { MyClaimEntry } from '#shared/schemas/claim';
import type { ItemHistoryEntry } from '#shared/schemas/activity-log';
import { queryRows } from '#server/db/client';
import { devOutbox, FIRST_DESK_ID } from '#server/db/schema';
import { uploadedPhotoWithGps } from '#server/services/images/test-images';
import { foundPayload } from '#server/routes/api/found-reports/found-report-fixtures';
import { startPushService, type PushService } from '#tests/support/push-service';
import {
  createTestApp,
  databaseKinds,
  OUT_OF_REACH_LIMITS,
  type SignedIn,
  type TestApp,
} from '#tests/support/test-app';

type Member = SignedIn<{ id: string; email: string; name: string }>;
/** A member may write this many messages an hour here, so the limit is reached in a few calls. */
const MEMBER_MESSAGES = 6;

describe.each(databaseKinds)("a claim's conversation on %s", (kind) => {
  let t: TestApp;
  let pushService: PushService;
  let admin: SignedIn<{ id: string; name: string }>;
  let finder: Member;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp(
      kind,
      { LIMITS: `${OUT_OF_REACH_LIMITS},claim-messages=${MEMBER_MESSAGES}/1h` },
      { pushAgent: pushService.agent },
    );
    admin = await t.signInAdmin();
    finder = await t.signInMember();
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  const call: TestApp['call'] = (...args) => t.call(...args);

  /** A stored item and a pending claim on it by a new member. */
  async function claimedItem(itemName = 'Black Phone') {
    const created = await call(finder.cookie, 'POST', '/api/found-reports', foundPayload({ itemName }));
    const { reportId, _id } = created.json<{ reportId: string; _id: string }>();
    expect((await call(admin.cookie, 'PATCH', `/api/found-reports/${reportId}/store`)).statusCode).toBe(200);
    const claimant = await t.signInMember();
    const claimed = await call(claimant.cookie, 'PATCH', `/api/found-reports/${reportId}/claim`, {
      message: 'Black phone with a cracked corner',
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    return { reportId, itemId: _id, claimant, claimId: claimed.json<{ claimId: string }>().claimId };
  }

  const write = (cookie: string | undefined, claimId: string, payload: unknown) =>
    call(cookie, 'POST', `/api/claims/${claimId}/messages`, payload);

  const thread = async (cookie: string, claimId: string) => {
    const response = await call(cookie, 'GET', `/api/claims/${claimId}/messages`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ClaimConversation>();
  };

  it('is read and written only by its claimant and staff', async () => {
    const { claimId, claimant } = await claimedItem();
    const stranger = await t.signInMember();
    const question = { text: 'Please describe the lock screen.' };
    const cases: { method: HTTPMethods; url: string; payload?: unknown; expected: Record<string, number> }[] =
      [
        {
          method: 'GET',
          url: `/api/claims/${claimId}/messages`,
          expected: { anonymous: 401, stranger: 404, claimant: 200, admin: 200 },
        },
        {
          method: 'POST',
          url: `/api/claims/${claimId}/messages`,
          payload: question,
          expected: { anonymous: 401, stranger: 404, claimant: 200, admin: 200 },
        },
        {
          method: 'PATCH',
          url: `/api/claims/${claimId}/messages/read`,
          payload: {},
          expected: { anonymous: 401, stranger: 404, claimant: 200, admin: 200 },
        },
        {
          method: 'GET',
          url: `/api/claims/${claimId}/message-templates`,
          expected: { anonymous: 401, stranger: 403, claimant: 403, admin: 200 },
        },
        {
          method: 'GET',
          url: '/api/claims/CLM999999/messages',
          expected: { claimant: 404, admin: 404 },
        },
      ];
    const cookies: Record<string, string | undefined> = {
      anonymous: undefined,
      stranger: stranger.cookie,
      claimant: claimant.cookie,
      admin: admin.cookie,
    };
    for (const entry of cases) {
      for (const [who, status] of Object.entries(entry.expected)) {
        const response = await call(cookies[who], entry.method, entry.url, entry.payload);
        expect({ who, url: entry.url, status: response.statusCode }).toEqual({ who, url: entry.url, status });
      }
    }
    // What the stranger tried left nothing behind.
    expect((await thread(admin.cookie, claimId)).messages).toHaveLength(2);
  });

  it('carries a question from the office to the claimant by bell, push and mail, and a photo back', async () => {
    const { claimId, claimant, reportId, itemId } = await claimedItem('Silver Phone');
    const subscription = pushService.subscribe();
    const subscribed = await call(claimant.cookie, 'PUT', '/api/push/subscription', {
      ...subscription,
      topics: ['messages'],
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);

    const templates = await call(admin.cookie, 'GET', `/api/claims/${claimId}/message-templates`);
    const lockScreen = templates.json<ClaimMessageTemplate[]>().find((one) => one.title === 'Lock screen');
    expect(lockScreen?.text).toBe('Please describe the lock screen or wallpaper of the device.');

    const asked = await write(admin.cookie, claimId, { text: lockScreen!.text });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json<ClaimMessage>()).toMatchObject({
      fromOffice: true,
      authorName: admin.record.name,
      text: lockScreen!.text,
      imageUrl: null,
    });

    // The bell, at once.
    const [notice] = await queryRows(
      t.db,
      sql`SELECT title, body, link FROM notifications WHERE user_id = ${claimant.record.id}::uuid AND kind = 'claim-message'`,
      z.object({ title: z.string(), body: z.string(), link: z.string() }),
    );
    expect(notice!.link).toBe(`/user/my-items?claim=${claimId}`);
    const bell = await call(claimant.cookie, 'GET', '/api/notifications?limit=5');
    expect(bell.body).toContain(`New message about your claim ${claimId}`);
    // The push, to the device that wants messages.
    const push = await pushService.nextPush(subscription.endpoint);
    expect(push.payload).toMatchObject({
      title: `New message about your claim ${claimId}`,
      topic: 'messages',
    });
    expect(push.payload.body).toContain(lockScreen!.text);
    // The mail, with the message in it.
    await t.app.jobs.idle();
    const mails = await t.db.select().from(devOutbox).where(eq(devOutbox.to, claimant.record.email));
    expect(mails.map((mail) => mail.text).join('\n')).toContain(lockScreen!.text);

    // Unread for the claimant, in My Items and in the thread; reading it clears both and the bell's notice.
    const mine = await call(claimant.cookie, 'GET', '/api/claims/mine');
    expect(mine.json<MyClaimEntry[]>().find((one) => one.claimId === claimId)?.unreadMessages).toBe(1);
    const unread = await thread(claimant.cookie, claimId);
    expect(unread).toMatchObject({ status: 'pending', readOnly: false, unread: 1 });
    expect(unread.messages[0]).toMatchObject({ fromOffice: true, unread: true });
    expect(
      (await call(claimant.cookie, 'PATCH', `/api/claims/${claimId}/messages/read`, {})).statusCode,
    ).toBe(200);
    expect((await thread(claimant.cookie, claimId)).unread).toBe(0);
    const [read] = await queryRows(
      t.db,
      sql`SELECT read_at IS NOT NULL AS read FROM notifications WHERE user_id = ${claimant.record.id}::uuid AND kind = 'claim-message'`,
      z.object({ read: z.boolean() }),
    );
    expect(read!.read).toBe(true);

    // The claimant answers with a photo, its metadata stripped by the upload.
    const photo = await uploadedPhotoWithGps(t.app, claimant.cookie);
    const answered = await write(claimant.cookie, claimId, { text: 'A cat on a sofa.', imageUrl: photo });
    expect(answered.statusCode, answered.body).toBe(200);
    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
    const onlyPhoto = await write(claimant.cookie, claimId, { imageUrl: photo });
    expect(onlyPhoto.statusCode, onlyPhoto.body).toBe(200);

    // Staff see both as unread, oldest first (newest at the bottom), until the office reads them.
    const office = await thread(admin.cookie, claimId);
    expect(office.unread).toBe(2);
    expect(office.messages.map((one) => [one.fromOffice, one.text, one.imageUrl])).toEqual([
      [true, lockScreen!.text, null],
      [false, 'A cat on a sofa.', photo],
      [false, '', photo],
    ]);
    expect(office.messages[1]!.authorName).toBeNull();
    await call(admin.cookie, 'PATCH', `/api/claims/${claimId}/messages/read`, {});
    expect((await thread(admin.cookie, claimId)).unread).toBe(0);
    // Another admin reads for the same office.
    const colleague = await t.signInAdmin();
    expect((await thread(colleague.cookie, claimId)).unread).toBe(0);
    // The claimant's own messages never count as unread for them.
    expect((await thread(claimant.cookie, claimId)).unread).toBe(0);

    // Every message is in the item's history, with its words.
    const history = await call(admin.cookie, 'GET', `/api/found-reports/details/${itemId}/history`);
    const lines = history.json<ItemHistoryEntry[]>().filter((line) => line.kind === 'claim_message');
    expect(lines.map((line) => [line.actor.kind, line.claimId, line.note])).toEqual([
      ['admin', claimId, lockScreen!.text],
      ['member', claimId, 'A cat on a sofa. [photo]'],
      ['member', claimId, '[photo]'],
    ]);
    expect(reportId).toMatch(/^FND/);
  });

  it('refuses a message with nothing in it, too long, or a photo not uploaded here', async () => {
    const { claimId, claimant } = await claimedItem();
    const refusals: [string, unknown][] = [
      ['no text and no photo', {}],
      ['only spaces', { text: '   ' }],
      ['text that is not text', { text: 42 }],
      ['too long', { text: 'x'.repeat(2001) }],
      ['a photo elsewhere', { imageUrl: 'https://example.com/a.jpg' }],
      [
        'a photo never uploaded',
        { imageUrl: '/api/images/5d1f0a8e-2c3b-4e7f-9a10-6b2d8c4e1f37/detail.webp' },
      ],
    ];
    for (const [what, payload] of refusals) {
      const response = await write(claimant.cookie, claimId, payload);
      expect({ what, status: response.statusCode }).toEqual({ what, status: 400 });
      expect(typeof response.json().message).toBe('string');
    }
    expect((await thread(claimant.cookie, claimId)).messages).toHaveLength(0);
  });

  it("keeps a rejected claim's thread to read, and writes nothing more on it", async () => {
    const { claimId, claimant } = await claimedItem();
    expect((await write(claimant.cookie, claimId, { text: 'It is mine.' })).statusCode).toBe(200);
    const rejected = await call(admin.cookie, 'PATCH', `/api/claims/${claimId}/reject`, {
      reason: 'Not the owner',
    });
    expect(rejected.statusCode).toBe(200);
    for (const cookie of [claimant.cookie, admin.cookie]) {
      const refused = await write(cookie, claimId, { text: 'One more thing' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONVERSATION_READ_ONLY' });
    }
    const kept = await thread(claimant.cookie, claimId);
    expect(kept).toMatchObject({ status: 'rejected', readOnly: true });
    expect(kept.messages.map((one) => one.text)).toEqual(['It is mine.']);
  });

  it("limits a member's messages, and a refused one costs nothing", async () => {
    const { claimId, claimant } = await claimedItem();
    expect((await write(claimant.cookie, claimId, {})).statusCode).toBe(400);
    for (let sent = 0; sent < MEMBER_MESSAGES; sent += 1) {
      expect((await write(claimant.cookie, claimId, { text: `Detail ${sent}` })).statusCode).toBe(200);
    }
    const refused = await write(claimant.cookie, claimId, { text: 'And another' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Staff have an allowance of their own.
    expect((await write(admin.cookie, claimId, { text: 'Thank you, that is enough.' })).statusCode).toBe(200);
    expect((await thread(claimant.cookie, claimId)).messages).toHaveLength(MEMBER_MESSAGES + 1);
  });

  it('keeps the staff templates as data admins add, change, reorder and remove, in every language', async () => {
    type Managed = { _id: string; texts: Record<string, { title: string; text: string }> };
    const list = async () => {
      const response = await call(admin.cookie, 'GET', '/api/claim-message-templates');
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Managed[]>();
    };
    const seeded = await list();
    expect(seeded.map((one) => one.texts.en!.title)).toEqual([
      'Lock screen',
      'Marks',
      'Contents',
      'Photo',
      'ID card',
    ]);
    expect(seeded[0]!.texts.bn!.title).toBe('লক স্ক্রিন');

    // Settings of the whole office: desk staff use the templates on their claims but do not keep them.
    const staff = await t.signInStaff([FIRST_DESK_ID]);
    expect((await call(staff.cookie, 'GET', '/api/claim-message-templates')).statusCode).toBe(403);

    const wallet = {
      en: { title: 'Cards', text: 'Please tell us which cards are in the wallet.' },
      bn: { title: 'কার্ড', text: 'অনুগ্রহ করে জানান, মানিব্যাগে কোন কোন কার্ড আছে।' },
    };
    const onlyEnglish = await call(admin.cookie, 'POST', '/api/claim-message-templates', {
      texts: { en: wallet.en },
    });
    expect(onlyEnglish.statusCode).toBe(400);
    const blankTitle = await call(admin.cookie, 'POST', '/api/claim-message-templates', {
      texts: { ...wallet, bn: { title: '  ', text: wallet.bn.text } },
    });
    expect(blankTitle.statusCode).toBe(400);
    expect(blankTitle.body).toContain('Please give the template a title');

    const added = await call(admin.cookie, 'POST', '/api/claim-message-templates', { texts: wallet });
    expect(added.statusCode, added.body).toBe(201);
    const cards = added.json<Managed>();
    expect((await list()).at(-1)).toEqual(cards);

    const changed = await call(admin.cookie, 'PUT', `/api/claim-message-templates/${cards._id}`, {
      texts: { ...wallet, bn: { title: 'কার্ডগুলো', text: wallet.bn.text } },
    });
    expect(changed.statusCode, changed.body).toBe(200);

    // The composer offers them in each claimant's own language, in the admins' order.
    const ids = (await list()).map((one) => one._id);
    const reordered = await call(admin.cookie, 'PUT', '/api/claim-message-templates/order', {
      ids: [cards._id, ...ids.filter((id) => id !== cards._id)],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    const { claimId, claimant } = await claimedItem('Brown Wallet');
    const offered = async () =>
      (await call(staff.cookie, 'GET', `/api/claims/${claimId}/message-templates`)).json<
        ClaimMessageTemplate[]
      >();
    expect((await offered())[0]).toEqual({ _id: cards._id, ...wallet.en });
    await t.db.execute(sql`UPDATE users SET language = 'bn' WHERE id = ${claimant.record.id}::uuid`);
    expect((await offered())[0]).toEqual({ _id: cards._id, title: 'কার্ডগুলো', text: wallet.bn.text });

    // An order made before another admin's change names the wrong templates: refused, nothing moves.
    const stale = await call(admin.cookie, 'PUT', '/api/claim-message-templates/order', {
      ids: ids.slice(1),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'TEMPLATES_CHANGED' });
    expect((await list())[0]!._id).toBe(cards._id);
    const twice = await call(admin.cookie, 'PUT', '/api/claim-message-templates/order', {
      ids: [ids[0], ids[0]],
    });
    expect(twice.statusCode).toBe(400);

    expect((await call(admin.cookie, 'DELETE', `/api/claim-message-templates/${cards._id}`)).statusCode).toBe(
      200,
    );
    expect((await call(admin.cookie, 'DELETE', `/api/claim-message-templates/${cards._id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(admin.cookie, 'PUT', `/api/claim-message-templates/${cards._id}`, { texts: wallet }))
        .statusCode,
    ).toBe(404);
    expect((await list()).map((one) => one._id)).toEqual(ids.filter((id) => id !== cards._id));
  });

  it("lists the threads the office owes an answer, newest first, and desk staff their desks' alone", async () => {
    type Row = { claimId: string; reportId: string; lastText: string; lastHasPhoto: boolean; unread: number };
    const inbox = async (cookie: string, query = '') => {
      const response = await call(cookie, 'GET', `/api/claim-conversations/unanswered${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Row[]>();
    };
    const waiting = await claimedItem('Grey Umbrella');
    const answered = await claimedItem('Red Bottle');
    const elsewhere = await claimedItem('Blue Scarf');
    const [hall] = await queryRows(
      t.db,
      sql`INSERT INTO desks (name, place, position) VALUES ('Hall Desk', 'Hall, ground floor', 99) RETURNING id`,
      z.object({ id: z.string() }),
    );
    await t.db.execute(
      sql`UPDATE found_reports SET desk_id = ${hall!.id}::uuid WHERE report_id = ${elsewhere.reportId}`,
    );
    const staff = await t.signInStaff([FIRST_DESK_ID]);

    expect(
      (await write(waiting.claimant.cookie, waiting.claimId, { text: 'It has a wooden handle.' })).statusCode,
    ).toBe(200);
    expect(
      (await write(waiting.claimant.cookie, waiting.claimId, { text: 'And a torn strap.' })).statusCode,
    ).toBe(200);
    expect(
      (await write(answered.claimant.cookie, answered.claimId, { text: 'Mine has a dent.' })).statusCode,
    ).toBe(200);
    expect(
      (await write(admin.cookie, answered.claimId, { text: 'Thank you, we will check.' })).statusCode,
    ).toBe(200);
    expect(
      (await write(elsewhere.claimant.cookie, elsewhere.claimId, { text: 'It is knitted.' })).statusCode,
    ).toBe(200);

    const ours = (rows: Row[]) =>
      rows.filter((row) => [waiting, answered, elsewhere].some((one) => one.claimId === row.claimId));
    // The number beside the inbox's link counts what the inbox lists, in the same scope.
    const count = async (cookie: string, query = '') => {
      const response = await call(cookie, 'GET', `/api/claim-conversations/unanswered/count${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ count: number }>().count;
    };
    for (const [cookie, query] of [
      [admin.cookie, ''],
      [staff.cookie, ''],
      [admin.cookie, `?desk=${hall!.id}`],
    ] as const) {
      const limit = query ? '&limit=200' : '?limit=200';
      expect(await count(cookie, query)).toBe((await inbox(cookie, `${query}${limit}`)).length);
    }
    expect(await count(admin.cookie, `?desk=${hall!.id}`)).toBe(1);
    const staffCountBefore = await count(staff.cookie);
    expect(ours(await inbox(admin.cookie))).toMatchObject([
      { claimId: elsewhere.claimId, lastText: 'It is knitted.', unread: 1 },
      {
        claimId: waiting.claimId,
        reportId: waiting.reportId,
        lastText: 'And a torn strap.',
        lastHasPhoto: false,
        unread: 2,
      },
    ]);
    expect(ours(await inbox(staff.cookie)).map((row) => row.claimId)).toEqual([waiting.claimId]);
    expect(
      (await call(staff.cookie, 'GET', `/api/claim-conversations/unanswered?desk=${hall!.id}`)).statusCode,
    ).toBe(403);
    expect(ours(await inbox(admin.cookie, `?desk=${hall!.id}`)).map((row) => row.claimId)).toEqual([
      elsewhere.claimId,
    ]);

    // Read but not yet answered: still owed, with nothing unread; a closed thread is owed nothing.
    expect(
      (await call(admin.cookie, 'PATCH', `/api/claims/${waiting.claimId}/messages/read`)).statusCode,
    ).toBe(200);
    expect(ours(await inbox(staff.cookie))).toMatchObject([{ claimId: waiting.claimId, unread: 0 }]);
    expect(
      (
        await call(admin.cookie, 'PATCH', `/api/claims/${waiting.claimId}/reject`, {
          reason: 'Not the owner',
        })
      ).statusCode,
    ).toBe(200);
    expect(ours(await inbox(staff.cookie))).toEqual([]);
    expect(await count(staff.cookie)).toBe(staffCountBefore - 1);
    expect(
      (await call(staff.cookie, 'GET', `/api/claim-conversations/unanswered/count?desk=${hall!.id}`))
        .statusCode,
    ).toBe(403);
    expect((await call(finder.cookie, 'GET', '/api/claim-conversations/unanswered/count')).statusCode).toBe(
      403,
    );
    expect((await call(finder.cookie, 'GET', '/api/claim-conversations/unanswered')).statusCode).toBe(403);
    expect((await call(admin.cookie, 'GET', '/api/claim-conversations/unanswered?limit=0')).statusCode).toBe(
      400,
    );
  });
});
