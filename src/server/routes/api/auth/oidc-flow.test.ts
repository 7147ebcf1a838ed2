import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { freePort } from '#tests/support/local-server';
import { oidcLoginAttempts, members } from '#server/db/schema';
import {
  hiddenFields,
  sessionCookie,
  signInThroughProvider,
  withStateCookie,
} from './oidc-flow.test-support';

const relative = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
};

describe.each(databaseKinds)('member sign-in through the development provider on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const membersWithEmail = async (email: string) =>
    (
      await t.db
        .select()
        .from(members)
        .where(sql`lower(${members.email}) = ${email.toLowerCase()}`)
    ).length;

  const session = async (cookie: string | null) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: cookie ? { cookie } : {} })
    ).json();

  it('signs a university member in, creating their account once', async () => {
    const flow = await signInThroughProvider(t.app, { email: 'Rahim.Uddin@diu.edu.bd', name: 'Rahim Uddin' });
    expect(flow.callback.statusCode).toBe(302);
    expect(flow.callback.headers.location).toBe('/auth/login?result=welcome');
    expect(await session(flow.cookie)).toEqual({
      user: {
        kind: 'member',
        uid: expect.any(String),
        email: 'rahim.uddin@diu.edu.bd',
        displayName: 'Rahim Uddin',
        photoURL: null,
        profileComplete: false,
      },
    });
    const again = await signInThroughProvider(t.app, { email: 'rahim.uddin@diu.edu.bd', name: 'Other Name' });
    expect(again.callback.headers.location).toBe('/auth/login?result=welcome');
    expect(await membersWithEmail('rahim.uddin@diu.edu.bd')).toBe(1);
    // The name is the member's to edit on their profile; signing in again does not overwrite it.
    expect((await session(again.cookie)).user.displayName).toBe('Rahim Uddin');
  });

  it('the provider page says it is for development and has Email, Name and Continue', async () => {
    const flow = await signInThroughProvider(t.app, { email: 'page.check@diu.edu.bd', name: 'Page Check' });
    expect(flow.page.headers['content-type']).toMatch(/text\/html/);
    expect(flow.page.body).toContain('for development only');
    expect(flow.page.body).toContain('<label for="email">Email</label>');
    expect(flow.page.body).toContain('<label for="name">Name</label>');
    expect(flow.page.body).toContain('<button type="submit">Continue</button>');
  });

  it('accepts subdomains of the university domain, case-insensitively', async () => {
    const flow = await signInThroughProvider(t.app, { email: 'Student@CSE.DIU.EDU.BD', name: 'Sub Domain' });
    expect(flow.callback.headers.location).toBe('/auth/login?result=welcome');
    expect(await membersWithEmail('student@cse.diu.edu.bd')).toBe(1);
  });

  it.each(['x@notdiu.edu.bd', 'someone@gmail.com', 'a@diu.edu.bd.evil.com'])(
    'refuses %s, keeps nothing about them and leaves them signed out',
    async (email) => {
      const before = (await t.db.select({ n: count() }).from(members))[0]!.n;
      const flow = await signInThroughProvider(t.app, { email, name: 'Not A Member' });
      expect(flow.callback.statusCode).toBe(302);
      expect(flow.callback.headers.location).toBe('/auth/login?result=wrong-domain');
      expect(flow.cookie).toBeNull();
      expect(await membersWithEmail(email)).toBe(0);
      expect((await t.db.select({ n: count() }).from(members))[0]!.n).toBe(before);
    },
  );

  it('a refused sign-in also ends the session the browser had', async () => {
    const member = await signInThroughProvider(t.app, {
      email: 'had.session@diu.edu.bd',
      name: 'Had Session',
    });
    const refused = await signInThroughProvider(t.app, {
      email: 'other@example.com',
      name: 'Other',
      cookie: member.cookie!,
    });
    expect(refused.callback.headers.location).toBe('/auth/login?result=wrong-domain');
    expect(await session(member.cookie)).toEqual({ user: null });
  });

  it('replaces the old session when a member signs in again', async () => {
    const first = await signInThroughProvider(t.app, { email: 'twice@diu.edu.bd', name: 'Twice Signed' });
    const second = await signInThroughProvider(t.app, {
      email: 'twice@diu.edu.bd',
      name: 'Twice Signed',
      cookie: first.cookie!,
    });
    expect(second.cookie).not.toBe(first.cookie);
    expect(await session(first.cookie)).toEqual({ user: null });
    expect((await session(second.cookie)).user.email).toBe('twice@diu.edu.bd');
  });

  it('carries a same-site returnTo through and drops anything else', async () => {
    const kept = await signInThroughProvider(t.app, {
      email: 'return.to@diu.edu.bd',
      name: 'Return To',
      returnTo: '/user/report-lost',
    });
    expect(kept.callback.headers.location).toBe('/auth/login?result=welcome&returnTo=%2Fuser%2Freport-lost');
    for (const returnTo of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
      const dropped = await signInThroughProvider(t.app, {
        email: 'return.to@diu.edu.bd',
        name: 'R T',
        returnTo,
      });
      expect(dropped.callback.headers.location).toBe('/auth/login?result=welcome');
    }
  });

  it('sends the browser to the provider with PKCE, state and nonce, recording the attempt', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(start.statusCode).toBe(302);
    const target = new URL(start.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe(`${t.config.publicUrl}/oidc/auth`);
    expect(target.searchParams.get('code_challenge_method')).toBe('S256');
    expect(target.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(target.searchParams.get('nonce')).toBeTruthy();
    const state = target.searchParams.get('state')!;
    const [attempt] = await t.db.select().from(oidcLoginAttempts).where(eq(oidcLoginAttempts.state, state));
    expect(attempt!.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    expect(attempt!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000);
  });

  /** Runs the flow up to the provider's redirect back, without calling the app's callback. */
  async function answerFromProvider(email: string) {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const page = await t.app.inject({ method: 'GET', url: relative(start.headers.location as string) });
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/oidc/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...hiddenFields(page.body), email, name: 'Replay Test' }).toString(),
    });
    return { url: relative(submitted.headers.location as string), headers: withStateCookie({}, start) };
  }

  it('a provider answer works once: replaying it fails', async () => {
    const { url, headers } = await answerFromProvider('replay@diu.edu.bd');
    const first = await t.app.inject({ method: 'GET', url, headers });
    expect(first.headers.location).toBe('/auth/login?result=welcome');
    const replay = await t.app.inject({ method: 'GET', url, headers });
    expect(replay.headers.location).toBe('/auth/login?result=failed');
    expect(sessionCookie(replay)).toBeNull();
  });

  it('an expired attempt fails', async () => {
    const { url, headers } = await answerFromProvider('late@diu.edu.bd');
    await t.db.update(oidcLoginAttempts).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await t.app.inject({ method: 'GET', url, headers });
    expect(response.headers.location).toBe('/auth/login?result=failed');
    expect(await membersWithEmail('late@diu.edu.bd')).toBe(0);
  });

  it('an answer to a sign-in another browser started does not sign this browser in', async () => {
    const { url, headers } = await answerFromProvider('victim.trap@diu.edu.bd');
    const state = new URL(url, 'http://localhost').searchParams.get('state');
    // The right state in an unsigned cookie (planted, not set by this server) does not count either.
    for (const cookie of [undefined, 'clf_oidc_state=some-other-state', `clf_oidc_state=${state}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
      expect(response.headers.location).toBe('/auth/login?result=failed');
      expect(sessionCookie(response)).toBeNull();
    }
    expect(await membersWithEmail('victim.trap@diu.edu.bd')).toBe(0);
    // The browser that started it still can.
    const own = await t.app.inject({ method: 'GET', url, headers });
    expect(own.headers.location).toBe('/auth/login?result=welcome');
  });

  it('a forged state, a tampered code or a provider error fails without a session', async () => {
    const answer = await answerFromProvider('forged@diu.edu.bd');
    const callback = new URL(answer.url, 'http://localhost');
    const forgedState = new URL(callback);
    forgedState.searchParams.set('state', 'not-a-real-state');
    const tampered = new URL(callback);
    tampered.searchParams.set('code', `${callback.searchParams.get('code')}x`);
    for (const url of [
      forgedState,
      tampered,
      new URL('http://localhost/api/auth/oidc/callback?error=access_denied'),
      new URL('http://localhost/api/auth/oidc/callback'),
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${url.pathname}${url.search}`,
        headers: answer.headers,
      });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/auth/login?result=failed');
      expect(sessionCookie(response)).toBeNull();
    }
    expect(await membersWithEmail('forged@diu.edu.bd')).toBe(0);
  });

  it('the provider refuses an unregistered redirect and a wrong PKCE verifier', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const auth = new URL(start.headers.location as string);
    auth.searchParams.set('redirect_uri', 'https://evil.example/callback');
    const deadEnd = await t.app.inject({ method: 'GET', url: relative(auth.toString()) });
    expect(deadEnd.statusCode).toBe(400);
    expect(deadEnd.headers.location).toBeUndefined();

    const callback = new URL((await answerFromProvider('pkce@diu.edu.bd')).url, 'http://localhost');
    const token = await t.app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'campus-lost-and-found',
        code: callback.searchParams.get('code')!,
        redirect_uri: `${t.config.publicUrl}/api/auth/oidc/callback`,
        code_verifier: 'a'.repeat(43),
      }).toString(),
    });
    expect(token.statusCode).toBe(400);
    expect(token.json().error).toBe('invalid_grant');
  });

  it('the provider form asks again when the email is not an address', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    const page = await t.app.inject({ method: 'GET', url: relative(start.headers.location as string) });
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/oidc/auth',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...hiddenFields(page.body), email: 'nope', name: 'X' }).toString(),
    });
    expect(submitted.statusCode).toBe(400);
    expect(submitted.body).toContain('Please enter a valid email address.');
  });

  it('publishes discovery and keys for the issuer', async () => {
    const discovery = await t.app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(discovery.json()).toMatchObject({
      issuer: `${t.config.publicUrl}/oidc`,
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await t.app.inject({ method: 'GET', url: '/oidc/jwks' })).json();
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256' });
    expect(jwks.keys[0].d).toBeUndefined();
  });
});

