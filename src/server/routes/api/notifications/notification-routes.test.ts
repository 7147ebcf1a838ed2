import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '#shared/schemas/notification';
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import { text } from '#server/lib/i18n';
import { alertMail } from '#server/services/notifications/alert-mail';
import { notifyMember } from '#server/services/notifications/notify-member';
import { unsubscribeLinks } from '#server/services/notifications/unsubscribe-links';

describe.each(databaseKinds)('notifications on %s', (kind) => {
  let t: TestApp;
  let member: { cookie: string; id: string; email: string };
  let other: { cookie: string; id: string };

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
  const list = async (cookie = member.cookie, query = '') =>
    (await call(cookie, 'GET', `/api/notifications${query}`)).json<AppNotification[]>();
  const unread = async (cookie = member.cookie) =>
    (await call(cookie, 'GET', '/api/notifications/unread-count')).json().count as number;
  const mailCount = async () => {
    const [row] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM dev_outbox WHERE "to" = ${member.email}`,
      z.object({ n: z.number() }),
    );
    return row!.n;
  };
  /** A notice about the member's lost `itemName`, whose title the member reads as `titled(itemName)`. */
  const titled = (itemName: string) => `Possible match for your lost ${itemName}`;
  const notify = async (itemName: string, memberId = member.id) => {
    await notifyMember(t.db, {
      memberId,
      kind: 'test',
      title: text('notices.matchTitle', { itemName }),
      body: text('notices.matchBody', { reportId: 'LST000001' }),
    });
    await t.app.jobs.idle();
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const signedIn = await t.signInMember();
    member = { cookie: signedIn.cookie, id: signedIn.record.id, email: signedIn.record.email };
    const second = await t.signInMember();
    other = { cookie: second.cookie, id: second.record.id };
  });
  afterAll(async () => t?.close());

  it('lists a member’s own notifications, newest first, paged, with the unread count', async () => {
    expect(await list()).toEqual([]);
    expect(await unread()).toBe(0);
    await notify('First');
    await notify('Second');
    await notify('Third');
    await notify('For someone else', other.id);
    expect((await list()).map((notice) => notice.title)).toEqual(['Third', 'Second', 'First'].map(titled));
    expect(await unread()).toBe(3);
    const firstPage = await call(member.cookie, 'GET', '/api/notifications?limit=2');
    expect(firstPage.json().map((notice: AppNotification) => notice.title)).toEqual(
      ['Third', 'Second'].map(titled),
    );
    const next = (firstPage.headers.link as string).slice(1, (firstPage.headers.link as string).indexOf('>'));
    expect(
      (await call(member.cookie, 'GET', next)).json().map((notice: AppNotification) => notice.title),
    ).toEqual([titled('First')]);
    expect(await mailCount()).toBe(3);
  });

  it('marks one read and unread, then all read', async () => {
    const [third] = await list();
    const read = await call(member.cookie, 'PATCH', `/api/notifications/${third!._id}`, { read: true });
    expect(read.statusCode, read.body).toBe(200);
    expect(await unread()).toBe(2);
    expect((await list())[0]!.read).toBe(true);
    await call(member.cookie, 'PATCH', `/api/notifications/${third!._id}`, { read: false });
    expect(await unread()).toBe(3);
    const all = await call(member.cookie, 'POST', '/api/notifications/read-all');
    expect(all.json()).toEqual({ success: true, count: 3 });
    expect(await unread()).toBe(0);
    expect(await unread(other.cookie)).toBe(1);
  });

  it('refuses bad input and other members’ notifications with a message', async () => {
    const [mine] = await list();
    const foreign = await call(other.cookie, 'PATCH', `/api/notifications/${mine!._id}`, { read: true });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('You have no notification with this id.');
    const badId = await call(member.cookie, 'PATCH', '/api/notifications/42', { read: true });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe('This is not a notification id');
    const badBody = await call(member.cookie, 'PATCH', `/api/notifications/${mine!._id}`, { read: 'yes' });
    expect(badBody.statusCode).toBe(400);
    expect(badBody.json().message).toBe('Please say whether the notification is read');
    const badLimit = await call(member.cookie, 'GET', '/api/notifications?limit=0');
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json().message).toBe('The page size must be at least 1');
    const badCursor = await call(member.cookie, 'GET', '/api/notifications?cursor=nonsense');
    expect(badCursor.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    // A console account reads its own bell (staff alerts, decision 0070), never a member's notices.
    const admin = await t.signInAdmin();
    expect((await call(admin.cookie, 'GET', '/api/notifications/unread-count')).json()).toEqual({ count: 0 });
    const [memberNotice] = (await call(member.cookie, 'GET', '/api/notifications')).json<{ _id: string }[]>();
    expect(
      (await call(admin.cookie, 'PATCH', `/api/notifications/${memberNotice!._id}`, { read: true }))
        .statusCode,
    ).toBe(404);
  });

  it('turns email alerts off and on in the profile; alerts still appear in the app', async () => {
    expect((await call(member.cookie, 'GET', '/api/user/email-alerts')).json()).toEqual({
      emailAlerts: true,
    });
    const off = await call(member.cookie, 'PUT', '/api/user/email-alerts', { emailAlerts: false });
    expect(off.json()).toEqual({ emailAlerts: false });
    const before = await mailCount();
    await notify('While email is off');
    expect(await mailCount()).toBe(before);
    expect((await list())[0]!.title).toBe(titled('While email is off'));
    const bad = await call(member.cookie, 'PUT', '/api/user/email-alerts', { emailAlerts: 'off' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please say whether alerts should come by email');
    await call(member.cookie, 'PUT', '/api/user/email-alerts', { emailAlerts: true });
    await notify('Email is on again');
    expect(await mailCount()).toBe(before + 1);
  });

  it('carries a signed link: the mail text opens the app’s page, List-Unsubscribe is RFC 8058 one-click', async () => {
    const links = await unsubscribeLinks(t.db, t.config.publicUrl, member.id);
    const mail = alertMail({
      to: member.email,
      name: 'Member',
      language: 'en',
      title: 'Title',
      body: 'Body',
      items: [],
      link: `${t.config.publicUrl}/user/notifications`,
      unsubscribe: links,
      config: t.config,
    });
    expect(links.page).toMatch(new RegExp(`^${t.config.publicUrl}/unsubscribe\\?member=`));
    expect(mail.text).toContain(links.page);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  describe('the unsubscribe link', () => {
    const alerts = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/user/email-alerts')).json<{ emailAlerts: boolean }>().emailAlerts;
    const turnOn = async (cookie: string) =>
      expect((await call(cookie, 'PUT', '/api/user/email-alerts', { emailAlerts: true })).statusCode).toBe(
        200,
      );
    const queryOf = async (memberId: string) =>
      new URL((await unsubscribeLinks(t.db, t.config.publicUrl, memberId)).oneClick).search;
    const check = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe/check${query}` });
    const post = (query: string, headers: Record<string, string> = {}, payload?: string) =>
      t.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe${query}`, headers, payload });

    it('only opens the page when followed, and the page learns whether it still works', async () => {
      await turnOn(member.cookie);
      const query = await queryOf(member.id);
      // Mail scanners follow links too: a GET turns nothing off, whatever the link holds.
      for (const tampered of [query, query.replace(/token=.{4}/, 'token=abcd'), '?member=x']) {
        const opened = await t.app.inject({
          method: 'GET',
          url: `/api/notifications/unsubscribe${tampered}`,
        });
        expect(opened.statusCode).toBe(303);
        expect(opened.headers.location).toMatch(/^\/unsubscribe\?member=/);
      }
      expect(await alerts(member.cookie)).toBe(true);

      const ok = await check(query);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ emailAlerts: true });
      const forged = await check(query.replace(member.id, other.id));
      expect(forged.statusCode).toBe(400);
      expect(forged.json()).toMatchObject({
        code: 'INVALID_LINK',
        message: 'This unsubscribe link is not valid.',
      });
      expect((await check('?member=x&token=y')).statusCode).toBe(400);
    });

    it('turns alerts off from the page whatever origin its browser gives, and from a mail provider', async () => {
      // A page under Referrer-Policy: no-referrer posts with Origin: null; some browsers send none.
      for (const headers of [{ origin: 'null' }, {}, { origin: TEST_ORIGIN }] as Record<string, string>[]) {
        await turnOn(member.cookie);
        const query = await queryOf(member.id);
        const answer = await post(query, { ...headers, accept: 'application/json' });
        expect(answer.statusCode, JSON.stringify(headers)).toBe(200);
        expect(answer.json()).toEqual({ emailAlerts: false });
        expect(await alerts(member.cookie)).toBe(false);
      }
      // As a mail provider sends it (RFC 8058): no cookie, no origin, a form body, multipart as the
      // RFC advises or urlencoded as it allows.
      const boundary = '----one-click';
      const forms = [
        {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          body: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
        },
        { 'content-type': 'application/x-www-form-urlencoded', body: 'List-Unsubscribe=One-Click' },
      ];
      for (const { body, ...headers } of forms) {
        await turnOn(member.cookie);
        const oneClick = await post(await queryOf(member.id), headers, body);
        expect(oneClick.statusCode, headers['content-type']).toBe(200);
        expect(await alerts(member.cookie)).toBe(false);
      }
    });

    it('is no way around the other-site check: without its signature nothing changes, and cookies give it nothing', async () => {
      await turnOn(member.cookie);
      await turnOn(other.cookie);
      const forged = (await queryOf(member.id)).replace(member.id, other.id);
      // Another site posting with the member's cookie, the link of someone else, or none at all.
      for (const query of [forged, '', `?member=${other.id}`]) {
        const answer = await post(query, { origin: 'https://elsewhere.example', cookie: other.cookie });
        expect(answer.statusCode, query).toBe(400);
        expect(answer.json().code).toBe('INVALID_LINK');
      }
      expect(await alerts(other.cookie)).toBe(true);
      // Routes that act for the session still refuse other sites.
      const viaSession = await t.app.inject({
        method: 'PUT',
        url: '/api/user/email-alerts',
        headers: { cookie: other.cookie, origin: 'null' },
        payload: { emailAlerts: false },
      });
      expect(viaSession.statusCode).toBe(403);
      expect(await alerts(other.cookie)).toBe(true);
    });

    it('sends a browser that posts a form to the page, with a tampered link too, never to raw JSON', async () => {
      await turnOn(member.cookie);
      const query = await queryOf(member.id);
      const navigation = { 'sec-fetch-mode': 'navigate', accept: 'text/html,application/xhtml+xml' };
      const tampered = await post(query.replace(/token=.{4}/, 'token=abcd'), navigation);
      expect(tampered.statusCode).toBe(303);
      expect(tampered.headers.location).toMatch(/^\/unsubscribe\?member=/);
      expect(await alerts(member.cookie)).toBe(true);
      const done = await post(query, navigation);
      expect(done.statusCode).toBe(303);
      expect(await alerts(member.cookie)).toBe(false);
    });

    it('stops working once alerts are turned back on; the next mail’s link works', async () => {
      await turnOn(member.cookie);
      const old = await queryOf(member.id);
      expect((await post(old)).statusCode).toBe(200);
      // Opened twice while alerts stay off, it still says they are off.
      expect((await check(old)).json()).toEqual({ emailAlerts: false });

      await turnOn(member.cookie);
      // Saving the setting again while it is on does not end the newer links.
      const fresh = await queryOf(member.id);
      await turnOn(member.cookie);
      expect((await check(old)).statusCode).toBe(400);
      const replayed = await post(old);
      expect(replayed.statusCode).toBe(400);
      expect(await alerts(member.cookie)).toBe(true);

      expect((await check(fresh)).json()).toEqual({ emailAlerts: true });
      expect((await post(fresh)).statusCode).toBe(200);
      expect(await alerts(member.cookie)).toBe(false);
    });
  });
});
