import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, testPasswordHash, type TestApp } from '#tests/support/test-app';
import { admins, devOutbox, limitCounters, passwordResetTokens, sessions } from '#server/db/schema';
import { sessionCookie } from './oidc-flow.test-support';

const INVALID = 'Invalid email or password.';
const TOO_MANY = 'Too many sign-in attempts. Please try again in a few minutes.';

describe.each(databaseKinds)('the auth API on %s', (kind) => {
  let t: TestApp;
  let address = 0;
  /** Each test gets its own client address, so the per-address limits do not leak between tests. */
  const nextAddress = () => `10.0.${Math.floor(address / 250)}.${(address++ % 250) + 1}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  async function adminWithPassword(password: string) {
    return t.signInAdmin({ passwordHash: await testPasswordHash(password) });
  }

  function login(email: string, password: string, remoteAddress = '127.0.0.1') {
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email, password },
      remoteAddress,
    });
  }

  const session = async (cookie?: string | null) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} })
    ).json();

  describe('behind a proxy named by TRUST_PROXY', () => {
    it("counts the address the proxy forwards, not the proxy's", async () => {
      const proxied = await createTestApp(kind, { TRUST_PROXY: '10.9.0.0/16' });
      try {
        const { record } = await proxied.signInAdmin({
          passwordHash: await testPasswordHash('right password'),
        });
        const viaProxy = (client: string, password: string) =>
          proxied.app.inject({
            method: 'POST',
            url: '/api/auth/admin/login',
            payload: { email: record.email, password },
            remoteAddress: '10.9.0.1',
            headers: { 'x-forwarded-for': client },
          });
        for (let attempt = 0; attempt < 5; attempt += 1) {
          expect((await viaProxy('198.51.100.7', 'wrong')).statusCode).toBe(401);
        }
        expect((await viaProxy('198.51.100.7', 'right password')).statusCode).toBe(429);
        // Another client behind the same proxy is another address.
        expect((await viaProxy('198.51.100.8', 'right password')).statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    });
  });

  describe('GET /api/auth/session', () => {
    it('answers null for an anonymous caller', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: null });
    });

    it('describes a member with an incomplete profile', async () => {
      const { cookie, record } = await t.signInMember({ complete: false });
      expect(await session(cookie)).toEqual({
        user: {
          kind: 'member',
          uid: record.id,
          email: record.email,
          displayName: record.name,
          photoURL: null,
          profileComplete: false,
        },
      });
    });

    it('describes a member with a complete profile', async () => {
      const { cookie } = await t.signInMember();
      expect((await session(cookie)).user).toMatchObject({ kind: 'member', profileComplete: true });
    });

    it('describes an admin', async () => {
      const { cookie, record } = await t.signInAdmin();
      expect(await session(cookie)).toEqual({
        user: {
          kind: 'admin',
          uid: record.id,
          email: record.email,
          displayName: record.name,
          photoURL: null,
          role: 'admin',
          deskIds: [],
        },
      });
    });

    it('treats an unknown cookie as signed out', async () => {
      expect(await session('clf_session=made-up')).toEqual({ user: null });
    });
  });

  describe('POST /api/auth/logout', () => {
    it('answers 204 to an anonymous caller', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(response.statusCode).toBe(204);
    });

    it.each(['member', 'incomplete member', 'admin'] as const)(
      'ends the session of a %s and clears the cookie',
      async (who) => {
        const { cookie } =
          who === 'admin' ? await t.signInAdmin() : await t.signInMember({ complete: who === 'member' });
        const before = (await t.db.select().from(sessions)).length;
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
        expect(response.statusCode).toBe(204);
        const cleared = response.cookies.find((item) => item.name === 'clf_session');
        expect(cleared?.value).toBe('');
        expect((await t.db.select().from(sessions)).length).toBe(before - 1);
        expect(await session(cookie)).toEqual({ user: null });
      },
    );
  });

  describe('POST /api/auth/admin/login', () => {
    it('signs an admin in with the right password', async () => {
      const { record } = await adminWithPassword('right password');
      const response = await login(record.email.toUpperCase(), 'right password', nextAddress());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        user: {
          kind: 'admin',
          uid: record.id,
          email: record.email,
          displayName: record.name,
          photoURL: null,
          role: 'admin',
          deskIds: [],
        },
      });
      const cookie = sessionCookie(response);
      expect(response.cookies.find((item) => item.name === 'clf_session')).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
      });
      expect((await session(cookie)).user.uid).toBe(record.id);
    });

    it('gives one message for a wrong password, an unknown email and an admin without a password', async () => {
      const { record } = await adminWithPassword('right password');
      const { record: noPassword } = await t.signInAdmin();
      const from = nextAddress();
      for (const [email, password] of [
        [record.email, 'wrong password'],
        ['nobody@diu.edu.bd', 'whatever'],
        [noPassword.email, 'anything'],
      ] as const) {
        const response = await login(email, password, from);
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toBe(INVALID);
        expect(sessionCookie(response)).toBeNull();
      }
    });

    it('refuses bad input with 400 and counts nothing', async () => {
      const before = await t.db.select().from(limitCounters);
      for (const payload of [{}, { email: 'a@b.c' }, { password: 'x' }, { email: '', password: 'x' }]) {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/admin/login', payload });
        expect(response.statusCode).toBe(400);
      }
      expect(await t.db.select().from(limitCounters)).toEqual(before);
    });

    it('refuses a sixth attempt at one account from one address, even with the right password, until the window passes', async () => {
      const { record } = await adminWithPassword('right password');
      const stranger = nextAddress();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await login(record.email, 'wrong', stranger)).statusCode).toBe(401);
      }
      const blocked = await login(record.email, 'right password', stranger);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(TOO_MANY);
      // Only that address is refused: the owner signs in from anywhere else.
      expect((await login(record.email, 'right password', nextAddress())).statusCode).toBe(200);
      await t.db
        .update(limitCounters)
        .set({ expire: new Date(Date.now() - 1000) })
        .where(eq(limitCounters.key, `sign-in-per-account-and-address:account:${record.email}:${stranger}`));
      expect((await login(record.email, 'right password', stranger)).statusCode).toBe(200);
    });

    it('a successful sign-in clears the count of that account at that address', async () => {
      const { record } = await adminWithPassword('right password');
      const from = nextAddress();
      for (let attempt = 0; attempt < 4; attempt += 1) await login(record.email, 'wrong', from);
      expect((await login(record.email, 'right password', from)).statusCode).toBe(200);
      for (let attempt = 0; attempt < 4; attempt += 1) {
        expect((await login(record.email, 'wrong', from)).statusCode).toBe(401);
      }
      expect((await login(record.email, 'right password', from)).statusCode).toBe(200);
    });

    it('evaluates at most 5 of 50 parallel guesses at one account from one address', async () => {
      const { record } = await adminWithPassword('right password');
      const from = nextAddress();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => login(record.email, `guess ${index}`, from)),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(45);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    });

    it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy', async () => {
      const { record } = await adminWithPassword('right password');
      const from = nextAddress();
      const forged = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          t.app.inject({
            method: 'POST',
            url: '/api/auth/admin/login',
            payload: { email: record.email, password: `guess ${index}` },
            remoteAddress: from,
            headers: { 'x-forwarded-for': `203.0.113.${index + 1}` },
          }),
        ),
      );
      expect(forged.filter((answer) => answer.statusCode === 401).length).toBeLessThanOrEqual(5);
    });

    it("does not let strangers lock the owner out: many addresses only slow guesses, and the owner's usual address is not refused", async () => {
      const { record } = await adminWithPassword('right password');
      const home = nextAddress();
      expect((await login(record.email, 'right password', home)).statusCode).toBe(200);
      for (let attempt = 0; attempt < 12; attempt += 1) {
        expect((await login(record.email, 'wrong', nextAddress())).statusCode).toBe(401);
      }
      const owner = await login(record.email, 'right password', home);
      expect(owner.statusCode).toBe(200);
      // A stranger's right guess from a new address is slowed, not refused: the password decides.
      expect((await login(record.email, 'right password', nextAddress())).statusCode).toBe(200);
    });

    it('blocks a client address after 20 failures across accounts; other addresses still sign in', async () => {
      const { record } = await adminWithPassword('right password');
      const attacker = nextAddress();
      for (let attempt = 0; attempt < 20; attempt += 1) {
        expect((await login(`guess${attempt}@diu.edu.bd`, 'wrong', attacker)).statusCode).toBe(401);
      }
      const blocked = await login(record.email, 'right password', attacker);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe(TOO_MANY);
      expect((await login(record.email, 'right password', nextAddress())).statusCode).toBe(200);
    });
  });

  describe('password reset', () => {
    const REQUESTED = 'If an admin account exists for this email, a password reset link has been sent to it.';

    const requestReset = (email: string, remoteAddress = nextAddress()) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: { email },
        remoteAddress,
      });

    const confirm = (token: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/password-reset/confirm', payload: { token, password } });

    const mailTo = (email: string) =>
      t.db.select().from(devOutbox).where(eq(devOutbox.to, email)).orderBy(devOutbox.id);

    const tokenIn = (text: string) =>
      decodeURIComponent(/\/auth\/reset-password\?token=([^\s]+)/.exec(text)![1]!);

    it('answers the same 202 for a known and an unknown email, and mails only the admin', async () => {
      const { record } = await t.signInAdmin();
      const known = await requestReset(record.email);
      const unknown = await requestReset('stranger@diu.edu.bd');
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.json()).toEqual({ message: REQUESTED });
      expect(unknown.json()).toEqual({ message: REQUESTED });
      const [mail] = await mailTo(record.email);
      expect(mail!.subject).toMatch(/Reset your .* password/);
      expect(mail!.text).toContain(`${t.config.publicUrl}/auth/reset-password?token=`);
      expect(mail!.html).toContain(`${t.config.publicUrl}/auth/reset-password?token=`);
      expect(await mailTo('stranger@diu.edu.bd')).toEqual([]);
    });

    it('refuses a request without an email with 400', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset/request',
        payload: {},
      });
      expect(response.statusCode).toBe(400);
    });

    it('sets the password once, ends the old sessions, and the link then stops working', async () => {
      const { record, cookie } = await adminWithPassword('old password');
      await requestReset(record.email);
      const token = tokenIn((await mailTo(record.email)).at(-1)!.text);
      const response = await confirm(token, 'brand new password');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Your password has been set. You can sign in now.' });
      expect(await session(cookie)).toEqual({ user: null });
      expect((await login(record.email, 'old password', nextAddress())).statusCode).toBe(401);
      expect((await login(record.email, 'brand new password', nextAddress())).statusCode).toBe(200);
      const again = await confirm(token, 'another password');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This reset link is invalid or has expired.');
    });

    it('keeps only a hash of the token', async () => {
      const { record } = await t.signInAdmin();
      await requestReset(record.email);
      const token = tokenIn((await mailTo(record.email)).at(-1)!.text);
      const rows = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.adminId, record.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.tokenHash).not.toBe(token);
      expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
      expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 60 * 1000);
    });

    it('refuses an expired link', async () => {
      const { record } = await t.signInAdmin();
      await requestReset(record.email);
      const token = tokenIn((await mailTo(record.email)).at(-1)!.text);
      await t.db
        .update(passwordResetTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetTokens.adminId, record.id));
      const response = await confirm(token, 'brand new password');
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('This reset link is invalid or has expired.');
      const [admin] = await t.db.select().from(admins).where(eq(admins.id, record.id));
      expect(admin!.passwordHash).toBeNull();
    });

    it('using one link retires the other open links of that admin', async () => {
      const { record } = await t.signInAdmin();
      await requestReset(record.email);
      await requestReset(record.email);
      const [first, second] = (await mailTo(record.email)).map((mail) => tokenIn(mail.text));
      expect((await confirm(second!, 'brand new password')).statusCode).toBe(200);
      expect((await confirm(first!, 'other new password')).statusCode).toBe(400);
    });

    it('refuses a short password and a made-up token with 400, changing nothing', async () => {
      const { record } = await t.signInAdmin();
      await requestReset(record.email);
      const token = tokenIn((await mailTo(record.email)).at(-1)!.text);
      const short = await confirm(token, '123');
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('Password must be at least 12 characters');
      const madeUp = await confirm('x'.repeat(43), 'brand new password');
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json().message).toBe('This reset link is invalid or has expired.');
      const [row] = await t.db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.adminId, record.id));
      expect(row!.usedAt).toBeNull();
    });

    it('sends at most 3 mails an hour to one admin, however many requests arrive at once', async () => {
      const { record } = await t.signInAdmin();
      const answers = await Promise.all(Array.from({ length: 30 }, () => requestReset(record.email)));
      expect(answers.every((answer) => answer.statusCode === 202)).toBe(true);
      expect(await mailTo(record.email)).toHaveLength(3);
    });

    it('limits requests: silently per account, with 429 per client address', async () => {
      const { record } = await t.signInAdmin();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        expect((await requestReset(record.email)).statusCode).toBe(202);
      }
      expect(await mailTo(record.email)).toHaveLength(3);
      const from = nextAddress();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await requestReset(`nobody${attempt}@diu.edu.bd`, from)).statusCode).toBe(202);
      }
      const limited = await requestReset('nobody@diu.edu.bd', from);
      expect(limited.statusCode).toBe(429);
    });
  });
});
