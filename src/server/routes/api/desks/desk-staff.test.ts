import type { HTTPMethods } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { logLine } from '#server/lib/i18n';
import { activityLog, FIRST_DESK_ID, foundReports } from '#server/db/schema';
import {
  foundPayload,
  insertFoundReports,
  insertHallAndGymDesks,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';

/**
 * Desk staff (decision 0055): an admin creates them at some desks; they see and
 * act on those desks' items only, and never manage accounts, desks or disposal.
 */
describe.each(databaseKinds)('desk staff on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let hallDesk: string;
  let gymDesk: string;
  let staff: string;
  let staffEmail: string;

  const call: TestApp['call'] = (...args) => t.call(...args);

  /** A stored item kept at a desk. */
  const itemAt = async (deskId: string, itemName = 'Black Wallet') =>
    (await recordAt(deskId, itemName)).report_id;
  const recordAt = async (deskId: string, itemName: string) =>
    (await insertFoundReports(t.db, [{ itemName, deskId }]))[0]!;

  const newStaffPayload = (overrides: Record<string, unknown> = {}) => ({
    name: 'Selina Akter',
    email: `selina.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@diu.edu.bd`,
    phone: '01812345678',
    universityId: 'EMP2001',
    password: 'a long enough password',
    role: 'staff',
    deskIds: [hallDesk],
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
    ({ hallDesk, gymDesk } = await insertHallAndGymDesks(t.db));
    const signedIn = await t.signInStaff([hallDesk]);
    staff = signedIn.cookie;
    staffEmail = signedIn.record.email;
  });
  afterAll(async () => t?.close());

  describe('created by an admin', () => {
    it('creates desk staff at the desks named, logs it, and they sign in as staff', async () => {
      const payload = newStaffPayload({ deskIds: [gymDesk, hallDesk, hallDesk] });
      const created = await call(admin, 'POST', '/api/admins', payload);
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        email: payload.email,
        role: 'staff',
        deskIds: [gymDesk, hallDesk].sort(),
      });
      const [logged] = await t.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.action, `Added desk staff ${payload.email}`));
      expect(logged).toBeDefined();

      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/admin/login',
        payload: { email: payload.email, password: payload.password },
        remoteAddress: '192.0.2.55',
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({
        kind: 'admin',
        role: 'staff',
        deskIds: [gymDesk, hallDesk].sort(),
      });

      const listed = (await call(admin, 'GET', '/api/admins')).json<{ email: string; role: string }[]>();
      expect(listed.find((each) => each.email === payload.email)?.role).toBe('staff');
    });

    it('refuses staff without a desk, an unknown desk or a malformed one with 400, and creates nothing', async () => {
      const before = (await call(admin, 'GET', '/api/admins')).json<unknown[]>().length;
      for (const deskIds of [[], undefined, ['not-a-desk'], ['0f8fad5b-d9cb-469f-a165-70867728950e']]) {
        const answer = await call(admin, 'POST', '/api/admins', newStaffPayload({ deskIds }));
        expect(answer.statusCode, JSON.stringify(deskIds)).toBe(400);
      }
      const unknown = await call(
        admin,
        'POST',
        '/api/admins',
        newStaffPayload({ deskIds: ['0f8fad5b-d9cb-469f-a165-70867728950e'] }),
      );
      expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_DESK' });
      const role = await call(admin, 'POST', '/api/admins', newStaffPayload({ role: 'owner' }));
      expect(role.statusCode).toBe(400);
      expect((await call(admin, 'GET', '/api/admins')).json<unknown[]>().length).toBe(before);
    });

    it('gives an admin created without a role every desk, whatever desks were sent', async () => {
      const created = await call(admin, 'POST', '/api/admins', newStaffPayload({ role: undefined }));
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ role: 'admin', deskIds: [] });
    });

    it('lets an admin remove desk staff, whose sessions end with it', async () => {
      const leaving = await t.signInStaff([hallDesk]);
      const removed = await call(admin, 'DELETE', `/api/admins/${encodeURIComponent(leaving.record.email)}`);
      expect(removed.statusCode).toBe(204);
      expect((await call(leaving.cookie, 'GET', '/api/found-reports/stored')).statusCode).toBe(401);
    });
  });

  describe('kept to their desks', () => {
    it("lists their desks' items only, and refuses another desk's list", async () => {
      const mine = await itemAt(hallDesk, 'Hall Umbrella');
      const theirs = await itemAt(gymDesk, 'Gym Bottle');
      const first = await itemAt(FIRST_DESK_ID, 'Office Keys');
      const listed = (await call(staff, 'GET', '/api/found-reports/stored?limit=100')).json<
        { reportId: string }[]
      >();
      const ids = listed.map((item) => item.reportId);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(theirs);
      expect(ids).not.toContain(first);
      const own = await call(staff, 'GET', `/api/found-reports/stored?desk=${hallDesk}&limit=100`);
      expect(own.statusCode).toBe(200);
      const other = await call(staff, 'GET', `/api/found-reports/stored?desk=${gymDesk}`);
      expect([other.statusCode, other.json().code]).toEqual([403, 'OTHER_DESK']);
      const exported = await call(staff, 'GET', '/api/found-reports/stored/export');
      expect(exported.statusCode).toBe(200);
      expect(exported.body).toContain(mine);
      expect(exported.body).not.toContain(theirs);
      // An admin sees every desk.
      const all = (await call(admin, 'GET', '/api/found-reports/stored?limit=100')).json<
        { reportId: string }[]
      >();
      expect(all.map((item) => item.reportId)).toEqual(expect.arrayContaining([mine, theirs, first]));
    });

    it("reads, labels and hands over their desk's items, and is refused another desk's", async () => {
      const { report_id: mine, id: mineId } = await recordAt(hallDesk, 'Blue Backpack');
      const { report_id: theirs, id: theirsId } = await recordAt(gymDesk, 'Red Cap');
      expect((await call(staff, 'GET', `/api/found-reports/details/${mine}`)).statusCode).toBe(200);
      expect((await call(staff, 'GET', `/api/found-reports/details/${mineId}/history`)).statusCode).toBe(200);
      expect((await call(staff, 'GET', `/api/found-reports/labels?items=${mine}`)).statusCode).toBe(200);
      const refusals = [
        await call(staff, 'GET', `/api/found-reports/details/${theirs}`),
        await call(staff, 'GET', `/api/found-reports/details/${theirsId}/history`),
        await call(staff, 'GET', `/api/found-reports/labels?items=${mine},${theirs}`),
        await call(staff, 'PATCH', `/api/found-reports/${theirs}/storage-location`, {
          storageLocation: 'B2',
        }),
        await call(staff, 'PATCH', `/api/found-reports/${theirs}/handover`, { receiver: personPayload(t) }),
      ];
      for (const refused of refusals)
        expect([refused.statusCode, refused.json().code]).toEqual([403, 'OTHER_DESK']);
      const handed = await call(staff, 'PATCH', `/api/found-reports/${mine}/handover`, {
        receiver: personPayload(t),
      });
      expect(handed.statusCode).toBe(200);
      // A thing no desk holds is still not found.
      expect((await call(staff, 'GET', '/api/found-reports/details/FND999999')).statusCode).toBe(404);
    });

    it('enters items at their desk, and may not enter or store one at another', async () => {
      const entered = await call(staff, 'POST', '/api/found-reports/manual-entry', {
        ...foundPayload({ itemName: 'Grey Scarf' }),
        founder: personPayload(t),
      });
      expect(entered.statusCode).toBe(201);
      const [row] = await t.db
        .select({ deskId: foundReports.deskId })
        .from(foundReports)
        .where(eq(foundReports.reportId, entered.json().reportId));
      expect(row!.deskId).toBe(hallDesk);
      const elsewhere = await call(staff, 'POST', '/api/found-reports/manual-entry', {
        ...foundPayload(),
        founder: personPayload(t),
        deskId: gymDesk,
      });
      expect([elsewhere.statusCode, elsewhere.json().code]).toEqual([403, 'OTHER_DESK']);

      const [reported] = await insertFoundReports(t.db, [{ status: 'reported', deskId: hallDesk }]);
      const toGym = await call(staff, 'PATCH', `/api/found-reports/${reported!.report_id}/store`, {
        deskId: gymDesk,
      });
      expect(toGym.statusCode).toBe(403);
      const stored = await call(staff, 'PATCH', `/api/found-reports/${reported!.report_id}/store`, {
        storageLocation: 'Shelf A1',
      });
      expect(stored.statusCode).toBe(200);
    });

    it("decides and answers claims on their desk's items only", async () => {
      const finder = await t.signInMember();
      const claimant = await t.signInMember();
      const report = async (deskId: string) => {
        const created = await call(finder.cookie, 'POST', '/api/found-reports', foundPayload());
        const { reportId } = created.json<{ reportId: string }>();
        expect(
          (await call(admin, 'PATCH', `/api/found-reports/${reportId}/store`, { deskId })).statusCode,
        ).toBe(200);
        const claimed = await call(claimant.cookie, 'PATCH', `/api/found-reports/${reportId}/claim`, {});
        return claimed.json<{ claimId: string }>().claimId;
      };
      const mine = await report(hallDesk);
      const theirs = await report(gymDesk);
      expect((await call(staff, 'GET', `/api/claims/${mine}/messages`)).statusCode).toBe(200);
      expect((await call(staff, 'GET', `/api/claims/${mine}/message-templates`)).statusCode).toBe(200);
      for (const refused of [
        await call(staff, 'GET', `/api/claims/${theirs}/messages`),
        await call(staff, 'GET', `/api/claims/${theirs}/message-templates`),
        await call(staff, 'POST', `/api/claims/${theirs}/messages`, { text: 'Please come by' }),
        await call(staff, 'PATCH', `/api/claims/${theirs}/approve`),
      ]) {
        expect([refused.statusCode, refused.json().code]).toEqual([403, 'OTHER_DESK']);
      }
      expect((await call(staff, 'PATCH', `/api/claims/${mine}/approve`)).statusCode).toBe(200);
      // The claimant reads their own conversation as before.
      expect((await call(claimant.cookie, 'GET', `/api/claims/${theirs}/messages`)).statusCode).toBe(200);
    });

    it('never manages admins or desks, never disposes, and has no dashboard', async () => {
      const refused: [HTTPMethods, string, unknown?][] = [
        ['GET', '/api/admins'],
        ['POST', '/api/admins', newStaffPayload()],
        ['DELETE', `/api/admins/${encodeURIComponent(staffEmail)}`],
        ['PUT', `/api/admins/${encodeURIComponent(staffEmail)}/desks`, { deskIds: [gymDesk] }],
        ['GET', '/api/desks/managed'],
        ['POST', '/api/desks', { name: 'Library Desk', place: 'Library' }],
        ['GET', '/api/disposition-queue'],
        ['GET', '/api/admin/dashboard/stats'],
        ['GET', '/api/admin/dashboard/activity-log'],
      ];
      for (const [method, url, payload] of refused) {
        const answer = await call(staff, method, url, payload);
        expect([answer.statusCode, answer.json().code], `${method} ${url}`).toEqual([403, 'FORBIDDEN']);
        expect(answer.json().message).toBe('Admin privileges are required.');
      }
    });

    it('is refused by member routes, and members are refused by staff routes', async () => {
      const mine = await call(staff, 'GET', '/api/found-reports/mine');
      expect([mine.statusCode, mine.json().code]).toEqual([403, 'FORBIDDEN']);
      const member = await t.signInMember();
      const list = await call(member.cookie, 'GET', '/api/found-reports/stored');
      expect([list.statusCode, list.json().message]).toEqual([403, 'This is for admins and desk staff.']);
    });
  });

  describe('their desks changed by an admin (decision 0074)', () => {
    const desksOf = (email: string) => `/api/admins/${encodeURIComponent(email)}/desks`;
    const listedIds = async (cookie: string) =>
      (await call(cookie, 'GET', '/api/found-reports/stored?limit=100'))
        .json<{ reportId: string }[]>()
        .map((item) => item.reportId);

    it("moves a signed-in staff member to the new desk: their next list shows its items and not the old desk's", async () => {
      const moving = await t.signInStaff([hallDesk]);
      const atHall = await itemAt(hallDesk, 'Hall Thermos');
      const atGym = await itemAt(gymDesk, 'Gym Towel');
      // Read once, so the session is the kept copy the change must replace.
      expect(await listedIds(moving.cookie)).toContain(atHall);
      expect(await listedIds(moving.cookie)).not.toContain(atGym);

      const changed = await call(admin, 'PUT', desksOf(moving.record.email), { deskIds: [gymDesk] });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ email: moving.record.email, role: 'staff', deskIds: [gymDesk] });

      const after = await listedIds(moving.cookie);
      expect(after).toContain(atGym);
      expect(after).not.toContain(atHall);
      const session = await call(moving.cookie, 'GET', '/api/auth/session');
      expect(session.json().user).toMatchObject({ role: 'staff', deskIds: [gymDesk] });
      const oldDesk = await call(moving.cookie, 'GET', `/api/found-reports/details/${atHall}`);
      expect([oldDesk.statusCode, oldDesk.json().code]).toEqual([403, 'OTHER_DESK']);
      expect((await call(moving.cookie, 'GET', `/api/found-reports/details/${atGym}`)).statusCode).toBe(200);
      const listed = (await call(admin, 'GET', '/api/admins')).json<{ email: string; deskIds: string[] }[]>();
      expect(listed.find((each) => each.email === moving.record.email)?.deskIds).toEqual([gymDesk]);
    });

    it('logs the change with the desks named, in English and in Bangla, under its own action', async () => {
      const moving = await t.signInStaff([hallDesk]);
      const both = [gymDesk, hallDesk, gymDesk];
      expect((await call(admin, 'PUT', desksOf(moving.record.email), { deskIds: both })).statusCode).toBe(
        200,
      );
      const [logged] = await t.db
        .select()
        .from(activityLog)
        .where(eq(activityLog.kind, 'staff_desks_changed'))
        .orderBy(desc(activityLog.createdAt))
        .limit(1);
      expect(logged!.action).toBe(
        `Changed the desks of desk staff ${moving.record.email} to Gym Desk, Hall Desk`,
      );
      expect(logged!.details).toEqual({ before: [hallDesk], after: [gymDesk, hallDesk].sort() });
      const log = await t.app.inject({
        method: 'GET',
        url: '/api/admin/dashboard/activity-log?action=staff_desks_changed&limit=5',
        headers: { cookie: admin },
      });
      expect(log.statusCode).toBe(200);
      expect(log.json()[0]).toMatchObject({
        kind: 'staff_desks_changed',
        message: {
          key: 'activity.staffDesksChanged',
          values: {
            email: moving.record.email,
            desks: [
              { key: 'activity.staffDesk', values: { desk: 'Gym Desk' } },
              { key: 'activity.staffDesk', values: { desk: 'Hall Desk' } },
            ],
          },
        },
      });
      expect(logLine('bn', log.json()[0].message)).toBe(
        `ডেস্ক কর্মী ${moving.record.email}-এর কাজের ডেস্ক বদলে Gym Desk ডেস্ক, Hall Desk ডেস্ক করেছেন`,
      );

      // The same desks again change nothing and log nothing.
      const again = await call(admin, 'PUT', desksOf(moving.record.email), { deskIds: [hallDesk, gymDesk] });
      expect(again.statusCode).toBe(200);
      const lines = await t.db.select().from(activityLog).where(eq(activityLog.kind, 'staff_desks_changed'));
      expect(lines.filter((line) => line.action.includes(moving.record.email))).toHaveLength(1);
    });

    it('refuses an unknown account (404), an admin (409), and no desk or an unknown one (400), changing nothing', async () => {
      const staying = await t.signInStaff([hallDesk]);
      const nobody = await call(admin, 'PUT', desksOf('nobody@diu.edu.bd'), { deskIds: [gymDesk] });
      expect([nobody.statusCode, nobody.json().code]).toEqual([404, 'NOT_FOUND']);
      const anAdmin = await t.signInAdmin();
      const toAdmin = await call(admin, 'PUT', desksOf(anAdmin.record.email), { deskIds: [gymDesk] });
      expect([toAdmin.statusCode, toAdmin.json().code]).toEqual([409, 'NOT_STAFF']);
      expect(toAdmin.json().message).toBe(
        'An admin works at every desk: only desk staff have desks to choose.',
      );
      for (const body of [
        { deskIds: [] },
        {},
        { deskIds: ['not-a-desk'] },
        { deskIds: gymDesk },
        { deskIds: [gymDesk, '0f8fad5b-d9cb-469f-a165-70867728950e'] },
      ]) {
        const answer = await call(admin, 'PUT', desksOf(staying.record.email), body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      }
      const unknown = await call(admin, 'PUT', desksOf(staying.record.email), {
        deskIds: ['0f8fad5b-d9cb-469f-a165-70867728950e'],
      });
      expect(unknown.json()).toMatchObject({ code: 'UNKNOWN_DESK' });
      const empty = await call(admin, 'PUT', desksOf(staying.record.email), { deskIds: [] });
      expect(empty.json().message).toBe('Choose at least one desk this person works at.');
      const session = await call(staying.cookie, 'GET', '/api/auth/session');
      expect(session.json().user.deskIds).toEqual([hallDesk]);
    });

    it("is for admins only: desk staff may not change their own desks or anyone else's", async () => {
      const other = await t.signInStaff([hallDesk]);
      for (const email of [staffEmail, other.record.email]) {
        const answer = await call(staff, 'PUT', desksOf(email), { deskIds: [gymDesk] });
        expect([answer.statusCode, answer.json().code]).toEqual([403, 'FORBIDDEN']);
      }
      const member = await t.signInMember();
      const byMember = await call(member.cookie, 'PUT', desksOf(other.record.email), { deskIds: [gymDesk] });
      expect([byMember.statusCode, byMember.json().code]).toEqual([403, 'FORBIDDEN']);
      const anonymous = await call(undefined, 'PUT', desksOf(other.record.email), { deskIds: [gymDesk] });
      expect(anonymous.statusCode).toBe(401);
      expect((await call(other.cookie, 'GET', '/api/auth/session')).json().user.deskIds).toEqual([hallDesk]);
    });
  });
});
