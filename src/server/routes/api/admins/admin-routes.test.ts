import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { activityLog, admins, devOutbox, sessions } from '#server/db/schema';

type Caller = 'anonymous' | 'incomplete member' | 'member' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'incomplete member', 'member', 'admin'];

describe.each(databaseKinds)('the admins API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  async function cookieFor(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'anonymous') return {};
    if (caller === 'admin') return { cookie: (await t.signInAdmin()).cookie };
    return { cookie: (await t.signInMember({ complete: caller === 'member' })).cookie };
  }

  let serial = 0;
  const newAdminPayload = () => {
    serial += 1;
    return {
      name: `New Admin ${serial}`,
      email: `new.admin${serial}.${Date.now()}@diu.edu.bd`,
      phone: '01812345678',
      universityId: `EMP${serial}`,
      password: 'first password',
    };
  };

  const adminCount = async () => (await t.db.select().from(admins)).length;
  const logFor = async (adminId: string) =>
    (await t.db.select().from(activityLog).where(eq(activityLog.adminId, adminId))).map((row) => row.action);

  describe('who may call what', () => {
    const expected: Record<string, Record<Caller, number>> = {
      'GET /api/admins': { anonymous: 401, 'incomplete member': 403, member: 403, admin: 200 },
      'POST /api/admins': { anonymous: 401, 'incomplete member': 403, member: 403, admin: 201 },
      'PUT /api/admins/x': { anonymous: 401, 'incomplete member': 403, member: 403, admin: 403 },
      'DELETE /api/admins/x': { anonymous: 401, 'incomplete member': 403, member: 403, admin: 404 },
      'POST /api/admins/x/password-reset': {
        anonymous: 401,
        'incomplete member': 403,
        member: 403,
        admin: 404,
      },
      'GET /api/admins/x': { anonymous: 401, 'incomplete member': 403, member: 403, admin: 404 },
    };
    for (const [route, answers] of Object.entries(expected)) {
      for (const caller of CALLERS) {
        it(`${route} → ${answers[caller]} for ${caller}`, async () => {
          const [method, path] = route.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
          const url = path.replace('/x', '/nobody%40diu.edu.bd');
          const payload =
            method === 'POST' && url === '/api/admins'
              ? newAdminPayload()
              : method === 'PUT'
                ? { name: 'Some Name', universityId: 'EMP1', phone: '01712345678' }
                : undefined;
          const response = await t.app.inject({ method, url, headers: await cookieFor(caller), payload });
          expect(response.statusCode).toBe(answers[caller]);
        });
      }
    }
  });

  describe('GET /api/admins/:email', () => {
    it('answers a member asking about their own email with 404 (they are not an admin)', async () => {
      const { cookie, record } = await t.signInMember({ complete: false });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admins/${encodeURIComponent(record.email)}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(404);
    });

    it('gives an admin the record of any admin', async () => {
      const { cookie, record } = await t.signInAdmin({ phone: '01712345678' });
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admins/${encodeURIComponent(record.email.toUpperCase())}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        _id: record.id,
        name: record.name,
        email: record.email,
        role: 'admin',
        deskIds: [],
        universityId: record.universityId,
        phone: '01712345678',
        photoURL: null,
        createdAt: record.createdAt.toISOString(),
      });
    });
  });

  describe('GET /api/admins', () => {
    it('lists admins newest first', async () => {
      const { cookie } = await t.signInAdmin();
      const response = await t.app.inject({ method: 'GET', url: '/api/admins', headers: { cookie } });
      const list = response.json<{ createdAt: string }[]>();
      expect(list.length).toBe(await adminCount());
      const times = list.map((admin) => admin.createdAt);
      expect([...times].sort().reverse()).toEqual(times);
    });
  });

  describe('POST /api/admins', () => {
    it('creates the sign-in and the record, logs it and mails a set-your-password link', async () => {
      const { cookie, record: by } = await t.signInAdmin();
      const payload = newAdminPayload();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admins',
        headers: { cookie },
        payload: { ...payload, email: payload.email.toUpperCase() },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: payload.name,
        email: payload.email,
        role: 'admin',
        universityId: payload.universityId,
        phone: payload.phone,
        photoURL: null,
      });
      expect(await logFor(by.id)).toEqual([`Added admin ${payload.email}`]);
      const [mail] = await t.db.select().from(devOutbox).where(eq(devOutbox.to, payload.email));
      expect(mail!.text).toContain(`${t.config.publicUrl}/auth/reset-password?token=`);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: payload.email, password: payload.password },
      });
      expect(login.statusCode).toBe(200);
    });

    it('refuses a duplicate email with 409, whatever its case', async () => {
      const { cookie, record } = await t.signInAdmin();
      const before = await adminCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admins',
        headers: { cookie },
        payload: { ...newAdminPayload(), email: record.email.toUpperCase() },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('An admin with this email already exists');
      expect(await adminCount()).toBe(before);
    });

    it.each([
      [{ name: '' }, 'Name is required'],
      [{ email: 'not-an-email' }, 'Invalid email address'],
      [{ password: '123' }, 'Password must be at least 12 characters'],
      [{ password: 'password1234' }, 'This password is too common. Please choose another one.'],
      [{ universityId: 'has spaces!' }, 'University ID should contain only letters and numbers'],
      [{ phone: '123' }, undefined],
    ])('refuses %o with 400 and writes nothing', async (change, message) => {
      const { cookie, record } = await t.signInAdmin();
      const before = await adminCount();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admins',
        headers: { cookie },
        payload: { ...newAdminPayload(), ...change },
      });
      expect(response.statusCode).toBe(400);
      if (message) expect(response.json().message).toBe(message);
      expect(await adminCount()).toBe(before);
      expect(await logFor(record.id)).toEqual([]);
    });
  });

  describe('PUT /api/admins/:email', () => {
    it('lets an admin edit their own profile', async () => {
      const { cookie, record } = await t.signInAdmin();
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admins/${encodeURIComponent(record.email)}`,
        headers: { cookie },
        payload: { name: 'Renamed Admin', universityId: 'EMP42', phone: '017-1234-5678' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        name: 'Renamed Admin',
        universityId: 'EMP42',
        phone: '01712345678',
      });
    });

    it("refuses to edit another admin's profile with 403", async () => {
      const { cookie } = await t.signInAdmin();
      const { record: other } = await t.signInAdmin();
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admins/${encodeURIComponent(other.email)}`,
        headers: { cookie },
        payload: { name: 'Hijacked Name', universityId: 'EMP1', phone: '01712345678' },
      });
      expect(response.statusCode).toBe(403);
      const [unchanged] = await t.db.select().from(admins).where(eq(admins.id, other.id));
      expect(unchanged!.name).toBe(other.name);
    });

    it('refuses bad input with 400 and changes nothing', async () => {
      const { cookie, record } = await t.signInAdmin();
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/admins/${encodeURIComponent(record.email)}`,
        headers: { cookie },
        payload: { name: '', universityId: 'EMP1', phone: '01712345678' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Full name is required');
      const [unchanged] = await t.db.select().from(admins).where(eq(admins.id, record.id));
      expect(unchanged!.name).toBe(record.name);
    });
  });

  describe('DELETE /api/admins/:email', () => {
    it('removes another admin with their sessions, and logs it', async () => {
      const { cookie, record: by } = await t.signInAdmin();
      const { record: target, cookie: targetCookie } = await t.signInAdmin();
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admins/${encodeURIComponent(target.email)}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(204);
      expect(await t.db.select().from(admins).where(eq(admins.id, target.id))).toEqual([]);
      expect(await t.db.select().from(sessions).where(eq(sessions.adminId, target.id))).toEqual([]);
      expect(await logFor(by.id)).toEqual([`Removed admin ${target.email}`]);
      const after = await t.app.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: targetCookie },
      });
      expect(after.json()).toEqual({ user: null });
    });

    it('lets two admins removing each other at once end with one removed and a 409, never a 500', async () => {
      for (let round = 0; round < 5; round += 1) {
        // A third admin, so neither removal is refused as the last one's.
        await t.signInAdmin();
        const first = await t.signInAdmin();
        const second = await t.signInAdmin();
        const remove = (by: string, email: string) =>
          t.app.inject({
            method: 'DELETE',
            url: `/api/admins/${encodeURIComponent(email)}`,
            headers: { cookie: by },
          });
        const answers = await Promise.all([
          remove(first.cookie, second.record.email),
          remove(second.cookie, first.record.email),
        ]);
        const statuses = answers.map((answer) => answer.statusCode).sort();
        // The loser is either caught inside the removal (409), or, when the winner has already
        // committed, its session is gone before its request is read (401). Never a 500.
        expect(statuses, answers.map((answer) => answer.body).join(' | ')).toContainEqual(204);
        const loser = answers.find((answer) => answer.statusCode !== 204)!;
        expect([401, 409]).toContain(loser.statusCode);
        if (loser.statusCode === 409) {
          expect(loser.json().message).toBe('Your admin account has been removed by another admin.');
        }
        const left = await t.db
          .select()
          .from(admins)
          .where(inArray(admins.id, [first.record.id, second.record.id]));
        expect(left).toHaveLength(1);
      }
    });

    it('refuses to let an admin remove themselves', async () => {
      const { cookie, record } = await t.signInAdmin();
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admins/${encodeURIComponent(record.email)}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('You cannot remove your own account');
      expect(await t.db.select().from(admins).where(eq(admins.id, record.id))).toHaveLength(1);
    });
  });

  describe('POST /api/admins/:email/password-reset', () => {
    it('mails a reset link, logs it and answers the spec message', async () => {
      const { cookie, record: by } = await t.signInAdmin();
      const { record: target } = await t.signInAdmin();
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admins/${encodeURIComponent(target.email)}/password-reset`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: `Password reset email sent to ${target.email}` });
      expect(await logFor(by.id)).toEqual([`Sent password reset to ${target.email}`]);
      const mails = await t.db.select().from(devOutbox).where(eq(devOutbox.to, target.email));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(/\/auth\/reset-password\?token=[\w-]+/);
    });
  });
});

describe.each(databaseKinds)('the last admin on %s', (kind) => {
  it('cannot be removed', async () => {
    const t = await createTestApp(kind);
    try {
      await t.db.delete(admins);
      const { cookie, record } = await t.signInAdmin();
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admins/${encodeURIComponent(record.email)}`,
        headers: { cookie },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('The last admin cannot be removed');
      expect(await t.db.select().from(admins)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
