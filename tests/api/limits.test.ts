import type { RouteOptions } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '#server/db/client';
import { devOutbox, limitCounters, notifications } from '#server/db/schema';
import {
  foundPayload,
  lostPayload,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { text } from '#server/lib/errors';
import { notifyMember } from '#server/services/notifications/notify-member';
import { createTestApp, databaseKinds, type SignedIn, type TestApp } from '#tests/support/test-app';

const countRow = z.object({ n: z.number() });

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type Person = SignedIn<{ id: string; email: string }>;

/** Low limits, so a test reaches them in a few requests. */
const LIMITS =
  'found-reports=3/1h,found-reports:admin=5/1h,lost-reports=2/1h,claims-per-item=2/1d,withdrawals=3/1d,alert-mails=2/1h,' +
  'finder-messages=3/1h,finder-messages-per-sticker=2/1h,finder-messages-per-conversation=2/1h,finder-replies=2/1h';

describe.each(databaseKinds)('limits on %s', (kind) => {
  let t: TestApp;
  let admin: Person;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { LIMITS }, { onRoute: (route) => routes.push(route) });
    admin = await t.signInAdmin();
  });
  afterAll(async () => t?.close());

  const call = (cookie: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const foundReportsOf = async (memberId: string) => {
    const [row] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM found_reports WHERE reported_by_user_id = ${memberId}::uuid`,
      countRow,
    );
    return row?.n;
  };

  it('refuses a member past their found reports with 429, Retry-After and a clear message, writing nothing', async () => {
    const member = await t.signInMember();
    for (let report = 0; report < 3; report += 1) {
      expect((await call(member.cookie, 'POST', '/api/found-reports', foundPayload())).statusCode).toBe(201);
    }
    const refused = await call(member.cookie, 'POST', '/api/found-reports', foundPayload());
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'You have reported many found items in a short time. Please try again in 60 minutes.',
      code: 'RATE_LIMITED',
      messageKey: 'errors.limitFoundReports',
      messageValues: { count: 60, unit: 'minute' },
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await foundReportsOf(member.record.id)).toBe(3);

    // Another member, and the same member once the window is over, report as usual.
    const other = await t.signInMember();
    expect((await call(other.cookie, 'POST', '/api/found-reports', foundPayload())).statusCode).toBe(201);
    await t.db
      .update(limitCounters)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(limitCounters.key, `found-reports:member:${member.record.id}`));
    expect((await call(member.cookie, 'POST', '/api/found-reports', foundPayload())).statusCode).toBe(201);
  });

  it('gives admins their own, higher limit', async () => {
    const desk = await t.signInAdmin();
    const entry = { ...foundPayload(), founder: personPayload(t) };
    const statuses: number[] = [];
    for (let report = 0; report < 6; report += 1) {
      statuses.push((await call(desk.cookie, 'POST', '/api/found-reports/manual-entry', entry)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('does not count a refused request: bad input and refusals cost the member nothing', async () => {
    const member = await t.signInMember();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const bad = await call(member.cookie, 'POST', '/api/lost-reports', lostPayload({ lost_date: 'soon' }));
      expect(bad.statusCode).toBe(400);
    }
    expect((await call(member.cookie, 'POST', '/api/lost-reports', lostPayload())).statusCode).toBe(201);
    expect((await call(member.cookie, 'POST', '/api/lost-reports', lostPayload())).statusCode).toBe(201);
    expect((await call(member.cookie, 'POST', '/api/lost-reports', lostPayload())).statusCode).toBe(429);
  });

  it('stops a claim and withdraw cycle on one item after the day’s few claims', async () => {
    const finder = await t.signInMember();
    const claimant = await t.signInMember();
    const created = await call(finder.cookie, 'POST', '/api/found-reports', foundPayload());
    const { reportId } = created.json<{ reportId: string }>();
    expect((await call(admin.cookie, 'PATCH', `/api/found-reports/${reportId}/store`)).statusCode).toBe(200);

    const statuses: number[] = [];
    for (let cycle = 0; cycle < 4; cycle += 1) {
      const claimed = await call(claimant.cookie, 'PATCH', `/api/found-reports/${reportId}/claim`, {
        message: 'A sticker of a red fox on the left strap',
      });
      statuses.push(claimed.statusCode);
      if (claimed.statusCode !== 200) continue;
      const { claimId } = claimed.json<{ claimId: string }>();
      expect((await call(claimant.cookie, 'PATCH', `/api/claims/${claimId}/withdraw`)).statusCode).toBe(200);
    }
    expect(statuses).toEqual([200, 200, 429, 429]);
    const [claims] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM claims c JOIN found_reports f ON f.id = c.found_report_id
          WHERE f.report_id = ${reportId}`,
      countRow,
    );
    expect(claims?.n).toBe(2);
  });

  it('holds across servers: two servers on one PostgreSQL share one count', async () => {
    if (kind !== 'postgres') return;
    const other = await t.anotherServer();
    const member = await t.signInMember();
    const post = (server: typeof t.app) =>
      server.inject({
        method: 'POST',
        url: '/api/found-reports',
        headers: { cookie: member.cookie },
        payload: foundPayload(),
      });
    const statuses = [];
    for (const server of [t.app, other, t.app, other, t.app]) statuses.push((await post(server)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // Its queue would take jobs of the tests below, which wait on this server's queue alone.
    await other.jobs.stop();
  });

  it('counts parallel requests exactly: of 12 at once, 3 are served', async () => {
    const member = await t.signInMember();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => call(member.cookie, 'POST', '/api/found-reports', foundPayload())),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 429)).toHaveLength(9);
    expect(await foundReportsOf(member.record.id)).toBe(3);
  });

  it('lets a finder write through a sticker a few times an hour, from one address and to one owner', async () => {
    const owner = await t.signInMember();
    const sticker = async () =>
      (await call(owner.cookie, 'POST', '/api/belongings', { name: 'Laptop', category: 'Laptop' })).json<{
        stickerCode: string;
      }>().stickerCode;
    const write = (code: string, remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/stickers/${code}/messages`,
        remoteAddress,
        payload: { message: 'Found it in room 402, left it with security.' },
      });
    const laptop = await sticker();
    for (let message = 0; message < 2; message += 1) {
      expect((await write(laptop, '198.51.100.7')).statusCode).toBe(201);
    }
    const perSticker = await write(laptop, '198.51.100.8');
    expect(perSticker.statusCode).toBe(429);
    expect(perSticker.json()).toMatchObject({
      code: 'RATE_LIMITED',
      messageKey: 'errors.limitFinderMessages',
    });
    expect(Number(perSticker.headers['retry-after'])).toBeGreaterThan(0);
    // The address wrote twice; a third message to another sticker is its last one.
    expect((await write(await sticker(), '198.51.100.7')).statusCode).toBe(201);
    const perAddress = await write(await sticker(), '198.51.100.7');
    expect(perAddress.statusCode).toBe(429);
    expect(perAddress.json().message).toBe(
      'You have sent many messages in a short time. Please try again in 60 minutes.',
    );
    const received = (await call(owner.cookie, 'GET', '/api/belongings/finder-messages')).json<unknown[]>();
    expect(received).toHaveLength(3);
  });

  it('lets an owner answer finders and a finder write again through their link a few times an hour', async () => {
    const owner = await t.signInMember();
    const { stickerCode } = (
      await call(owner.cookie, 'POST', '/api/belongings', { name: 'Laptop', category: 'Laptop' })
    ).json<{ stickerCode: string }>();
    const { replyKey } = (
      await t.app.inject({
        method: 'POST',
        url: `/api/stickers/${stickerCode}/messages`,
        remoteAddress: '198.51.100.20',
        payload: { message: 'Found it in room 402, left it with security.' },
      })
    ).json<{ replyKey: string }>();
    const writeAgain = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/finder-conversations/${replyKey}/messages`,
        remoteAddress,
        payload: { message: 'Are you coming to get it?' },
      });
    // The conversation's own count, whatever address the finder writes from.
    expect((await writeAgain('198.51.100.21')).statusCode).toBe(201);
    expect((await writeAgain('198.51.100.22')).statusCode).toBe(201);
    const perConversation = await writeAgain('198.51.100.23');
    expect(perConversation.statusCode).toBe(429);
    expect(perConversation.json()).toMatchObject({ messageKey: 'errors.limitFinderMessages' });

    const [message] = (await call(owner.cookie, 'GET', '/api/belongings/finder-messages')).json<
      { _id: string }[]
    >();
    const answer = () =>
      call(owner.cookie, 'POST', `/api/belongings/finder-messages/${message!._id}/replies`, {
        message: 'Thanks!',
      });
    expect((await answer()).statusCode).toBe(201);
    expect((await answer()).statusCode).toBe(201);
    const refused = await answer();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'You have answered many finders in a short time. Please try again in 60 minutes.',
    );
  });

  it('lets every change a signed-in person can repeat be limited, and documents the 429', async () => {
    const unlimited = routes
      .filter((route) => route.url.startsWith('/api/'))
      .filter((route) => ![route.method].flat().every((method) => method === 'GET' || method === 'HEAD'))
      .filter((route) => route.config?.access !== 'public')
      .filter((route) => !route.config?.limits?.length)
      .map((route) => `${String(route.method)} ${route.url}`);
    expect(unlimited).toEqual([]);
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    expect(Object.keys(document.paths['/api/found-reports']!.post!.responses)).toContain('429');
  });

  it('sends a member a few alert mails an hour, then one digest with the rest; the bell keeps them all', async () => {
    const member = await t.signInMember();
    const outbox = () => t.db.select().from(devOutbox).where(eq(devOutbox.to, member.record.email));
    for (let alert = 1; alert <= 5; alert += 1) {
      await notifyMember(t.db, {
        memberId: member.record.id,
        kind: 'test',
        title: text('notices.matchTitle', { itemName: `thing ${alert}` }),
        body: text('notices.matchBody', { reportId: `FND00000${alert}` }),
      });
    }
    await t.app.jobs.idle();
    const oneByOne = (await outbox()).map((mail) => mail.subject);
    expect(oneByOne).toHaveLength(2);
    const numberIn = (subject: string) => Number(/thing (\d)/.exec(subject)?.[1]);
    const bell = await t.db.select().from(notifications).where(eq(notifications.memberId, member.record.id));
    expect(bell).toHaveLength(5);

    // The digest waits for the end of the member's hour; the test brings that forward.
    const [waiting] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n, bool_and(run_at > now() + interval '50 minutes') AS later
          FROM jobs WHERE kind = 'alert-digest' AND payload->>'memberId' = ${member.record.id}`,
      z.object({ n: z.number(), later: z.boolean() }),
    );
    expect(waiting).toEqual({ n: 1, later: true });
    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = 'alert-digest'`);
    await t.app.jobs.idle();

    const mails = await outbox();
    expect(mails).toHaveLength(3);
    const digest = mails.find((mail) => !oneByOne.includes(mail.subject))!;
    expect(digest.subject).toBe(`3 alerts from ${t.config.university.shortName} Lost & Found`);
    const mailedAlone = oneByOne.map(numberIn);
    for (const alert of [1, 2, 3, 4, 5]) {
      const inDigest = digest.text.includes(`Possible match for your lost thing ${alert}\n\nAn item like`);
      expect(inDigest, `alert ${alert}`).toBe(!mailedAlone.includes(alert));
    }
    const [left] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM notifications
          WHERE user_id = ${member.record.id}::uuid AND emailed_at IS NULL`,
      countRow,
    );
    expect(left?.n).toBe(0);
  });
});