describe('the development provider is never mounted next to a real issuer or in production', () => {
  const vapid = webpush.generateVAPIDKeys();
  it.each<{ name: string; env: Record<string, string> }>([
    {
      name: 'production',
      env: {
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'client',
        OIDC_CLIENT_SECRET: 'secret',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        SESSION_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://lostandfound.example.edu',
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
      },
    },
    {
      name: 'development with a configured issuer',
      env: {
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'client',
        OIDC_CLIENT_SECRET: 'secret',
      },
    },
  ])('$name', async ({ env }) => {
    const t = await createTestApp('pglite', env);
    try {
      for (const url of ['/oidc/.well-known/openid-configuration', '/oidc/auth', '/oidc/jwks']) {
        expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      const outbox = await t.app.inject({ method: 'GET', url: '/dev/mail' });
      const outboxJson = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
      const expected = env.NODE_ENV === 'production' ? 404 : 200;
      expect(outbox.statusCode).toBe(expected);
      expect(outboxJson.statusCode).toBe(expected);
    } finally {
      await t.close();
    }
  });
});

describe('a configured issuer that cannot be reached', () => {
  it('sends the browser back to the login page with result=failed', async () => {
    const t = await createTestApp('pglite', {
      OIDC_ISSUER: 'http://127.0.0.1:9/',
      OIDC_CLIENT_ID: 'client',
      OIDC_CLIENT_SECRET: 'secret',
    });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/auth/login?result=failed');
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('a configured issuer reached over the network', () => {
  it('signs a member in through the same client code path', async () => {
    const port = await freePort();
    const publicUrl = `http://127.0.0.1:${port}`;
    // Another server's development provider stands in for an external issuer.
    const provider = await createTestApp('pglite', { PUBLIC_URL: publicUrl });
    await provider.app.listen({ port, host: '127.0.0.1' });
    const t = await createTestApp('pglite', {
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: `${publicUrl}/oidc`,
      OIDC_CLIENT_ID: 'campus-lost-and-found',
      OIDC_CLIENT_SECRET: 'not-checked-by-the-development-provider',
    });
    try {
      const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
      expect(start.statusCode).toBe(302);
      const authorize = start.headers.location as string;
      expect(authorize.startsWith(`${publicUrl}/oidc/auth?`)).toBe(true);
      const page = await fetch(authorize);
      const form = await fetch(`${publicUrl}/oidc/auth`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: publicUrl },
        body: new URLSearchParams({
          ...hiddenFields(await page.text()),
          email: 'networked@diu.edu.bd',
          name: 'Net Worked',
        }),
      });
      expect(form.status).toBe(303);
      const callback = await t.app.inject({
        method: 'GET',
        url: relative(form.headers.get('location')!),
        headers: withStateCookie({}, start),
      });
      expect(callback.headers.location).toBe('/auth/login?result=welcome');
      const [member] = await t.db.select().from(members).where(eq(members.email, 'networked@diu.edu.bd'));
      expect(member!.oidcIssuer).toBe(`${publicUrl}/oidc`);
    } finally {
      await t.close();
      await provider.close();
    }
    // Two apps and real sockets: slower than the in-process tests on a busy machine.
  }, 60_000);
});
