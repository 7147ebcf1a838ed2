import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, LostReportMatches } from '#shared/schemas/notification';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import {
  foundPayload,
  lostPayload,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { enqueueJob } from '#server/services/jobs/job-queue';
import { itemTerms } from './item-terms';
import { nameScore, trigramSimilarity } from './score-match';
import { universityIdsIn } from './university-ids';
import { officePlace } from '#shared/university/office-place';
import { defaultUniversityConfig } from '#shared/university/university-config';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('reading item names', () => {
  it('knows synonyms, colours in names, brands and product names', () => {
    const phone = itemTerms({ itemName: 'Black iPhone 13', color: 'Navy', description: 'In a Samsung box' });
    expect(phone.name).toEqual([{ text: 'iphone', group: 'phone' }, { text: '13' }]);
    expect([...phone.colours].sort()).toEqual(['black', 'blue']);
    expect([...phone.brands].sort()).toEqual(['apple', 'samsung']);
    expect(itemTerms({ itemName: 'Student ID card', color: 'multicolour', description: '' })).toMatchObject({
      name: [{ text: 'student id card', group: 'id-card' }],
      colours: new Set(),
    });
  });

  it('scores names by shared meaning, typos included', () => {
    const name = (itemName: string) => itemTerms({ itemName, color: '', description: '' }).name;
    expect(nameScore(name('Mobile'), name('Phone'))).toBe(1);
    expect(nameScore(name('Walet'), name('Wallet'))).toBe(1);
    expect(nameScore(name('Earphones'), name('Earbuds'))).toBe(1);
    expect(nameScore(name('Wallet'), name('Umbrella'))).toBe(0);
    expect(trigramSimilarity('walet', 'wallet')).toBeCloseTo(0.625, 3);
  });
});

describe('university IDs on found items', () => {
  it('reads IDs by the university pattern, whatever the separators, and not phone numbers', () => {
    const read = (text: string) => universityIdsIn(text, defaultUniversityConfig);
    expect(read('ID card of 221-15-1234, call 01712345678')).toEqual(['221151234']);
    expect(read('Card no. 221 15 1234 and 192-35-56789')).toEqual(['221151234', '1923556789']);
    expect(read('Room 402, table 12, 2024-11-20')).toEqual([]);
    expect(universityIdsIn('221-15-1234', { ...defaultUniversityConfig, universityId: undefined })).toEqual(
      [],
    );
  });
});

describe.each(databaseKinds)('matching lost reports and stored items on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const members = new Map<string, { cookie: string; id: string; email: string }>();

  const call = async (
    cookie: string,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    url: string,
    payload?: Record<string, unknown>,
  ) => t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });

  const fileLost = async (key: string, fields: Record<string, unknown>) => {
    let member = members.get(key);
    if (!member) {
      const signedIn = await t.signInMember();
      member = { cookie: signedIn.cookie, id: signedIn.record.id, email: signedIn.record.email };
      members.set(key, member);
    }
    const response = await call(member.cookie, 'POST', '/api/lost-reports', lostPayload(fields));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().reportId as string;
  };

  const enter = async (fields: Record<string, unknown>) => {
    const response = await call(admin, 'POST', '/api/found-reports/manual-entry', {
      ...foundPayload(fields),
      founder: personPayload(t, {
        name: 'Finder Person',
        email: 'finder.person@example.com',
        phone: '01999888777',
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().reportId as string;
  };

  const matchesOf = async (key: string) => {
    const response = await call(members.get(key)!.cookie, 'GET', '/api/lost-reports/mine/possible-matches');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<LostReportMatches[]>();
  };
  const matchedItems = async (key: string) =>
    (await matchesOf(key)).flatMap((report) => report.matches.map((match) => match.item.reportId));

  const notificationsOf = async (key: string) => {
    const response = await call(members.get(key)!.cookie, 'GET', '/api/notifications');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AppNotification[]>();
  };
  const mailTo = async (key: string) =>
    queryRows(
      t.db,
      sql`SELECT subject, text, html FROM dev_outbox WHERE "to" = ${members.get(key)!.email} ORDER BY id`,
      z.object({ subject: z.string(), text: z.string(), html: z.string() }),
    );

  const items = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
    const lost = (
      itemName: string,
      color: string,
      item_description: string,
      days: number,
      lost_location: string,
    ) => ({
      itemName,
      color,
      item_description,
      lost_date: daysAgo(days),
      lost_location,
    });
    await fileLost(
      'mobile',
      lost('Mobile phone', 'Navy', 'Samsung Galaxy A52, cracked screen protector', 3, 'Cafeteria'),
    );
    await fileLost(
      'earphones',
      lost('Earphones', 'White', 'Wireless earphones in a small charging case', 2, 'Library'),
    );
    await fileLost(
      'backpack',
      lost('Backpack', 'Black', 'Black backpack with two notebooks and a calculator', 2, 'Room 402'),
    );
    await fileLost('typo', lost('Walet', 'Brown', 'Brown leather wallet with my bus card', 1, 'Main Gate'));
    await fileLost(
      'identity',
      lost('Identity card', 'Blue', 'University identity card on a blue lanyard', 2, 'Auditorium'),
    );
    await fileLost('keys', lost('Keys', 'Silver', 'Three keys on a ring', 1, 'Parking lot'));
    await fileLost('lost-after-found', lost('Umbrella', 'Red', 'Red folding umbrella', 0, 'Main Gate'));
    await fileLost('other-brand', lost('Phone', 'Black', 'Apple iPhone 13 in a clear case', 3, 'Library'));
    await fileLost('other-colour', lost('Water bottle', 'Red', 'Steel bottle with stickers', 3, 'Gymnasium'));
    await t.app.jobs.idle();

    const found = (
      itemName: string,
      color: string,
      item_description: string,
      days: number,
      found_location: string,
    ) => ({
      itemName,
      color,
      item_description,
      found_date: daysAgo(days),
      found_location,
    });
    items.set(
      'phone',
      await enter(found('Phone', 'Blue', 'Samsung Galaxy with a cracked screen protector', 2, 'Cafeteria')),
    );
    items.set(
      'samsung',
      await enter(found('Smartphone', 'Black', 'Samsung phone in a black cover', 1, 'Library')),
    );
    items.set(
      'earbuds',
      await enter(found('Earbuds', 'White', 'Wireless earbuds in a white case', 1, 'Central Library')),
    );
    items.set('bag', await enter(found('Bag', 'Black', 'Black bag with notebooks', 1, 'Room 402')));
    items.set(
      'wallet',
      await enter(found('Wallet', 'Brown', 'Leather wallet with a bus card', 0, 'Main Gate')),
    );
    items.set('id', await enter(found('ID card', 'Blue', 'Identity card on a lanyard', 1, 'Auditorium')));
    items.set('key-ring', await enter(found('Key ring', 'Silver', 'Keys on a metal ring', 2, 'Parking lot')));
    items.set('umbrella', await enter(found('Umbrella', 'Red', 'Red folding umbrella', 5, 'Main Gate')));
    items.set('bottle', await enter(found('Bottle', 'Blue', 'Steel water bottle', 1, 'Gymnasium')));
    await t.app.jobs.idle();
  }, 120_000);
  afterAll(async () => t?.close());

  it.each([
    ['mobile', ['phone'], 'a mobile is a phone, navy is blue, the same maker'],
    ['earphones', ['earbuds'], 'earphones are earbuds'],
    ['backpack', ['bag'], 'a backpack is a bag'],
    ['typo', ['wallet'], 'a mistyped name'],
    ['identity', ['id'], 'an identity card is an ID card'],
    ['keys', ['key-ring'], 'found the day before it was lost: a day of slack'],
    ['lost-after-found', [], 'lost days after it was found'],
    ['other-brand', [], 'an Apple phone is not a Samsung one'],
    ['other-colour', [], 'red is not blue'],
  ])('%s matches %j: %s', async (key, expected) => {
    expect(await matchedItems(key)).toEqual(expected.map((name) => items.get(name)));
  });

  it('tells each matched member once, in the app and by email, without the finder', async () => {
    const [notice, ...others] = await notificationsOf('earphones');
    expect(others).toEqual([]);
    expect(notice).toMatchObject({
      kind: 'match',
      title: 'Possible match for your lost earphones',
      read: false,
      link: `/user/items/${items.get('earbuds')}`,
      items: [expect.objectContaining({ reportId: items.get('earbuds'), itemName: 'Earbuds' })],
    });
    const mail = await mailTo('earphones');
    expect(mail).toHaveLength(1);
    const { text, subject } = mail[0]!;
    expect(subject).toBe('Possible match for your lost earphones');
    expect(text).toContain(items.get('earbuds'));
    expect(text).toContain(officePlace(t.config.university.office));
    expect(text).toContain(t.config.university.office.hours);
    expect(text).toContain(`${t.config.publicUrl}/user/items/${items.get('earbuds')}`);
    expect(text).toContain(`${t.config.publicUrl}/unsubscribe?member=`);
    for (const finder of ['Finder Person', 'finder.person@example.com', '01999888777']) {
      expect(text).not.toContain(finder);
      expect(mail[0]!.html).not.toContain(finder);
    }
    expect(await notificationsOf('other-colour')).toEqual([]);
  });

  it('puts several matches found in one run into one notice and one email', async () => {
    await enter({
      itemName: 'Umbrella',
      color: 'Maroon',
      item_description: 'Folding umbrella, red',
      found_date: daysAgo(4),
    });
    await t.app.jobs.idle();
    await fileLost('umbrellas', {
      itemName: 'Umbrella',
      color: 'Red',
      item_description: 'Red folding umbrella with a strap',
      lost_date: daysAgo(6),
    });
    await t.app.jobs.idle();
    const notices = await notificationsOf('umbrellas');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.items).toHaveLength(2);
    expect(notices[0]!.title).toBe('2 possible matches for your lost umbrella');
    expect(await mailTo('umbrellas')).toHaveLength(1);
  });

  it('alerts the member whose university ID an item carries, and nobody else', async () => {
    const owner = await t.signInMember({ universityId: '221-15-7777' });
    const before = await notificationsOf('identity');
    const reportId = await enter({
      itemName: 'Student ID',
      color: 'Blue',
      item_description: 'University card of 221 15 7777, on a blue lanyard',
      found_date: daysAgo(1),
      found_location: 'Auditorium',
    });
    await t.app.jobs.idle();
    const notices = (await call(owner.cookie, 'GET', '/api/notifications')).json<AppNotification[]>();
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'id-card',
        title: 'An item with your university ID was found',
        items: [expect.objectContaining({ reportId, lostReportId: null })],
      }),
    ]);
    expect(await notificationsOf('identity')).toEqual(before);
    expect(await matchedItems('identity')).not.toContain(reportId);
  });

  it("'Not mine' dismisses a match for good; 'This is mine' claims the item", async () => {
    const [report] = await matchesOf('backpack');
    const match = report!.matches[0]!;
    const member = members.get('backpack')!;
    const dismissed = await call(
      member.cookie,
      'POST',
      `/api/lost-reports/mine/possible-matches/${match._id}/dismiss`,
    );
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    // Listed as dismissed only while it can be undone (lost-report-undo-and-close.test.ts).
    expect((await matchesOf('backpack'))[0]!.matches).toMatchObject([{ _id: match._id, state: 'dismissed' }]);
    // Matching the report again never brings it back, and tells nobody.
    await enqueueJob(t.db, 'match-lost-report', { lostReportId: report!._id });
    await t.app.jobs.idle();
    expect((await matchesOf('backpack'))[0]!.matches).toMatchObject([{ _id: match._id, state: 'dismissed' }]);
    expect(await notificationsOf('backpack')).toHaveLength(1);

    const [typoReport] = await matchesOf('typo');
    const typoMember = members.get('typo')!;
    const claimed = await call(
      typoMember.cookie,
      'POST',
      `/api/lost-reports/mine/possible-matches/${typoReport!.matches[0]!._id}/claim`,
      { message: 'It has my bus card inside' },
    );
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect((await matchesOf('typo'))[0]!.matches[0]!.state).toBe('confirmed');
    const card = await call(
      typoMember.cookie,
      'GET',
      `/api/found-reports/stored-for-users/${items.get('wallet')}`,
    );
    // The card's claim button reads the member's own claim: it is sent, not only "claimed by me".
    expect(card.json()).toMatchObject({
      reportId: items.get('wallet'),
      claimedStatus: true,
      claimedByMe: true,
      myClaim: { claimId: expect.stringMatching(/^CLM\d+$/), status: 'pending', reason: null },
    });
    const again = await call(
      typoMember.cookie,
      'POST',
      `/api/lost-reports/mine/possible-matches/${typoReport!.matches[0]!._id}/claim`,
    );
    expect(again.statusCode).toBe(409);
  });

  it('refuses bad or foreign ids with a message', async () => {
    const stranger = members.get('keys')!;
    const [report] = await matchesOf('earphones');
    const foreign = await call(
      stranger.cookie,
      'POST',
      `/api/lost-reports/mine/possible-matches/${report!.matches[0]!._id}/dismiss`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('You have no possible match with this id.');
    const bad = await call(
      stranger.cookie,
      'POST',
      '/api/lost-reports/mine/possible-matches/not-an-id/dismiss',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('This is not a possible match id');
    const gone = await call(stranger.cookie, 'GET', '/api/found-reports/stored-for-users/FND999999');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This item is not at the security office.');
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/lost-reports/mine/possible-matches' });
    expect(anonymous.statusCode).toBe(401);
    const asAdmin = await call(admin, 'GET', '/api/lost-reports/mine/possible-matches');
    expect(asAdmin.statusCode).toBe(403);
  });

  it.runIf(kind === 'postgres')('sends one alert only when two servers run the queue', async () => {
    const other = await t.anotherServer();
    const keysBefore = (await mailTo('keys')).length;
    const stored: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const [row] = await queryRows(
        t.db,
        sql`INSERT INTO found_reports (report_id, item_name, color, description, found_date, found_location, status)
            VALUES ('FNDX' || ${i}, 'Keys', 'Silver', 'A bunch of keys, number ' || ${i}, ${daysAgo(0)}::date, 'Parking lot', 'reported')
            RETURNING report_id`,
        z.object({ report_id: z.string() }),
      );
      stored.push(row!.report_id);
    }
    // Half through each server, all at once: both queues wake for every job.
    const responses = await Promise.all(
      stored.map((reportId, index) =>
        (index % 2 ? other : t.app).inject({
          method: 'PATCH',
          url: `/api/found-reports/${reportId}/store`,
          headers: { cookie: admin },
          payload: {},
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(stored.map(() => 200));
    await Promise.all([t.app.jobs.idle(), other.jobs.idle()]);
    await Promise.all([t.app.jobs.idle(), other.jobs.idle()]);
    const [{ n }] = (await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM matches m JOIN found_reports f ON f.id = m.found_report_id WHERE f.report_id LIKE 'FNDX%'`,
      z.object({ n: z.number() }),
    )) as [{ n: number }];
    expect(n).toBe(6);
    const notices = (await notificationsOf('keys')).filter((notice) =>
      notice.items[0]!.reportId.startsWith('FNDX'),
    );
    expect(notices).toHaveLength(6);
    expect((await mailTo('keys')).length - keysBefore).toBe(6);
    const [left] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM jobs`,
      z.object({ n: z.number() }),
    );
    expect(left!.n).toBe(0);
  });
});
