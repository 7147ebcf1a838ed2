import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#tests/support/test-app';
import { admins } from '#server/db/schema';
import { createDemoAdmin } from './demo-admin';

describe('the demo admin of the embedded default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      DEMO_ADMIN: 'true',
      DEMO_ADMIN_EMAIL: 'Demo.Desk@diu.edu.bd',
      DEMO_ADMIN_PASSWORD: 'demo passphrase',
    });
    await t.db.delete(admins);
  });
  afterAll(async () => t?.close());

  it('is made once when there is no admin, and signs in with the configured password', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    try {
      await createDemoAdmin(t.app);
      await createDemoAdmin(t.app);
      const printed = log.mock.calls.map((call) => String(call[0])).join('\n');
      expect(printed.match(/A demo admin was created/g)).toHaveLength(1);
      expect(printed).toContain('demo.desk@diu.edu.bd');
      expect(printed).toContain('demo passphrase');
      expect(printed).toContain('any @diu.edu.bd email on the development sign-in page');
    } finally {
      log.mockRestore();
    }
    expect(await t.db.select().from(admins)).toHaveLength(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      payload: { email: 'demo.desk@diu.edu.bd', password: 'demo passphrase' },
    });
    expect(login.statusCode).toBe(200);
  });
});
