import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import { text } from '#server/lib/i18n';
import { notifyMember } from '#server/services/notifications/notify-member';
import { signInThroughProvider } from '../auth/oidc-flow.test-support';

const languageCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'lang');

describe.each(databaseKinds)('the language of the app on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const choose = (language: string, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/language',
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { language },
    });

  const storedLanguage = async (memberId: string) => {
    const [row] = await queryRows(
      t.db,
      sql`SELECT language FROM users WHERE id = ${memberId}::uuid`,
      z.object({ language: z.string().nullable() }),
    );
    return row?.language;
  };

  it('keeps anyone’s choice in a cookie for a year', async () => {
    const chosen = await choose('bn');
    expect(chosen.statusCode).toBe(204);
    const cookie = languageCookie(chosen);
    expect(cookie).toMatchObject({ value: 'bn', path: '/', sameSite: 'Lax' });
    expect(cookie?.maxAge).toBe(365 * 24 * 60 * 60);
    expect(cookie?.httpOnly).toBeUndefined();
  });

  it('refuses a language it does not speak, saying so with a code', async () => {
    const refused = await choose('fr');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'INVALID' });
    expect(languageCookie(refused)).toBeUndefined();
  });

  it("keeps a member's choice in their profile, and writes their alerts and mail in it", async () => {
    const member = await t.signInMember();
    expect((await choose('bn', member.cookie)).statusCode).toBe(204);
    expect(await storedLanguage(member.record.id)).toBe('bn');

    await notifyMember(t.db, {
      memberId: member.record.id,
      kind: 'match',
      title: text('notices.matchTitle', { itemName: 'wallet' }),
      body: text('notices.matchBody', { reportId: 'LST000042' }),
    });
    await t.app.jobs.idle();
    const [notice] = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member.cookie } })
    ).json<{ title: string; body: string }[]>();
    expect(notice).toEqual(
      expect.objectContaining({
        title: 'আপনার হারানো wallet-এর সঙ্গে মিলতে পারে এমন একটি জিনিস',
        body: expect.stringContaining('(LST000042)'),
      }),
    );
    const [mail] = await queryRows(
      t.db,
      sql`SELECT subject, html, text FROM dev_outbox WHERE "to" = ${member.record.email}`,
      z.object({ subject: z.string(), html: z.string(), text: z.string() }),
    );
    expect(mail?.subject).toBe(notice!.title);
    expect(mail?.html).toContain('<html lang="bn">');
    expect(mail?.text).toContain(`প্রিয় ${member.record.name},`);

    // Back to English: what they read from now on is English, the notice they had included.
    expect((await choose('en', member.cookie)).statusCode).toBe(204);
    const [again] = (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member.cookie } })
    ).json<{ title: string }[]>();
    expect(again?.title).toBe('Possible match for your lost wallet');
  });

  it('keeps the language a member first signs in with, and gives it back at every sign-in', async () => {
    const email = `bangla.${Date.now()}@${t.config.university.emailDomain}`;
    const first = await signInThroughProvider(t.app, { email, name: 'Bangla Reader', cookie: 'lang=bn' });
    expect(first.callback.headers.location).toMatch(/result=welcome/);
    expect(languageCookie(first.callback)?.value).toBe('bn');
    const [member] = await queryRows(
      t.db,
      sql`SELECT id FROM users WHERE email = ${email}`,
      z.object({ id: z.string() }),
    );
    expect(await storedLanguage(member!.id)).toBe('bn');

    // On another browser, one that asks for English, the kept choice wins and comes with the session.
    const elsewhere = await signInThroughProvider(t.app, { email, name: 'Bangla Reader' });
    expect(languageCookie(elsewhere.callback)?.value).toBe('bn');
  });

  it('tells a refused request its message key beside the English message', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/user/profile' });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({
      message: 'Please sign in to continue.',
      code: 'UNAUTHENTICATED',
      messageKey: 'errors.signInRequired',
    });
  });
});
