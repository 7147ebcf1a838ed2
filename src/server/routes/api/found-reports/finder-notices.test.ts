import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '#shared/schemas/notification';
import { queryRows } from '#server/db/client';
import { foundPayload, personPayload } from './found-report-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';

/**
 * The member who found an item hears what became of it: in the bell, and by
 * email when their alerts allow it, when it is stored and when it goes back to
 * its owner. Never who the owner is.
 */
describe.each(databaseKinds)('finders are told on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const noticesOf = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/notifications')).json<AppNotification[]>();
  const mailTo = (email: string) =>
    queryRows(
      t.db,
      sql`SELECT subject, text, html FROM dev_outbox WHERE "to" = ${email} ORDER BY id`,
      z.object({ subject: z.string(), text: z.string(), html: z.string() }),
    );
  const owner = () =>
    personPayload(t, {
      name: 'Owner Rahman',
      email: 'owner.rahman@example.com',
      universityId: '221-15-9876',
      phone: '01812345679',
    });
  const expectNoOwner = (text: string) => {
    for (const detail of ['Owner Rahman', 'owner.rahman@example.com', '221-15-9876', '01812345679']) {
      expect(text).not.toContain(detail);
    }
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
  });
  afterAll(async () => t?.close());

  it('when the item they reported is stored, and when it goes back to its owner', async () => {
    const finder = await t.signInMember();
    const reported = await call(
      finder.cookie,
      'POST',
      '/api/found-reports',
      foundPayload({ itemName: 'Abacus' }),
    );
    const reportId = reported.json().reportId as string;
    expect(await noticesOf(finder.cookie)).toEqual([]);

    expect((await call(admin, 'PATCH', `/api/found-reports/${reportId}/store`, {})).statusCode).toBe(200);
    expect(await noticesOf(finder.cookie)).toMatchObject([
      {
        kind: 'found-stored',
        title: 'The item you found is at the security office',
        body: `Abacus (${reportId}), which you reported found, is now kept at the security office. Thank you for handing it in.`,
        link: '/user/my-items',
        items: [],
      },
    ]);

    const handover = await call(admin, 'PATCH', `/api/found-reports/${reportId}/handover`, {
      receiver: owner(),
    });
    expect(handover.statusCode, handover.body).toBe(200);
    const [returned] = await noticesOf(finder.cookie);
    expect(returned).toMatchObject({
      kind: 'found-returned',
      title: 'The item you found is back with its owner',
      body: `Abacus (${reportId}), which you found, has been handed back to its owner. Thank you for your help.`,
    });
    expectNoOwner(JSON.stringify(returned));

    await t.app.jobs.idle();
    const mail = await mailTo(finder.record.email);
    expect(mail.map((message) => message.subject)).toEqual([
      'The item you found is at the security office',
      'The item you found is back with its owner',
    ]);
    for (const message of mail) {
      expectNoOwner(message.text + message.html);
      // Nothing of theirs to collect.
      expect(message.text).not.toContain('Collect it at');
    }
  });

  it('in the bell only when their email alerts are off', async () => {
    const finder = await t.signInMember();
    await call(finder.cookie, 'PUT', '/api/user/email-alerts', { emailAlerts: false });
    const reported = await call(
      finder.cookie,
      'POST',
      '/api/found-reports',
      foundPayload({ itemName: 'Slate' }),
    );
    await call(admin, 'PATCH', `/api/found-reports/${reported.json().reportId}/store`, {});
    await t.app.jobs.idle();
    expect(await noticesOf(finder.cookie)).toHaveLength(1);
    expect(await mailTo(finder.record.email)).toEqual([]);
  });

  it('the member the desk wrote down as the founder, when the item goes back', async () => {
    const finder = await t.signInMember();
    const entered = await call(admin, 'POST', '/api/found-reports/manual-entry', {
      ...foundPayload({ itemName: 'Compass' }),
      founder: personPayload(t, { email: finder.record.email.toUpperCase() }),
    });
    expect(entered.statusCode, entered.body).toBe(201);
    // Handed in at the desk in person: nothing to tell them yet.
    expect(await noticesOf(finder.cookie)).toEqual([]);
    await call(admin, 'PATCH', `/api/found-reports/${entered.json().reportId}/handover`, {
      receiver: owner(),
    });
    expect(await noticesOf(finder.cookie)).toMatchObject([{ kind: 'found-returned' }]);
  });
});
