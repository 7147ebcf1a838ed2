import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  foundPayload,
  insertFoundReports,
  insertHallAndGymDesks,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app';

/**
 * Sessions and search results are kept in memory between requests. These
 * tests show a caller never sees a stale copy after a change made through the
 * same server, and sees changes made elsewhere within moments.
 */

const get = (app: FastifyInstance, url: string, cookie: string) =>
  app.inject({ method: 'GET', url, headers: { cookie } });

const searchNames = async (app: FastifyInstance, q: string, cookie: string) => {
  const response = await get(app, `/api/found-reports/search?q=${encodeURIComponent(q)}`, cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { reportId: string; itemName: string; claimedStatus: boolean }[]).map(
    (item) => `${item.reportId} ${item.itemName}`,
  );
};

describe.each(databaseKinds)('reads kept in memory on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
  });
  afterAll(async () => t.close());

  const manualEntry = async (itemName: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin },
      payload: { ...foundPayload({ itemName }), founder: personPayload(t) },
    });
    expect(response.statusCode).toBe(201);
    return response.json().reportId as string;
  };

  it('a signed-out session is refused at once, though it was just read', async () => {
    const { cookie } = await t.signInMember();
    expect((await get(t.app, '/api/user/profile', cookie)).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } })).statusCode,
    ).toBe(204);
    expect((await get(t.app, '/api/user/profile', cookie)).statusCode).toBe(401);
  });

  it('a profile completed a moment ago lets the member claim at once', async () => {
    const member = await t.signInMember({ complete: false });
    const reportId = await manualEntry('Graphing Calculator');
    const claim = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/found-reports/${reportId}/claim`,
        headers: { cookie: member.cookie },
        payload: { message: 'mine' },
      });
    expect((await claim()).statusCode).toBe(403);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie: member.cookie },
      payload: {
        name: member.record.name,
        universityId: '221-15-9999',
        phone: '01712345678',
        department: t.config.university.faculties[0]!.departments[0]!,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await claim()).statusCode).toBe(200);
  });

  it('a search shows an item stored a moment ago, its claims as they happen, and not once handed over', async () => {
    const member = await t.signInMember();
    const other = await t.signInMember();
    const before = await searchNames(t.app, 'telescope', member.cookie);

    const reportId = await manualEntry('Telescope');
    expect(await searchNames(t.app, 'telescope', member.cookie)).toEqual([
      `${reportId} Telescope`,
      ...before,
    ]);

    const claimed = async () =>
      (
        (await get(t.app, '/api/found-reports/search?q=telescope', member.cookie)).json() as {
          reportId: string;
          claimedStatus: boolean;
        }[]
      ).find((item) => item.reportId === reportId)?.claimedStatus;
    expect(await claimed()).toBe(false);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${reportId}/claim`,
      headers: { cookie: other.cookie },
      payload: { message: 'it is mine' },
    });
    expect(await claimed()).toBe(true);

    const handover = await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${reportId}/handover`,
      headers: { cookie: admin },
      payload: { receiver: personPayload(t, { email: 'owner@example.com' }) },
    });
    expect(handover.statusCode).toBe(200);
    expect(await searchNames(t.app, 'telescope', member.cookie)).toEqual(before);
  });

  it('a found item a member reports leaves the recovered-items list in memory until it is stored', async () => {
    const member = await t.signInMember();
    const listHits = async () => {
      const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
      const line = metrics.body
        .split('\n')
        .find((row) => row.startsWith('cache_lookups_total{cache="member-list-pages",result="hit"} '));
      return Number(line?.split(' ')[1] ?? 0);
    };
    // Notices arrive in the order they were sent: once this one is heard, any earlier one has been.
    const settled = async () => {
      const probe = `probe:${Math.random()}`;
      const heard = new Promise<void>((resolve) => {
        const stop = t.app.changes.onChange((notice) => {
          if (notice !== probe) return;
          stop();
          resolve();
        });
      });
      await t.db.execute(sql`SELECT pg_notify('clf_changes', ${probe})`);
      await heard;
    };
    const list = async () =>
      (
        (await get(t.app, '/api/found-reports/stored-for-users?limit=100', member.cookie)).json() as {
          reportId: string;
        }[]
      ).map((card) => card.reportId);

    await list();
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports',
      headers: { cookie: member.cookie },
      payload: foundPayload({ itemName: 'Brass Compass' }),
    });
    expect(reported.statusCode).toBe(201);
    const { reportId } = reported.json() as { reportId: string };
    await settled();
    const hitsBefore = await listHits();
    expect(await list()).not.toContain(reportId);
    expect(await listHits()).toBe(hitsBefore + 1);

    const stored = await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${reportId}/store`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(stored.statusCode).toBe(200);
    expect(await list()).toContain(reportId);
  });

  it('the recovered-items list shows storing, claims and handovers at once', async () => {
    const member = await t.signInMember();
    const other = await t.signInMember();
    type Card = { reportId: string; claimedStatus: boolean; claimedByMe: boolean };
    const list = async (cookie: string) =>
      (await get(t.app, '/api/found-reports/stored-for-users?limit=100', cookie)).json() as Card[];
    const card = async (cookie: string, reportId: string) =>
      (await list(cookie)).find((item) => item.reportId === reportId);

    await list(member.cookie);
    const reportId = await manualEntry('Slide Rule');
    expect(await card(member.cookie, reportId)).toMatchObject({ claimedStatus: false, claimedByMe: false });

    const claim = await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${reportId}/claim`,
      headers: { cookie: member.cookie },
      payload: { message: 'mine' },
    });
    expect(claim.statusCode).toBe(200);
    expect(await card(member.cookie, reportId)).toMatchObject({ claimedStatus: true, claimedByMe: true });
    expect(await card(other.cookie, reportId)).toMatchObject({ claimedStatus: true, claimedByMe: false });

    const handover = await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${reportId}/handover`,
      headers: { cookie: admin },
      payload: { receiver: personPayload(t, { email: 'slide.rule@example.com' }) },
    });
    expect(handover.statusCode).toBe(200);
    expect(await card(member.cookie, reportId)).toBeUndefined();
  });

  it('a search shows items another process added, within moments', async () => {
    const member = await t.signInMember();
    expect(await searchNames(t.app, 'kaleidoscope', member.cookie)).toEqual([]);
    const [added] = await insertFoundReports(t.db, [{ itemName: 'Kaleidoscope' }]);
    await expect
      .poll(() => searchNames(t.app, 'kaleidoscope', member.cookie), { timeout: 5000 })
      .toEqual([`${added!.report_id} Kaleidoscope`]);
  });
});

