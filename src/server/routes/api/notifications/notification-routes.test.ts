import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '#shared/schemas/notification';
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import { text } from '#server/lib/i18n';
import { alertMail } from '#server/services/notifications/alert-mail';
import { notifyMember } from '#server/services/notifications/notify-member';
import { unsubscribeUrl } from '#server/services/notifications/unsubscribe-links';

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
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM dev_outbox WHERE "to" = ${member.email}`,
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
    const admin = await t.signInAdmin();
    expect((await call(admin.cookie, 'GET', '/api/notifications/unread-count')).statusCode).toBe(403);
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

  it('carries a signed one-click unsubscribe link that works without signing in', async () => {
    const link = await unsubscribeUrl(t.db, t.config.publicUrl, member.id);
    const mail = alertMail({
      to: member.email,
      name: 'Member',
      language: 'en',
      title: 'Title',
      body: 'Body',
      items: [],
      link: `${t.config.publicUrl}/user/notifications`,
      unsubscribe: link,
      config: t.config,
    });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const path = link.slice(t.config.publicUrl.length);

    // Opening the link only asks: mail scanners open links too.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Turn off email alerts');
    expect((await call(member.cookie, 'GET', '/api/user/email-alerts')).json()).toEqual({
      emailAlerts: true,
    });

    const forged = await t.app.inject({ method: 'POST', url: path.replace(member.id, other.id) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('This unsubscribe link is not valid');
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe' })).statusCode).toBe(
      400,
    );

    // As a mail provider sends it (RFC 8058): no cookie, no origin, a form body.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.body).toContain('Email alerts are off');
    expect((await call(member.cookie, 'GET', '/api/user/email-alerts')).json()).toEqual({
      emailAlerts: false,
    });

    // The page's own button posts from the app's origin.
    const fromPage = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(fromPage.statusCode).toBe(200);
  });
});
