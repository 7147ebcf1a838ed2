import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '#server/db/schema';
import { createResetToken } from '#server/services/auth/password-reset';
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from '#tests/support/test-app';

describe.each(databaseKinds)('checking a reset link before its form on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const check = (token: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/check',
      headers: { origin: TEST_ORIGIN },
      payload: { token },
    });

  it('says whether the link is good, used, expired or unknown, without using it', async () => {
    const { record } = await t.signInAdmin();
    const token = await createResetToken(t.db, record.id, 1);
    expect((await check(token)).json()).toEqual({ state: 'valid', message: null });
    // Checking does not use it up.
    expect((await check(token)).json()).toEqual({ state: 'valid', message: null });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      headers: { origin: TEST_ORIGIN },
      payload: { token, password: 'a new password' },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({
      state: 'used',
      message: 'This reset link has already been used. Ask for a new one from the admin login.',
    });

    const late = await createResetToken(t.db, record.id, 1);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.adminId, record.id));
    expect((await check(late)).json()).toMatchObject({
      state: 'expired',
      message: expect.stringContaining('expired'),
    });
    expect((await check('x'.repeat(43))).json()).toMatchObject({ state: 'unknown' });
  });

  it('refuses a missing token with 400', async () => {
    const response = await check('');
    expect(response.statusCode).toBe(400);
  });
});
