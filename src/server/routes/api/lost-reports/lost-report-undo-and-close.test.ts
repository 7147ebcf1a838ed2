import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNDO_WINDOW_MS } from '#shared/constants/limits';
import type { ItemHistoryEntry } from '#shared/schemas/activity-log';
import type { MyLostReport } from '#shared/schemas/my-items';
import type { LostReportMatches } from '#shared/schemas/notification';
import { queryRows } from '#server/db/client';
import {
  foundPayload,
  lostPayload,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';

/**
 * A member's lost report and its possible matches: 'Not mine', 'I got it back'
 * and 'No longer needed' can be taken back for a while (UNDO_WINDOW_MS, on the
 * test's own clock); a report closes by itself when its item is handed over on
 * a claim that came from it; a new report says when matching has looked.
 */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('lost reports: undo and closing on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let now = new Date();

  const call = async (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const matchesOf = async (cookie: string) => {
    const response = await call(cookie, 'GET', '/api/lost-reports/mine/possible-matches');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LostReportMatches[]>();
  };
  const myLostReports = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/lost-reports/mine')).json<MyLostReport[]>();

  /** A member's lost report and a stored item that matches it, matched. */
  async function matchedPair(name: string) {
    const member = await t.signInMember();
    const lost = await call(
      member.cookie,
      'POST',
      '/api/lost-reports',
      lostPayload({ itemName: name, color: 'Green', lost_date: daysAgo(2) }),
    );
    expect(lost.statusCode, lost.body).toBe(201);
    const entered = await call(admin, 'POST', '/api/found-reports/manual-entry', {
      ...foundPayload({ itemName: name, color: 'Green', found_date: daysAgo(1) }),
      founder: personPayload(t),
    });
    expect(entered.statusCode, entered.body).toBe(201);
    await t.app.jobs.idle();
    const [report] = await matchesOf(member.cookie);
    expect(report?.matches).toHaveLength(1);
    return {
      member,
      lostReportId: lost.json().reportId as string,
      itemReportId: entered.json().reportId as string,
      itemId: entered.json()._id as string,
      matchId: report!.matches[0]!._id,
    };
  }

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { clock: () => now });
    admin = (await t.signInAdmin()).cookie;
  });
  afterAll(async () => t?.close());

  it('says when matching has looked for a new report, and how many items it found', async () => {
    now = new Date();
    const pair = await matchedPair('Theodolite');
    expect(await matchesOf(pair.member.cookie)).toMatchObject([
      { reportId: pair.lostReportId, checked: true, matches: [{ item: { reportId: pair.itemReportId } }] },
    ]);
    const none = await t.signInMember();
    await call(none.cookie, 'POST', '/api/lost-reports', lostPayload({ itemName: 'Heliograph' }));
    await t.app.jobs.idle();
    expect(await matchesOf(none.cookie)).toMatchObject([{ checked: true, matches: [] }]);
    // A report matching has not looked at yet (its job still waiting) says so.
    await t.db
      .execute(sql`INSERT INTO lost_reports (report_id, item_name, color, description, lost_date, lost_location, reported_by_user_id)
          VALUES ('LST999999', 'Gnomon', 'Black', 'A brass gnomon from a sundial', ${daysAgo(1)}::date, 'Roof', ${none.record.id}::uuid)`);
    expect((await matchesOf(none.cookie))[0]).toMatchObject({ reportId: 'LST999999', checked: false });
  });

  it("takes back 'Not mine' for a while, and then no more", async () => {
    now = new Date();
    const pair = await matchedPair('Planisphere');
    const dismissed = await call(
      pair.member.cookie,
      'POST',
      `/api/lost-reports/mine/possible-matches/${pair.matchId}/dismiss`,
    );
    expect(dismissed.statusCode).toBe(200);
    const [report] = await matchesOf(pair.member.cookie);
    expect(report!.matches).toMatchObject([
      {
        _id: pair.matchId,
        state: 'dismissed',
        undoUntil: new Date(now.getTime() + UNDO_WINDOW_MS).toISOString(),
      },
    ]);

    const restored = await call(
      pair.member.cookie,
      'POST',
      `/api/lost-reports/mine/possible-matches/${pair.matchId}/restore`,
    );
    expect(restored.statusCode).toBe(200);
    expect((await matchesOf(pair.member.cookie))[0]!.matches).toMatchObject([
      { _id: pair.matchId, state: 'alerted', undoUntil: null },
    ]);

    await call(pair.member.cookie, 'POST', `/api/lost-reports/mine/possible-matches/${pair.matchId}/dismiss`);
    now = new Date(now.getTime() + UNDO_WINDOW_MS + 1000);
    expect((await matchesOf(pair.member.cookie))[0]!.matches).toEqual([]);
    const late = await call(
      pair.member.cookie,
      'POST',
      `/api/lost-reports/mine/possible-matches/${pair.matchId}/restore`,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'TOO_LATE_TO_UNDO', message: 'This can no longer be undone.' });
    // Someone else's match is not found, undone or not.
    const stranger = await t.signInMember();
    const foreign = await call(
      stranger.cookie,
      'POST',
      `/api/lost-reports/mine/possible-matches/${pair.matchId}/restore`,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it.each(['got_it_back', 'no_longer_needed'] as const)(
    'opens a report closed as %s again for a while, matches it again, and then no more',
    async (reason) => {
      now = new Date();
      const name = reason === 'got_it_back' ? 'Sextant' : 'Quadrant';
      const member = await t.signInMember();
      const filed = await call(
        member.cookie,
        'POST',
        '/api/lost-reports',
        lostPayload({ itemName: name, color: 'Blue', lost_date: daysAgo(1) }),
      );
      const reportId = filed.json().reportId as string;
      await t.app.jobs.idle();
      const closed = await call(member.cookie, 'PATCH', `/api/lost-reports/${reportId}/close`, { reason });
      expect(closed.statusCode).toBe(200);
      expect(await myLostReports(member.cookie)).toMatchObject([
        {
          reportId,
          status: 'closed',
          closedReason: reason,
          undoUntil: new Date(now.getTime() + UNDO_WINDOW_MS).toISOString(),
        },
      ]);

      // While it is closed, an item like it is stored: closed reports are not matched.
      const entered = await call(admin, 'POST', '/api/found-reports/manual-entry', {
        ...foundPayload({ itemName: name, color: 'Blue', found_date: daysAgo(0) }),
        founder: personPayload(t),
      });
      await t.app.jobs.idle();
      const reopened = await call(member.cookie, 'PATCH', `/api/lost-reports/${reportId}/reopen`, {});
      expect(reopened.statusCode).toBe(200);
      expect(await myLostReports(member.cookie)).toMatchObject([
        { reportId, status: 'open', closedReason: null, undoUntil: null },
      ]);
      // Opened again, it is matched again: the item stored meanwhile is found.
      await t.app.jobs.idle();
      expect((await matchesOf(member.cookie))[0]!.matches).toMatchObject([
        { item: { reportId: entered.json().reportId } },
      ]);

      const again = await call(member.cookie, 'PATCH', `/api/lost-reports/${reportId}/reopen`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'ALREADY_OPEN' });
      await call(member.cookie, 'PATCH', `/api/lost-reports/${reportId}/close`, { reason });
      now = new Date(now.getTime() + UNDO_WINDOW_MS + 1000);
      expect((await myLostReports(member.cookie))[0]).toMatchObject({ status: 'closed', undoUntil: null });
      const late = await call(member.cookie, 'PATCH', `/api/lost-reports/${reportId}/reopen`, {});
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: 'TOO_LATE_TO_UNDO' });
      const foreign = await call(
        (await t.signInMember()).cookie,
        'PATCH',
        `/api/lost-reports/${reportId}/reopen`,
        {},
      );
      expect(foreign.statusCode).toBe(404);
    },
  );

  it('closes a lost report by itself when its item is handed over on a claim that came from it', async () => {
    now = new Date();
    const pair = await matchedPair('Armillary sphere');
    const claimed = await call(
      pair.member.cookie,
      'POST',
      `/api/lost-reports/mine/possible-matches/${pair.matchId}/claim`,
      { message: 'It has a dent on the brass ring.' },
    );
    expect(claimed.statusCode, claimed.body).toBe(200);
    const [claim] = (await call(pair.member.cookie, 'GET', '/api/claims/mine')).json<{ claimId: string }[]>();
    expect((await call(admin, 'PATCH', `/api/claims/${claim!.claimId}/approve`, {})).statusCode).toBe(200);
    const handover = await call(admin, 'PATCH', `/api/found-reports/${pair.itemReportId}/handover`, {
      receiver: personPayload(t, { email: pair.member.record.email }),
      claimId: claim!.claimId,
    });
    expect(handover.statusCode, handover.body).toBe(200);

    expect(await myLostReports(pair.member.cookie)).toMatchObject([
      { reportId: pair.lostReportId, status: 'closed', closedReason: 'item_returned', undoUntil: null },
    ]);
    // A closed report is no longer among those waiting for matches, so nothing promises to look for it.
    expect(await matchesOf(pair.member.cookie)).toEqual([]);
    const history = (await call(admin, 'GET', `/api/found-reports/details/${pair.itemId}/history`)).json<
      ItemHistoryEntry[]
    >();
    expect(history.at(-1)).toMatchObject({
      kind: 'lost_report_closed',
      label: 'Lost report closed',
      claimId: claim!.claimId,
      note: `Lost report ${pair.lostReportId} closed: item #${pair.itemReportId} went back to its owner on claim ${claim!.claimId}`,
    });
    const lines = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM activity_log a JOIN lost_reports l ON l.id = a.lost_report_id
          WHERE l.report_id = ${pair.lostReportId} AND a.kind = 'lost_report_closed'`,
      z.object({ n: z.number() }),
    );
    expect(lines[0]!.n).toBe(1);
    const reopen = await call(
      pair.member.cookie,
      'PATCH',
      `/api/lost-reports/${pair.lostReportId}/reopen`,
      {},
    );
    expect(reopen.statusCode).toBe(409);
  });

  it('leaves the lost report open when the item goes to someone else', async () => {
    now = new Date();
    const pair = await matchedPair('Orrery');
    const handover = await call(admin, 'PATCH', `/api/found-reports/${pair.itemReportId}/handover`, {
      receiver: personPayload(t, { email: 'someone.else@example.com' }),
    });
    expect(handover.statusCode, handover.body).toBe(200);
    expect(await myLostReports(pair.member.cookie)).toMatchObject([
      { reportId: pair.lostReportId, status: 'open' },
    ]);
  });
});
