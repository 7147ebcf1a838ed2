import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { devOutbox } from '#server/db/schema';

describe('the development outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.db.insert(devOutbox).values({
      to: 'someone@diu.edu.bd',
      subject: 'Reset <your> password',
      text: 'Open http://localhost:3000/auth/reset-password?token=abc to continue.',
      html: '<p>html</p>',
    });
  });
  afterAll(async () => t?.close());

  it('lists mail as JSON at /api/dev/mail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ to: 'someone@diu.edu.bd', subject: 'Reset <your> password' }),
    ]);
  });

  it('shows mail as a page at /dev/mail with clickable, escaped content', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('Reset &#60;your&#62; password');
    expect(response.body).toContain(
      '<a href="http://localhost:3000/auth/reset-password?token=abc">http://localhost:3000/auth/reset-password?token=abc</a>',
    );
  });
});

describe.each(databaseKinds)('the development provider and outbox on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it.each(['/api/dev/mail', '/dev/mail', '/oidc/.well-known/openid-configuration', '/oidc/auth'])(
    'answer %s only to this computer, whatever X-Forwarded-For says',
    async (url) => {
      for (const remoteAddress of ['10.0.0.5', '192.168.1.20', '2001:db8::1']) {
        const response = await t.app.inject({
          method: 'GET',
          url,
          remoteAddress,
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toBe(
          'The development sign-in and outbox answer only on this computer.',
        );
      }
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress });
        expect(response.statusCode).not.toBe(403);
      }
    },
  );
});
