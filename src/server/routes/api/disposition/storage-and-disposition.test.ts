import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { scheduleRetentionSweep } from '#server/services/retention/retention-sweep';
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from '#tests/support/test-app';
import {
  foundPayload,
  lostPayload,
  personPayload,
  today,
} from '#server/routes/api/found-reports/found-report-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)('storage, disposition and retention on %s', (kind) => {
  let t: TestApp;
  /** Days the test clock runs ahead of the real one: holding and retention are measured against it. */
  let daysAhead = 0;
  let admin = '';
  let adminEmail = '';
  let member = '';
  let memberId = '';

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => new Date(Date.now() + daysAhead * DAY_MS) });
    const signedIn = await t.signInAdmin();
    admin = signedIn.cookie;
    adminEmail = signedIn.record.email;
    const signedInMember = await t.signInMember();
    member = signedInMember.cookie;
    memberId = signedInMember.record.id;
  });
  afterAll(async () => t?.close());

  const call = (
    cookie: string | undefined,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  /** A member's report, stored by the admin on a shelf. */
  const storedItem = async (storageLocation?: string, overrides: Record<string, unknown> = {}) => {
    const created = await call(member, 'POST', '/api/found-reports', foundPayload(overrides));
    expect(created.statusCode).toBe(201);
    const { reportId, _id } = created.json<{ reportId: string; _id: string }>();
    const stored = await call(
      admin,
      'PATCH',
      `/api/found-reports/${reportId}/store`,
      storageLocation === undefined ? undefined : { storageLocation },
    );
    expect(stored.statusCode).toBe(200);
    return { reportId, _id };
  };

  const details = async (id: string) => {
    const response = await call(admin, 'GET', `/api/found-reports/details/${id}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  const activity = async () =>
    (await call(admin, 'GET', '/api/admin/dashboard/activity-log?limit=100')).json<{ action: string }[]>();

  const stats = async () => (await call(admin, 'GET', '/api/admin/dashboard/stats')).json();

  /** Runs the periodic sweep now, through the job queue, at the test clock's time. */
  const sweep = async () => {
    await scheduleRetentionSweep(t.db, { delaySeconds: 0 });
    await t.db.execute(sql`UPDATE jobs SET run_at = now() WHERE kind = 'retention-sweep'`);
    await t.app.jobs.idle();
  };

  describe('storage location and labels', () => {
    it('is set at Item Stored, shown in the lists and details, and editable while stored', async () => {
      const { reportId, _id } = await storedItem('Shelf A3');
      const list = (await call(admin, 'GET', `/api/found-reports/stored?q=${reportId}`)).json();
      expect(list).toMatchObject([{ reportId, storageLocation: 'Shelf A3' }]);
      expect(await details(_id)).toMatchObject({ storageLocation: 'Shelf A3' });

      const moved = await call(admin, 'PATCH', `/api/found-reports/${reportId}/storage-location`, {
        storageLocation: '  Bin 12 ',
      });
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual({ success: true, storageLocation: 'Bin 12' });
      expect(await details(reportId)).toMatchObject({ reportId, storageLocation: 'Bin 12' });
      expect((await activity()).map((entry) => entry.action)).toEqual(
        expect.arrayContaining([`Stored item #${reportId} in Shelf A3`, `Moved item #${reportId} to Bin 12`]),
      );
      const history = (await call(admin, 'GET', `/api/found-reports/details/${_id}/history`)).json<
        { label: string; note: string | null }[]
      >();
      expect(history).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ label: 'Moved', note: `Moved item #${reportId} to Bin 12` }),
        ]),
      );
    });

    it('is optional at Item Stored, as the spec sends it, and set at manual entry', async () => {
      const { _id } = await storedItem();
      expect(await details(_id)).toMatchObject({ storageLocation: null });
      const entry = await call(admin, 'POST', '/api/found-reports/manual-entry', {
        ...foundPayload({ found_date: today() }),
        founder: personPayload(t, { email: 'shelf.founder@example.com' }),
        storageLocation: 'Cabinet 2',
      });
      expect(entry.statusCode).toBe(201);
      expect(await details(entry.json()._id)).toMatchObject({
        status: 'stored',
        storageLocation: 'Cabinet 2',
      });
    });

    it('refuses a shelf that is too long, and items not in storage', async () => {
      const { reportId } = await storedItem();
      const long = await call(admin, 'PATCH', `/api/found-reports/${reportId}/storage-location`, {
        storageLocation: 'x'.repeat(61),
      });
      expect(long.statusCode).toBe(400);
      expect(long.json().message).toBe('Shelf or bin must be at most 60 characters');
      const reported = (await call(member, 'POST', '/api/found-reports', foundPayload())).json();
      const notStored = await call(
        admin,
        'PATCH',
        `/api/found-reports/${reported.reportId}/storage-location`,
        {
          storageLocation: 'Shelf B',
        },
      );
      expect(notStored.statusCode).toBe(409);
      expect(notStored.json().code).toBe('NOT_STORED');
      const missing = await call(admin, 'PATCH', '/api/found-reports/FND999999/storage-location', {
        storageLocation: 'Shelf B',
      });
      expect(missing.statusCode).toBe(404);
      const byMember = await call(member, 'PATCH', `/api/found-reports/${reportId}/storage-location`, {
        storageLocation: 'Shelf B',
      });
      expect(byMember.statusCode).toBe(403);
    });

    it('prints labels for a selection, each linking to the item in the console', async () => {
      const first = await storedItem('Shelf C1', { itemName: 'Grey Scarf' });
      const second = await storedItem('Bin 4');
      const response = await call(
        admin,
        'GET',
        `/api/found-reports/labels?items=${second.reportId},${first.reportId.toLowerCase()},${second.reportId}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({
          reportId: second.reportId,
          storageLocation: 'Bin 4',
          url: `${TEST_ORIGIN}/admin/items/${second.reportId}`,
        }),
        {
          reportId: first.reportId,
          itemName: 'Grey Scarf',
          color: 'Black',
          found_date: '2025-06-01',
          storedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          storageLocation: 'Shelf C1',
          url: `${TEST_ORIGIN}/admin/items/${first.reportId}`,
        },
      ]);
      const unknown = await call(admin, 'GET', `/api/found-reports/labels?items=${first.reportId},FND999999`);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toContain('FND999999');
      expect((await call(admin, 'GET', '/api/found-reports/labels?items=LST000001')).statusCode).toBe(400);
      expect((await call(admin, 'GET', '/api/found-reports/labels?items=')).statusCode).toBe(400);
      expect(
        (await call(member, 'GET', `/api/found-reports/labels?items=${first.reportId}`)).statusCode,
      ).toBe(403);
    });
  });

  describe('holding period and disposition', () => {
    it('queues items past the holding period; an outcome takes them out of storage once', async () => {
      daysAhead = 0;
      const { reportId, _id } = await storedItem('Shelf D2', { itemName: 'Green Thermos' });
      const claim = await call(member, 'PATCH', `/api/found-reports/${reportId}/claim`, { message: 'Mine' });
      expect(claim.statusCode).toBe(200);
      const queue = async () => {
        const response = await call(admin, 'GET', '/api/disposition-queue?limit=100');
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ reportId: string }[]>();
      };
      expect((await queue()).map((item) => item.reportId)).not.toContain(reportId);
      const early = await call(admin, 'PATCH', `/api/found-reports/${reportId}/disposition`, {
        outcome: 'donated',
        note: 'Given to the charity shop',
      });
      expect(early.statusCode).toBe(409);
      expect(early.json().code).toBe('HOLDING_PERIOD_NOT_OVER');

      const before = await stats();
      const countBefore = (await call(admin, 'GET', '/api/disposition-queue/count')).json();
      daysAhead = 91;
      const countAfter = (await call(admin, 'GET', '/api/disposition-queue/count')).json();
      expect(countAfter.holdingPeriodDays).toBe(90);
      expect(countAfter.count).toBeGreaterThan(countBefore.count);
      const waiting = await queue();
      expect(waiting.map((item) => item.reportId)).toContain(reportId);
      expect(waiting.length).toBe(countAfter.count);
      expect(waiting.find((item) => item.reportId === reportId)).toMatchObject({
        itemName: 'Green Thermos',
        storageLocation: 'Shelf D2',
        claimCount: 1,
      });

      const noNote = await call(admin, 'PATCH', `/api/found-reports/${reportId}/disposition`, {
        outcome: 'donated',
        note: ' ',
      });
      expect(noNote.statusCode).toBe(400);
      expect(noNote.json().message).toBe('Please add a note: who took it, or a receipt number');
      const badOutcome = await call(admin, 'PATCH', `/api/found-reports/${reportId}/disposition`, {
        outcome: 'sold',
        note: 'x',
      });
      expect(badOutcome.statusCode).toBe(400);

      const done = await call(admin, 'PATCH', `/api/found-reports/${reportId}/disposition`, {
        outcome: 'donated',
        note: 'Given to the charity shop, receipt 42',
      });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ success: true, _id });
      const again = await call(admin, 'PATCH', `/api/found-reports/${reportId}/disposition`, {
        outcome: 'recycled',
        note: 'Again',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('ALREADY_DISPOSED');

      // Out of the queue and out of every storage list, members' included; the counts follow.
      expect((await queue()).map((item) => item.reportId)).not.toContain(reportId);
      for (const list of ['stored', 'claimed']) {
        expect((await call(admin, 'GET', `/api/found-reports/${list}?q=${reportId}`)).json()).toEqual([]);
      }
      const forMembers = await call(member, 'GET', '/api/found-reports/stored-for-users?limit=100');
      expect(forMembers.json<{ reportId: string }[]>().map((item) => item.reportId)).not.toContain(reportId);
      const after = await stats();
      expect(after.recoveredItems).toBe(before.recoveredItems - 1);
      expect(after.claimedItems).toBe(before.claimedItems - 1);

      expect(await details(_id)).toMatchObject({
        status: 'disposed',
        storageLocation: 'Shelf D2',
        disposition: { outcome: 'donated', note: 'Given to the charity shop, receipt 42', by: adminEmail },
        claimsWithUserDetails: [{ status: 'closed', reason: expect.stringContaining('holding period') }],
      });
      expect((await activity()).map((entry) => entry.action)).toContain(
        `Disposed of item #${reportId}: Donated`,
      );
      const history = (await call(admin, 'GET', `/api/found-reports/details/${_id}/history`)).json<
        { label: string }[]
      >();
      expect(history.map((entry) => entry.label)).toEqual(
        expect.arrayContaining(['Stored', 'Claim filed', 'Disposed of']),
      );
      const notices = (await call(member, 'GET', '/api/notifications')).json<
        { title: string; body: string }[]
      >();
      expect(notices).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            title: 'Your claim was closed',
            body: expect.stringContaining(reportId),
          }),
        ]),
      );
      const handover = await call(admin, 'PATCH', `/api/found-reports/${reportId}/handover`, {
        receiver: personPayload(t),
      });
      expect(handover.statusCode).toBe(409);
      const mine = (await call(member, 'GET', '/api/found-reports/mine')).json<
        { reportId: string; status: string }[]
      >();
      expect(mine.find((item) => item.reportId === reportId)?.status).toBe('disposed');
      daysAhead = 0;
    });

    it('counts the holding period of a manual entry from the day the office received it', async () => {
      daysAhead = 0;
      const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
      const entry = (fields: Record<string, unknown>) =>
        call(admin, 'POST', '/api/found-reports/manual-entry', {
          ...foundPayload({ found_date: daysAgo(120) }),
          founder: personPayload(t, { email: 'ledger.founder@example.com' }),
          ...fields,
        });
      const old = await entry({ storedOn: daysAgo(100), storageLocation: 'Old shelf' });
      expect(old.statusCode).toBe(201);
      const recent = await entry({ storedOn: daysAgo(10) });
      const queue = (await call(admin, 'GET', '/api/disposition-queue?limit=100')).json<
        { reportId: string }[]
      >();
      const ids = queue.map((item) => item.reportId);
      expect(ids).toContain(old.json().reportId);
      expect(ids).not.toContain(recent.json().reportId);
      expect((await details(old.json()._id)).storedAt.slice(0, 10)).toBe(daysAgo(100));

      const beforeFound = await entry({ storedOn: daysAgo(121) });
      expect(beforeFound.statusCode).toBe(400);
      expect(beforeFound.json().message).toBe('Received date cannot be before the found date');
      const future = await entry({ storedOn: daysAgo(-3) });
      expect(future.statusCode).toBe(400);
      expect(future.json().message).toBe('Received date cannot be in the future');
    });

    it('closes lost reports older than the holding period and tells their members', async () => {
      daysAhead = 0;
      const created = await call(
        member,
        'POST',
        '/api/lost-reports',
        lostPayload({ itemName: 'Red Umbrella' }),
      );
      expect(created.statusCode).toBe(201);
      const { reportId } = created.json<{ reportId: string }>();
      const open = async () =>
        (await call(admin, 'GET', `/api/lost-reports/open?q=${reportId}`)).json<unknown[]>().length;
      await sweep();
      expect(await open()).toBe(1);

      daysAhead = 91;
      await sweep();
      daysAhead = 0;
      expect(await open()).toBe(0);
      const mine = (await call(member, 'GET', '/api/lost-reports/mine')).json<
        { reportId: string; status: string; closedReason: string }[]
      >();
      expect(mine.find((report) => report.reportId === reportId)).toMatchObject({
        status: 'closed',
        closedReason: 'period_over',
      });
      const notices = (await call(member, 'GET', '/api/notifications')).json<
        { title: string; body: string }[]
      >();
      expect(notices).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            title: 'Your lost report was closed',
            body: expect.stringContaining(`Red Umbrella (${reportId}) was open for 90 days`),
          }),
        ]),
      );
      const [mail] = await queryRows(
        t.db,
        sql`SELECT o.subject, o.text FROM dev_outbox o JOIN users u ON lower(u.email) = lower(o."to")
            WHERE u.id = ${memberId}::uuid AND o.subject = 'Your lost report was closed'`,
        z.object({ subject: z.string(), text: z.string() }),
      );
      expect(mail?.text).toContain(reportId);
      expect(mail?.text).not.toContain('Collect it at');
    });
  });

  describe('retention', () => {
    it('erases the personal data of closed items after the retention period; the counts stay', async () => {
      daysAhead = 0;
      const founder = personPayload(t, {
        name: 'Karim Founder',
        email: 'karim.founder@example.com',
        universityId: '221-15-7771',
        phone: '01811111111',
      });
      const receiver = personPayload(t, {
        name: 'Nadia Receiver',
        email: 'nadia.receiver@example.com',
        universityId: '221-15-7772',
        phone: '01822222222',
      });
      const entry = await call(admin, 'POST', '/api/found-reports/manual-entry', {
        ...foundPayload({ found_date: today(), itemName: 'Silver Watch' }),
        founder,
      });
      const { reportId, _id } = entry.json<{ reportId: string; _id: string }>();
      const claimant = await t.signInMember();
      expect(
        (
          await call(claimant.cookie, 'PATCH', `/api/found-reports/${reportId}/claim`, {
            message: 'Call 017...',
          })
        ).statusCode,
      ).toBe(200);
      const put = await call(admin, 'PUT', `/api/found-reports/${reportId}/verification`, {
        verificationDetails: 'Engraved: K.F. 221-15-7771',
      });
      expect(put.statusCode).toBe(200);
      expect(
        (
          await call(admin, 'PATCH', `/api/found-reports/${reportId}/handover`, {
            receiver,
            reason: 'Owner at desk',
          })
        ).statusCode,
      ).toBe(200);
      // A lost report its member closed, and one member's other report still open.
      const lost = (await call(member, 'POST', '/api/lost-reports', lostPayload())).json<{
        reportId: string;
      }>();
      await call(member, 'PATCH', `/api/lost-reports/${lost.reportId}/close`, { reason: 'got_it_back' });

      const peopleNamed = async () =>
        (
          await queryRows(
            t.db,
            sql`SELECT count(*)::int AS n FROM people WHERE email IN (${founder.email}, ${receiver.email})`,
            z.object({ n: z.number() }),
          )
        )[0]!.n;
      expect(await peopleNamed()).toBe(2);

      // Within the retention period nothing is erased.
      daysAhead = 364;
      await sweep();
      expect((await details(_id)).takenByUser).toMatchObject({ phone: receiver.phone });
      const beforeStats = await stats();
      const resolvedBefore = (await call(admin, 'GET', '/api/found-reports/resolved?limit=100')).json<
        unknown[]
      >();

      daysAhead = 366;
      await sweep();
      const erased = await details(_id);
      expect(erased).toMatchObject({
        reportId,
        itemName: 'Silver Watch',
        status: 'handed_over',
        reportedByUser: null,
        takenByUser: null,
        verificationDetails: null,
        handoverReason: null,
        personalDataErasedAt: expect.stringMatching(/^\d{4}-/),
        claimsWithUserDetails: [
          {
            status: 'closed',
            message: null,
            // Nobody deleted an account: the retention period erased who claimed it, and it says so.
            userDetails: { name: 'Erased after the retention period', email: '', phone: null },
          },
        ],
      });
      const history = await call(admin, 'GET', `/api/found-reports/details/${_id}/history`);
      expect(history.statusCode).toBe(200);
      const claimFiled = history
        .json<{ kind: string; actor: { kind: string; name: string | null } }[]>()
        .find((event) => event.kind === 'claim_filed');
      expect(claimFiled?.actor).toEqual({ kind: 'erased', name: null, email: null });
      expect(history.body).not.toContain('Deleted account');
      const text = JSON.stringify(erased) + history.body;
      for (const value of [
        founder.email,
        founder.phone,
        founder.universityId,
        receiver.email,
        receiver.phone,
        receiver.universityId,
        claimant.record.email,
        claimant.record.name,
        receiver.name,
        founder.name,
      ]) {
        expect(text).not.toContain(value);
      }
      expect(await peopleNamed()).toBe(0);
      expect(
        (await call(admin, 'GET', `/api/found-reports/resolved?q=${receiver.universityId}`)).json(),
      ).toEqual([]);
      const [lostRow] = await queryRows(
        t.db,
        sql`SELECT reported_by_user_id, personal_data_erased_at IS NOT NULL AS erased
            FROM lost_reports WHERE report_id = ${lost.reportId}`,
        z.object({ reported_by_user_id: z.string().nullable(), erased: z.boolean() }),
      );
      expect(lostRow).toEqual({ reported_by_user_id: null, erased: true });

      // Anonymous statistics stay: every count and the resolved list are what they were.
      expect(await stats()).toEqual(beforeStats);
      expect(
        (await call(admin, 'GET', '/api/found-reports/resolved?limit=100')).json<unknown[]>(),
      ).toHaveLength(resolvedBefore.length);
      daysAhead = 0;
    });
  });
});
