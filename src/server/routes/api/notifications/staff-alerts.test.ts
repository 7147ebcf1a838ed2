import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '#shared/schemas/notification';
import type { StaffAlertSettings } from '#shared/schemas/staff-alerts';
import { startPushService, type PushService } from '#tests/support/push-service';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import { FIRST_DESK_ID } from '#server/db/schema';
import { enqueueJob } from '#server/services/jobs/job-queue';
import {
  foundPayload,
  insertFoundReports,
  insertHallAndGymDesks,
} from '#server/routes/api/found-reports/found-report-fixtures';

/** Monday 13 April 2026, 05:00 at the university (Asia/Dhaka, UTC+6): before the morning summary. */
const NOW = new Date('2026-04-12T23:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Staff alerts (decision 0070): a console account's bell holds the news of its
 * desks (a member's found report, a claim, a claimant's message, the morning's
 * pickups, holding periods ending), chosen in its settings, pushed if it wants.
 */
describe.each(databaseKinds)('staff alerts on %s', (kind) => {
  let t: TestApp;
  let pushService: PushService;
  let now = NOW;
  let admin: string;
  let hallDesk: string;
  let gymDesk: string;
  let hallStaff: string;
  let gymStaff: string;
  let firstDeskStaff: string;

  const call: TestApp['call'] = (...args) => t.call(...args);

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp(kind, {}, { clock: () => now, pushAgent: pushService.agent });
    admin = (await t.signInAdmin()).cookie;
    ({ hallDesk, gymDesk } = await insertHallAndGymDesks(t.db));
    hallStaff = (await t.signInStaff([hallDesk])).cookie;
    gymStaff = (await t.signInStaff([gymDesk])).cookie;
    firstDeskStaff = (await t.signInStaff([FIRST_DESK_ID])).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  const bell = async (cookie: string) => {
    const response = await call(cookie, 'GET', '/api/notifications?limit=50');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AppNotification[]>();
  };
  const titles = async (cookie: string) => (await bell(cookie)).map((notice) => notice.title);
  const unread = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/notifications/unread-count')).json<{ count: number }>().count;
  const settle = async (cookie: string, settings: StaffAlertSettings) => {
    const response = await call(cookie, 'PUT', '/api/admin/alert-settings', settings);
    expect(response.statusCode, response.body).toBe(200);
  };
  const EVERY_KIND = ['found-report', 'claim', 'claim-message', 'pickups-today', 'holding-ends'] as const;

  /** A stored item at a desk, claimed by a new member. */
  async function claimAt(deskId: string, itemName: string) {
    const [item] = await insertFoundReports(t.db, [{ itemName, deskId }]);
    const claimant = await t.signInMember();
    const claimed = await call(claimant.cookie, 'PATCH', `/api/found-reports/${item!.report_id}/claim`, {
      message: `${itemName} with my initials inside`,
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    return { ...item!, claimant, claimId: claimed.json<{ claimId: string }>().claimId };
  }

  it('tells the staff of a desk, and admins, of a found report, a claim and a claimant’s message there, and no other desk', async () => {
    const finder = await t.signInMember();
    const reported = await call(
      finder.cookie,
      'POST',
      '/api/found-reports',
      foundPayload({ itemName: 'Red Umbrella' }),
    );
    expect(reported.statusCode, reported.body).toBe(201);
    const { reportId } = reported.json<{ reportId: string }>();
    const reportTitle = `New found item reported: ${reportId}`;

    const { claimId, claimant, report_id: hallItem } = await claimAt(hallDesk, 'Grey Laptop Bag');
    const claimTitle = `New claim ${claimId}`;
    const wrote = await call(claimant.cookie, 'POST', `/api/claims/${claimId}/messages`, {
      text: 'It has a sticker of a tiger',
    });
    expect(wrote.statusCode, wrote.body).toBe(200);
    const messageTitle = `New message on claim ${claimId}`;
    // The office's own answer is no news to the office.
    expect(
      (await call(hallStaff, 'POST', `/api/claims/${claimId}/messages`, { text: 'Thank you' })).statusCode,
    ).toBe(200);

    expect(await titles(firstDeskStaff)).toEqual(expect.arrayContaining([reportTitle]));
    expect(await titles(firstDeskStaff)).not.toEqual(expect.arrayContaining([claimTitle]));
    expect(await titles(hallStaff)).toEqual([messageTitle, claimTitle]);
    expect(await titles(gymStaff)).toEqual([]);
    expect(await titles(admin)).toEqual(expect.arrayContaining([reportTitle, claimTitle, messageTitle]));

    const [message] = await bell(hallStaff);
    expect(message).toMatchObject({
      kind: 'claim-message',
      body: 'The claimant of Grey Laptop Bag (' + hallItem + ') wrote: "It has a sticker of a tiger"',
      link: `/admin/items/${hallItem}`,
      read: false,
    });
    // Members see none of it.
    expect(await titles(claimant.cookie)).not.toEqual(expect.arrayContaining([claimTitle, messageTitle]));
  });

  it('counts unread alerts, marks one or all read, and never another person’s', async () => {
    const { claimId } = await claimAt(gymDesk, 'Blue Thermos');
    const before = await unread(gymStaff);
    expect(before).toBeGreaterThan(0);
    const [first] = await bell(gymStaff);
    expect(first!.title).toBe(`New claim ${claimId}`);
    // Another console account's alert, and a member's, are not found.
    expect(
      (await call(hallStaff, 'PATCH', `/api/notifications/${first!._id}`, { read: true })).statusCode,
    ).toBe(404);
    const member = await t.signInMember();
    expect(
      (await call(member.cookie, 'PATCH', `/api/notifications/${first!._id}`, { read: true })).statusCode,
    ).toBe(404);
    expect(
      (await call(gymStaff, 'PATCH', `/api/notifications/${first!._id}`, { read: true })).statusCode,
    ).toBe(200);
    expect(await unread(gymStaff)).toBe(before - 1);
    const all = await call(gymStaff, 'POST', '/api/notifications/read-all');
    expect(all.json()).toEqual({ success: true, count: before - 1 });
    expect(await unread(gymStaff)).toBe(0);
  });

  it('keeps each person’s choice of kinds and, for admins, of desks', async () => {
    const chooser = (await t.signInAdmin()).cookie;
    expect((await call(chooser, 'GET', '/api/admin/alert-settings')).json()).toEqual({
      kinds: [...EVERY_KIND],
      pushKinds: [],
      deskIds: null,
    });
    await settle(chooser, { kinds: ['claim'], pushKinds: [], deskIds: [gymDesk] });
    expect((await call(chooser, 'GET', '/api/admin/alert-settings')).json()).toEqual({
      kinds: ['claim'],
      pushKinds: [],
      deskIds: [gymDesk],
    });
    const atHall = await claimAt(hallDesk, 'Green Scarf');
    const atGym = await claimAt(gymDesk, 'Yellow Cap');
    await call(atGym.claimant.cookie, 'POST', `/api/claims/${atGym.claimId}/messages`, {
      text: 'Mine, truly',
    });
    expect(await titles(chooser)).toEqual([`New claim ${atGym.claimId}`]);
    expect(await titles(admin)).toEqual(expect.arrayContaining([`New claim ${atHall.claimId}`]));

    // Desk staff choose kinds, never desks.
    await settle(hallStaff, { kinds: ['claim-message'], pushKinds: [], deskIds: null });
    const refused = await call(hallStaff, 'PUT', '/api/admin/alert-settings', {
      kinds: ['claim'],
      pushKinds: [],
      deskIds: [gymDesk],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'DESKS_FOR_ADMINS' });
    await settle(hallStaff, { kinds: [...EVERY_KIND], pushKinds: [], deskIds: null });
  });

  it('refuses settings that make no sense', async () => {
    const bad: [unknown, string][] = [
      [{ kinds: ['weather'], pushKinds: [], deskIds: null }, 'This is not a kind of alert'],
      [{ kinds: ['claim', 'claim'], pushKinds: [], deskIds: null }, 'Please name each kind of alert once'],
      [
        { kinds: ['claim'], pushKinds: ['found-report'], deskIds: null },
        'An alert can be pushed only if it also comes to your bell',
      ],
      [{ kinds: ['claim'], pushKinds: [], deskIds: [] }, 'Please choose at least one desk, or every desk'],
      [{ kinds: ['claim'], pushKinds: [], deskIds: ['hall'] }, 'This is not a desk'],
      [{ pushKinds: [], deskIds: null }, 'Please say which alerts you want'],
    ];
    for (const [payload, message] of bad) {
      const response = await call(admin, 'PUT', '/api/admin/alert-settings', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    const unknownDesk = await call(admin, 'PUT', '/api/admin/alert-settings', {
      kinds: ['claim'],
      pushKinds: [],
      deskIds: ['0b7c8d2e-1f3a-4b5c-8d9e-0a1b2c3d4e5f'],
    });
    expect(unknownDesk.json()).toMatchObject({ code: 'NO_SUCH_DESK' });
  });

  it('sums up the day’s pickups each morning and tells of an item a week from the end of holding, once each', async () => {
    const sweep = async () => {
      await enqueueJob(t.db, 'staff-alerts-sweep', {});
      await enqueueJob(t.db, 'staff-alerts-sweep', {});
      await t.app.jobs.idle();
    };
    const { claimId } = await claimAt(hallDesk, 'Brass Compass');
    await t.db.execute(sql`UPDATE claims SET status = 'approved' WHERE claim_id = ${claimId}`);
    await t.db.execute(sql`INSERT INTO pickups (claim_id, desk_id, starts_at, ends_at)
          SELECT id, ${hallDesk}::uuid, '2026-04-13T04:00:00Z', '2026-04-13T04:15:00Z' FROM claims WHERE claim_id = ${claimId}`);
    const [ending] = await insertFoundReports(t.db, [{ itemName: 'Silver Watch', deskId: gymDesk }]);
    const [fresh] = await insertFoundReports(t.db, [{ itemName: 'Black Wallet', deskId: gymDesk }]);
    const stored = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();
    await t.db.execute(
      sql`UPDATE found_reports SET stored_at = ${stored(84)}::timestamptz WHERE id = ${ending!.id}::uuid`,
    );
    await t.db.execute(
      sql`UPDATE found_reports SET stored_at = ${stored(10)}::timestamptz WHERE id = ${fresh!.id}::uuid`,
    );

    try {
      await sweep();
      const pickupsTitle = "Today's pickups at Hall Desk";
      expect(await titles(hallStaff)).not.toContain(pickupsTitle); // 05:00: not yet morning
      const holdingTitle = `Holding period ends soon: ${ending!.report_id}`;
      expect((await titles(gymStaff)).filter((title) => title.startsWith('Holding period'))).toEqual([
        holdingTitle,
      ]);
      now = new Date('2026-04-13T01:30:00.000Z'); // 07:30 at the university
      await sweep();
      await sweep();
      expect((await titles(hallStaff)).filter((title) => title === pickupsTitle)).toHaveLength(1);
      const [summary] = (await bell(hallStaff)).filter((notice) => notice.title === pickupsTitle);
      expect(summary).toMatchObject({
        body: 'One member has booked a pickup at Hall Desk today.',
        link: '/admin/pickups?date=2026-04-13',
      });
      expect(await titles(gymStaff)).not.toContain(pickupsTitle);
      expect((await titles(gymStaff)).filter((title) => title.startsWith('Holding period'))).toEqual([
        holdingTitle,
      ]);
      // The next day has no pickups; the summary of the 13th stays one.
      now = new Date('2026-04-14T02:00:00.000Z');
      await sweep();
      expect((await titles(hallStaff)).filter((title) => title.startsWith('Today'))).toHaveLength(1);
    } finally {
      now = NOW;
      await t.db.execute(sql`DELETE FROM jobs WHERE kind = 'staff-alerts-sweep'`);
    }
  });

  it('pushes the kinds a console account chose to its devices, through the real Web Push protocol', async () => {
    const staff = await t.signInStaff([gymDesk]);
    const subscription = pushService.subscribe();
    const withTopics = await call(staff.cookie, 'PUT', '/api/push/subscription', {
      ...subscription,
      topics: ['claims'],
    });
    expect(withTopics.statusCode).toBe(400);
    expect(withTopics.json()).toMatchObject({ code: 'CONSOLE_PUSH_TOPICS' });
    const on = await call(staff.cookie, 'PUT', '/api/push/subscription', { ...subscription, topics: [] });
    expect(on.statusCode, on.body).toBe(200);
    expect((await call(staff.cookie, 'GET', '/api/push/devices')).json()).toHaveLength(1);
    await settle(staff.cookie, { kinds: [...EVERY_KIND], pushKinds: ['claim'], deskIds: null });

    const { claimId, claimant, report_id: reportId } = await claimAt(gymDesk, 'Orange Kettle');
    const push = await pushService.nextPush(subscription.endpoint);
    expect(push.payload).toMatchObject({
      title: `New claim ${claimId}`,
      url: `/admin/items/${reportId}`,
      topic: 'claim',
    });
    // A message is on the bell only: its kind is not pushed.
    await call(claimant.cookie, 'POST', `/api/claims/${claimId}/messages`, { text: 'The lid is chipped' });
    await t.app.jobs.idle();
    const pushJobs = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM notifications n WHERE n.admin_id = ${staff.record.id}::uuid AND n.kind = 'claim-message'`,
      z.object({ n: z.number() }),
    );
    expect(pushJobs[0]!.n).toBe(1);
    expect(pushService.count(subscription.endpoint)).toBe(1);
    expect(
      (
        await call(
          staff.cookie,
          'DELETE',
          `/api/push/subscription?endpoint=${encodeURIComponent(subscription.endpoint)}`,
        )
      ).statusCode,
    ).toBe(200);
  });
});
