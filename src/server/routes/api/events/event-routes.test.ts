import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS } from '#shared/constants/live-events';
import { notifyMember } from '#server/services/notifications/notify-member';
import { STREAMS_PER_PERSON } from '#server/lib/person-streams';
import { FIRST_DESK_ID } from '#server/db/schema';
import {
  foundPayload,
  lostPayload,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { openEventStream, type EventStreamReader } from '#tests/support/event-stream';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';

/**
 * A signed-in person's live events (GET /api/events): the page hears what
 * changed for them as the database commits it, on whichever server it is open.
 * Every test waits for the event itself, never for a while.
 */

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('The server has no port');
  return `http://127.0.0.1:${address.port}`;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseKinds)('live events on %s', (kind) => {
  let t: TestApp;
  let base: string;
  const open: EventStreamReader[] = [];

  const stream = async (cookie: string, server = base) => {
    const reader = await openEventStream(`${server}/api/events`, cookie);
    open.push(reader);
    expect(reader.status).toBe(200);
    expect(reader.contentType).toMatch(/^text\/event-stream/);
    expect(await reader.next()).toBe(LIVE_EVENTS.ready);
    return reader;
  };

  const notify = (memberId: string, itemName: string) =>
    t.db.transaction((tx) =>
      notifyMember(tx, {
        memberId,
        kind: 'test',
        title: { key: 'notices.matchTitle', values: { itemName } },
        body: { key: 'notices.matchBody', values: { reportId: 'LST000001' } },
        email: false,
      }),
    );

  beforeAll(async () => {
    t = await createTestApp(kind);
    base = await listen(t.app);
  });
  afterAll(async () => {
    for (const reader of open) reader.close();
    await t?.close();
  });

  it('refuses anyone not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('tells a member of a notification written for them, and nobody else', async () => {
    const first = await t.signInMember();
    const second = await t.signInMember();
    const firstEvents = await stream(first.cookie);
    const secondEvents = await stream(second.cookie);
    await notify(first.record.id, 'For the first member');
    expect(await firstEvents.next()).toBe(LIVE_EVENTS.notifications);
    // Notices arrive in commit order: had the first one reached this stream, it would come first.
    await notify(second.record.id, 'For the second member');
    expect(await secondEvents.next()).toBe(LIVE_EVENTS.notifications);
    await notify(first.record.id, 'For the first member again');
    expect(await firstEvents.next()).toBe(LIVE_EVENTS.notifications);
  });

  it('tells desk staff of an alert at their desk as the database commits it (decision 0070)', async () => {
    const staff = await t.signInStaff([FIRST_DESK_ID]);
    const staffEvents = await stream(staff.cookie);
    const finder = await t.signInMember();
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports',
      headers: { cookie: finder.cookie },
      payload: foundPayload({ itemName: 'Green Umbrella' }),
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(await staffEvents.next()).toBe(LIVE_EVENTS.notifications);
  });

  it('tells every open page of the member when one of them marks a notification read', async () => {
    const member = await t.signInMember();
    const id = await notify(member.record.id, 'Read me');
    const tab = await stream(member.cookie);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/notifications/${id}`,
      headers: { cookie: member.cookie },
      payload: { read: true },
    });
    expect(response.statusCode).toBe(200);
    expect(await tab.next()).toBe(LIVE_EVENTS.notifications);
  });

  it('tells a member when their claim is decided at the desk', async () => {
    const member = await t.signInMember();
    const admin = await t.signInAdmin();
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin.cookie },
      payload: { ...foundPayload({ itemName: 'Astrolabe' }), founder: personPayload(t) },
    });
    const reportId = entered.json().reportId as string;
    const claimed = await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${reportId}/claim`,
      headers: { cookie: member.cookie },
      payload: {},
    });
    expect(claimed.statusCode).toBe(200);
    const events = await stream(member.cookie);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/claims/mine',
      headers: { cookie: member.cookie },
    });
    const [claim] = mine.json<{ claimId: string }[]>();
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/claims/${claim!.claimId}/approve`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(approved.statusCode, approved.body).toBeLessThan(300);
    // The notice of the claim's filing may reach the stream after it opened: it says `claims` too.
    const seen = new Set<string>();
    while (!seen.has(LIVE_EVENTS.claims) || !seen.has(LIVE_EVENTS.notifications))
      seen.add(await events.next());
    expect(seen).toEqual(new Set([LIVE_EVENTS.claims, LIVE_EVENTS.notifications]));
  });

  it('ends the stream when the member signs out', async () => {
    const member = await t.signInMember();
    const events = await stream(member.cookie);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: member.cookie },
    });
    expect(out.statusCode).toBe(204);
    await events.ended;
    const again = await openEventStream(`${base}/api/events`, member.cookie);
    expect(again.status).toBe(401);
    again.close();
  });

  it(`keeps at most ${STREAMS_PER_PERSON} streams of one person, ending the oldest`, async () => {
    const member = await t.signInMember();
    const oldest = await stream(member.cookie);
    for (let n = 1; n < STREAMS_PER_PERSON; n += 1) await stream(member.cookie);
    await stream(member.cookie);
    await oldest.ended;
  });
});

describe('a stopping server', () => {
  // Started in a hook, with a hook's time: the test is the stop alone.
  let t: TestApp;
  let base: string;
  let closed = false;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    base = await listen(t.app);
  });
  afterAll(async () => {
    if (!closed) await t?.close();
  });

  it('ends its open streams instead of waiting for them', async () => {
    const member = await t.signInMember();
    const events = await openEventStream(`${base}/api/events`, member.cookie);
    expect(await events.next()).toBe(LIVE_EVENTS.ready);
    closed = true;
    await t.close();
    await events.ended;
  });
});

describe.runIf(databaseKinds.includes('postgres'))('live events with two servers on one PostgreSQL', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let otherBase: string;
  let events: EventStreamReader | undefined;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    other = await t.anotherServer();
    otherBase = await listen(other);
  });
  afterAll(async () => {
    events?.close();
    await t?.close();
  });

  it('a possible match found through one server reaches the member’s page open on the other', async () => {
    const member = await t.signInMember();
    const admin = await t.signInAdmin();
    const lost = await t.app.inject({
      method: 'POST',
      url: '/api/lost-reports',
      headers: { cookie: member.cookie },
      payload: lostPayload({ itemName: 'Slide rule', color: 'White', lost_date: daysAgo(2) }),
    });
    expect(lost.statusCode).toBe(201);
    events = await openEventStream(`${otherBase}/api/events`, member.cookie);
    expect(await events.next()).toBe(LIVE_EVENTS.ready);
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin.cookie },
      payload: {
        ...foundPayload({ itemName: 'Slide rule', color: 'White', found_date: daysAgo(1) }),
        founder: personPayload(t),
      },
    });
    expect(entered.statusCode).toBe(201);
    // The new report's own matching job may finish after the stream opens, and says so first.
    let event = await events.next();
    while (event === LIVE_EVENTS.lostReports) event = await events.next();
    expect(event).toBe(LIVE_EVENTS.notifications);
    const unread = await other.inject({
      method: 'GET',
      url: '/api/notifications/unread-count',
      headers: { cookie: member.cookie },
    });
    expect(unread.json()).toEqual({ count: 1 });
  });
});
