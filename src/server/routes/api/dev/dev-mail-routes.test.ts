import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../tests/support/test-app';
import { devOutbox } from '../../../db/schema';

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
