import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { toAdmin, type AdminWithDesks } from '#server/services/admins/admins';
import { hashPassword } from '#server/services/auth/password-hash';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app';

/**
 * A careless change: the service hands the route the whole admin row, password
 * hash and internal columns included. The response schema must keep them in.
 */
vi.mock('#server/services/admins/admins', async (importOriginal) => {
  const original = await importOriginal<typeof import('#server/services/admins/admins')>();
  return {
    ...original,
    toAdmin: (row: AdminWithDesks) => ({ ...row, ...original.toAdmin(row), internalNote: 'not for callers' }),
  };
});

describe.each(databaseKinds)('response schemas on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  it('send only the fields they declare, whatever the handler returns', async () => {
    const admin = await t.signInAdmin({ passwordHash: await hashPassword('correct horse battery') });
    // The careless change is in effect, however many files ran before this one in its process.
    expect(toAdmin({ ...admin.record, deskIds: [] })).toHaveProperty('internalNote');
    for (const url of ['/api/admins', `/api/admins/${encodeURIComponent(admin.record.email)}`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(/passwordHash|password_hash|internalNote|photoUrl|updatedAt/);
      const body = response.json();
      const [first] = Array.isArray(body) ? body : [body];
      expect(Object.keys(first).sort()).toEqual(
        ['_id', 'createdAt', 'deskIds', 'email', 'name', 'phone', 'photoURL', 'role', 'universityId'].sort(),
      );
    }
  });
});
