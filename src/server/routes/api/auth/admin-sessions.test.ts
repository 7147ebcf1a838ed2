import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { sessions } from '#server/db/schema';
import { hashToken } from '#server/plugins/session';

const IDLE = 'You were signed out after a period without activity. Please sign in again.';
const LIFETIME = 'You were signed out because your session reached its time limit. Please sign in again.';
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60 * 1000);

describe.each(databaseKinds)('admin session lifetimes on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  /** An admin whose session was last used, and started, this long ago (set before its first request). */
  async function adminSession(lastSeenMinutesAgo: number, startedMinutesAgo = lastSeenMinutesAgo) {
    const signedIn = await t.signInAdmin();
    const tokenHash = hashToken(signedIn.cookie.split('=')[1]!);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(lastSeenMinutesAgo), createdAt: minutesAgo(startedMinutesAgo) })
      .where(eq(sessions.tokenHash, tokenHash));
    return { ...signedIn, tokenHash };
  }

  const get = (url: string, cookie: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

  it('ends an admin session after 30 minutes without a request, says why once, and clears the cookie', async () => {
    const { cookie, tokenHash } = await adminSession(31);
    const response = await get('/api/admins', cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: IDLE,
      code: 'SESSION_IDLE',
      messageKey: 'errors.signedOutIdle',
    });
    expect(response.cookies.find((item) => item.name === 'clf_session')?.value).toBe('');
    expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).toEqual([]);
    const again = await get('/api/admins', cookie);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('UNAUTHENTICATED');
  });

  it('tells the session call why the admin was signed out', async () => {
    const { cookie } = await adminSession(45);
    expect((await get('/api/auth/session', cookie)).json()).toEqual({ user: null, signedOut: 'idle' });
  });

  it('ends an admin session 12 hours after sign-in however active it was', async () => {
    const { cookie } = await adminSession(1, 12 * 60 + 1);
    const response = await get('/api/admins', cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      message: LIFETIME,
      code: 'SESSION_LIFETIME',
      messageKey: 'errors.signedOutLifetime',
    });
  });

  it('keeps an active admin signed in and moves the idle clock on', async () => {
    const { cookie, tokenHash } = await adminSession(29, 11 * 60);
    expect((await get('/api/admins', cookie)).statusCode).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(minutesAgo(1).getTime());
  });

  it("leaves members' sessions to their own 30-day rule", async () => {
    const { cookie } = await t.signInMember();
    await t.db
      .update(sessions)
      .set({ lastSeenAt: minutesAgo(300), createdAt: minutesAgo(24 * 60) })
      .where(eq(sessions.tokenHash, hashToken(cookie.split('=')[1]!)));
    expect((await get('/api/user/profile', cookie)).statusCode).toBe(200);
  });

  it('takes the idle period and lifetime from the configuration', async () => {
    const strict = await createTestApp(kind, {
      ADMIN_SESSION_IDLE_MINUTES: '5',
      ADMIN_SESSION_MAX_HOURS: '1',
    });
    try {
      const idle = await strict.signInAdmin();
      await strict.db
        .update(sessions)
        .set({ lastSeenAt: minutesAgo(6) })
        .where(eq(sessions.tokenHash, hashToken(idle.cookie.split('=')[1]!)));
      const idleAnswer = await strict.app.inject({
        method: 'GET',
        url: '/api/admins',
        headers: { cookie: idle.cookie },
      });
      expect(idleAnswer.json().code).toBe('SESSION_IDLE');
      const old = await strict.signInAdmin();
      await strict.db
        .update(sessions)
        .set({ createdAt: minutesAgo(61) })
        .where(eq(sessions.tokenHash, hashToken(old.cookie.split('=')[1]!)));
      const oldAnswer = await strict.app.inject({
        method: 'GET',
        url: '/api/admins',
        headers: { cookie: old.cookie },
      });
      expect(oldAnswer.json().code).toBe('SESSION_LIFETIME');
    } finally {
      await strict.close();
    }
  });

  it.runIf(kind === 'postgres')(
    'refuses writes on every server the moment a session is ended on one',
    async () => {
      const other = await t.anotherServer();
      for (let round = 0; round < 20; round += 1) {
        const { cookie } = await t.signInMember();
        // The other server has read (and keeps a copy of) the session.
        expect(
          (await other.inject({ method: 'GET', url: '/api/user/profile', headers: { cookie } })).statusCode,
        ).toBe(200);
        expect(
          (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode,
        ).toBe(204);
        const write = await other.inject({
          method: 'POST',
          url: '/api/lost-reports',
          headers: { cookie },
          payload: {
            itemName: 'Blue Umbrella',
            color: 'Blue',
            item_description: 'Folding umbrella with a wooden handle',
            lost_date: '2025-06-02',
            lost_location: 'Cafeteria',
          },
        });
        expect(write.statusCode).toBe(401);
      }
    },
  );
});