describe.runIf(databaseKinds.includes('postgres'))('two servers on one PostgreSQL database', () => {
  let t: TestApp;
  let other: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    other = await t.anotherServer();
  });
  afterAll(async () => t.close());

  it('a session ended on one server is refused by the other within moments', async () => {
    const { cookie } = await t.signInMember();
    expect((await get(other, '/api/user/profile', cookie)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    await expect.poll(async () => (await get(other, '/api/user/profile', cookie)).statusCode).toBe(401);
  });

  it('an admin removed on one server loses access on the other within moments', async () => {
    const remover = await t.signInAdmin();
    const removed = await t.signInAdmin();
    expect((await get(other, '/api/admin/dashboard/stats', removed.cookie)).statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/admins/${encodeURIComponent(removed.record.email)}`,
      headers: { cookie: remover.cookie },
    });
    expect(response.statusCode).toBe(204);
    await expect
      .poll(async () => (await get(other, '/api/admin/dashboard/stats', removed.cookie)).statusCode)
      .toBe(401);
  });

  it('desk staff moved to another desk on one server are kept to it on the other within moments', async () => {
    const admin = await t.signInAdmin();
    const { hallDesk, gymDesk } = await insertHallAndGymDesks(t.db);
    const staff = await t.signInStaff([hallDesk]);
    const [atHall, atGym] = await insertFoundReports(t.db, [
      { itemName: 'Hall Sextant', deskId: hallDesk },
      { itemName: 'Gym Stopwatch', deskId: gymDesk },
    ]);
    const listed = async () =>
      (
        (await get(other, '/api/found-reports/stored?limit=100', staff.cookie)).json() as {
          reportId: string;
        }[]
      ).map((item) => item.reportId);
    // The other server keeps the session from this read on.
    expect(await listed()).toContain(atHall!.report_id);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/admins/${encodeURIComponent(staff.record.email)}/desks`,
      headers: { cookie: admin.cookie },
      payload: { deskIds: [gymDesk] },
    });
    expect(changed.statusCode).toBe(200);
    await expect.poll(listed).toContain(atGym!.report_id);
    expect(await listed()).not.toContain(atHall!.report_id);
  });

  it('a claim made on one server shows on the other one’s list within moments', async () => {
    const member = await t.signInMember();
    const admin = await t.signInAdmin();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin.cookie },
      payload: { ...foundPayload({ itemName: 'Planimeter' }), founder: personPayload(t) },
    });
    const reportId = created.json().reportId as string;
    const card = async () =>
      (
        (await get(other, '/api/found-reports/stored-for-users?limit=100', member.cookie)).json() as {
          reportId: string;
          claimedByMe: boolean;
        }[]
      ).find((item) => item.reportId === reportId);
    await expect.poll(card).toMatchObject({ claimedByMe: false });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${reportId}/claim`,
      headers: { cookie: member.cookie },
      payload: {},
    });
    await expect.poll(card).toMatchObject({ claimedByMe: true });
  });

  it('an item stored on one server shows in the other one’s searches within moments', async () => {
    const member = await t.signInMember();
    const admin = await t.signInAdmin();
    expect(await searchNames(other, 'theodolite', member.cookie)).toEqual([]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin.cookie },
      payload: { ...foundPayload({ itemName: 'Theodolite' }), founder: personPayload(t) },
    });
    expect(created.statusCode).toBe(201);
    await expect
      .poll(() => searchNames(other, 'theodolite', member.cookie))
      .toEqual([`${created.json().reportId} Theodolite`]);
  });
});
