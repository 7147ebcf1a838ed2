import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyLostReport } from '#shared/schemas/my-items';
import type { LostReportMatches } from '#shared/schemas/notification';
import { z } from 'zod';
import { queryRows } from '#server/db/client';
import {
  foundPayload,
  lostPayload,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';

/**
 * A member edits their open lost report (PUT /api/lost-reports/{reportId}): a
 * photo added or replaced, details added. Only its member, only while open;
 * the edit joins the activity log and matching looks again with the new words.
 */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('editing a lost report on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  const call = async (
    cookie: string,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  const mine = async (cookie: string, reportId: string) =>
    (await call(cookie, 'GET', '/api/lost-reports/mine'))
      .json<MyLostReport[]>()
      .find((report) => report.reportId === reportId)!;

  async function fileReport(overrides: Record<string, unknown> = {}) {
    const member = await t.signInMember();
    const payload = lostPayload({ lost_date: daysAgo(2), ...overrides });
    const filed = await call(member.cookie, 'POST', '/api/lost-reports', payload);
    expect(filed.statusCode, filed.body).toBe(201);
    return { member, payload, reportId: filed.json<{ reportId: string }>().reportId };
  }

  const historyOf = (reportId: string) =>
    queryRows(
      t.db,
      sql`SELECT l.kind, l.member_id, l.admin_email, l.details FROM activity_log l
          JOIN lost_reports r ON r.id = l.lost_report_id
          WHERE r.report_id = ${reportId} ORDER BY l.id`,
      z.object({
        kind: z.string(),
        member_id: z.string().nullable(),
        admin_email: z.string().nullable(),
        details: z.object({ fields: z.array(z.string()) }),
      }),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
  });
  afterAll(async () => t?.close());

  it('adds a photo and details to an open report, and writes what changed into the activity log', async () => {
    const { member, payload, reportId } = await fileReport();
    const photo = `/api/images/${randomUUID()}/detail.webp`;
    const description = `${payload.item_description}. A sticker of a cat near the clasp.`;
    const edited = await call(member.cookie, 'PUT', `/api/lost-reports/${reportId}`, {
      ...payload,
      item_description: description,
      imageUrl: photo,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({ success: true, changed: ['description', 'photo'] });
    expect(await mine(member.cookie, reportId)).toMatchObject({
      status: 'open',
      description,
      imageUrl: photo,
      itemName: payload.itemName,
    });
    expect(await historyOf(reportId)).toEqual([
      {
        kind: 'lost_report_edited',
        member_id: member.record.id,
        admin_email: null,
        details: { fields: ['description', 'photo'] },
      },
    ]);

    // Replacing the photo is one more edit; sending the report unchanged is none.
    const other = `/api/images/${randomUUID()}/detail.webp`;
    const replaced = await call(member.cookie, 'PUT', `/api/lost-reports/${reportId}`, {
      ...payload,
      item_description: description,
      imageUrl: other,
    });
    expect(replaced.json()).toEqual({ success: true, changed: ['photo'] });
    const same = await call(member.cookie, 'PUT', `/api/lost-reports/${reportId}`, {
      ...payload,
      item_description: description,
      imageUrl: other,
    });
    expect(same.json()).toEqual({ success: true, changed: [] });
    expect(await historyOf(reportId)).toHaveLength(2);
    // The admins' activity log does not list what members do.
    const log = await call(admin, 'GET', '/api/admin/dashboard/activity-log');
    expect(log.statusCode, log.body).toBe(200);
    expect(log.body).not.toContain(reportId);
  });

  it('matches the report again with its new words', async () => {
    const name = 'Astrolabe';
    const entered = await call(admin, 'POST', '/api/found-reports/manual-entry', {
      ...foundPayload({ itemName: name, color: 'Brass', found_date: daysAgo(1) }),
      founder: personPayload(t, { phone: '01811111111' }),
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const { member, payload, reportId } = await fileReport({ itemName: 'Heliograph', color: 'Brass' });
    await t.app.jobs.idle();
    const matchesOf = async () =>
      (await call(member.cookie, 'GET', '/api/lost-reports/mine/possible-matches'))
        .json<LostReportMatches[]>()
        .find((report) => report.reportId === reportId);
    expect(await matchesOf()).toMatchObject({ checked: true, matches: [] });

    const edited = await call(member.cookie, 'PUT', `/api/lost-reports/${reportId}`, {
      ...payload,
      itemName: name,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Until matching has looked again, the report's screen says it has not.
    expect(await matchesOf()).toMatchObject({ checked: false });
    await t.app.jobs.idle();
    expect(await matchesOf()).toMatchObject({
      checked: true,
      matches: [{ item: { reportId: entered.json<{ reportId: string }>().reportId } }],
    });
    const alerts = await call(member.cookie, 'GET', '/api/notifications');
    expect(alerts.body).toContain(name);
  });

  it('lets only its member edit it', async () => {
    const { payload, reportId } = await fileReport();
    const stranger = await t.signInMember();
    const changed = { ...payload, item_description: 'Someone else writing here' };
    const theirs = await call(stranger.cookie, 'PUT', `/api/lost-reports/${reportId}`, changed);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: 'You have no lost report with this id.' });
    expect((await call(admin, 'PUT', `/api/lost-reports/${reportId}`, changed)).statusCode).toBe(403);
    expect((await call('', 'PUT', `/api/lost-reports/${reportId}`, changed)).statusCode).toBe(401);
    const unknown = await call(stranger.cookie, 'PUT', '/api/lost-reports/LST999999', changed);
    expect(unknown.statusCode).toBe(404);
    expect(await historyOf(reportId)).toEqual([]);
  });

  it('refuses bad input with the form’s messages and changes nothing', async () => {
    const { member, payload, reportId } = await fileReport();
    const cases: [Record<string, unknown>, string][] = [
      [{ item_description: '' }, 'validation.descriptionRequired'],
      [{ itemName: undefined }, 'validation.itemNameRequired'],
      [{ imageUrl: 'https://elsewhere.example/cat.jpg' }, 'validation.uploadAgain'],
      [{ lost_date: '2999-01-01' }, 'validation.lostDateFuture'],
      [{ lost_time: '25:61' }, 'validation.invalidTime'],
    ];
    for (const [change, messageKey] of cases) {
      const refused = await call(member.cookie, 'PUT', `/api/lost-reports/${reportId}`, {
        ...payload,
        ...change,
      });
      expect(refused.statusCode, messageKey).toBe(400);
      expect(refused.json(), messageKey).toMatchObject({ code: 'INVALID', messageKey });
    }
    expect(await mine(member.cookie, reportId)).toMatchObject({ description: payload.item_description });
    expect(await historyOf(reportId)).toEqual([]);
  });

  it('keeps a closed report as it was closed', async () => {
    const { member, payload, reportId } = await fileReport();
    const closed = await call(member.cookie, 'PATCH', `/api/lost-reports/${reportId}/close`, {
      reason: 'got_it_back',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const refused = await call(member.cookie, 'PUT', `/api/lost-reports/${reportId}`, {
      ...payload,
      item_description: 'Late words for a closed report',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ALREADY_CLOSED',
      message: 'This lost report is closed, so it can no longer be changed.',
    });
    expect(await mine(member.cookie, reportId)).toMatchObject({
      status: 'closed',
      description: payload.item_description,
    });
  });
});
