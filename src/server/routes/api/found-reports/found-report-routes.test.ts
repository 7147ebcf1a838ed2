import { sql, eq } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { members } from '#server/db/schema';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { foundPayload, lostPayload, personPayload } from './found-report-fixtures';

type Caller = 'anonymous' | 'incomplete' | 'member' | 'admin';

describe.each(databaseKinds)('found and lost report routes on %s', (kind) => {
  let t: TestApp;
  const cookies: Record<Caller, string | undefined> = {
    anonymous: undefined,
    incomplete: undefined,
    member: undefined,
    admin: undefined,
  };
  let adminEmail = '';

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies.incomplete = (await t.signInMember({ complete: false })).cookie;
    cookies.member = (await t.signInMember()).cookie;
    const admin = await t.signInAdmin();
    cookies.admin = admin.cookie;
    adminEmail = admin.record.email;
  });
  afterAll(async () => t?.close());

  const call = (
    caller: Caller,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: Record<string, unknown>,
  ) => {
    const cookie = cookies[caller];
    return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
  };

  const count = async (table: 'found_reports' | 'lost_reports' | 'claims' | 'people') => {
    const [row] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`,
      z.object({ n: z.number() }),
    );
    return row!.n;
  };

  /** A found report moved to 'stored' by the admin, through the API. */
  const storedItem = async (overrides: Record<string, unknown> = {}) => {
    const created = await call('member', 'POST', '/api/found-reports', foundPayload(overrides));
    const { reportId } = created.json();
    expect((await call('admin', 'PATCH', `/api/found-reports/${reportId}/store`)).statusCode).toBe(200);
    return { reportId: reportId as string, _id: created.json()._id as string };
  };

  describe('who may call what', () => {
    const UNKNOWN = 'FND999999';
    const routes: {
      method: 'GET' | 'POST' | 'PATCH';
      url: string;
      payload?: (t: TestApp) => Record<string, unknown>;
      allowed: Partial<Record<Caller, number>>;
    }[] = [
      { method: 'POST', url: '/api/lost-reports', payload: () => lostPayload(), allowed: { member: 201 } },
      { method: 'POST', url: '/api/found-reports', payload: () => foundPayload(), allowed: { member: 201 } },
      {
        method: 'GET',
        url: '/api/found-reports/stored-for-users',
        allowed: { member: 200, incomplete: 200 },
      },
      { method: 'GET', url: '/api/found-reports/search?q=wallet', allowed: { member: 200, incomplete: 200 } },
      {
        method: 'PATCH',
        url: `/api/found-reports/${UNKNOWN}/claim`,
        payload: () => ({ message: 'mine' }),
        allowed: { member: 404 },
      },
      { method: 'GET', url: '/api/lost-reports/open', allowed: { admin: 200 } },
      { method: 'GET', url: '/api/found-reports/reported', allowed: { admin: 200 } },
      { method: 'GET', url: '/api/found-reports/stored', allowed: { admin: 200 } },
      { method: 'GET', url: '/api/found-reports/claimed', allowed: { admin: 200 } },
      { method: 'GET', url: '/api/found-reports/resolved', allowed: { admin: 200 } },
      { method: 'PATCH', url: `/api/found-reports/${UNKNOWN}/store`, allowed: { admin: 404 } },
      {
        method: 'POST',
        url: '/api/found-reports/manual-entry',
        payload: (t) => ({ ...foundPayload(), founder: personPayload(t) }),
        allowed: { admin: 201 },
      },
      {
        method: 'PATCH',
        url: `/api/found-reports/${UNKNOWN}/handover`,
        payload: (t) => ({ receiver: personPayload(t) }),
        allowed: { admin: 404 },
      },
      {
        method: 'GET',
        url: '/api/found-reports/details/00000000-0000-4000-8000-000000000000',
        allowed: { admin: 404 },
      },
      { method: 'GET', url: '/api/admin/dashboard/stats', allowed: { admin: 200 } },
      { method: 'GET', url: '/api/admin/dashboard/activity-log', allowed: { admin: 200 } },
      { method: 'GET', url: '/api/admin/dashboard/leaderboard', allowed: { admin: 200 } },
    ];
    const callers: Caller[] = ['anonymous', 'incomplete', 'member', 'admin'];
    const cases = routes.flatMap((route) =>
      callers.map((caller) => {
        const memberRoute = 'member' in route.allowed;
        let expected = route.allowed[caller];
        if (expected === undefined) {
          if (caller === 'anonymous') expected = 401;
          else expected = 403;
        }
        return { ...route, caller, expected, memberRoute };
      }),
    );

    it.each(cases)(
      '$method $url as $caller → $expected',
      async ({ method, url, payload, caller, expected, memberRoute }) => {
        const response = await call(caller, method, url, payload?.(t));
        expect(response.statusCode).toBe(expected);
        if (expected === 401) expect(response.json().code).toBe('UNAUTHENTICATED');
        if (expected === 403 && caller === 'incomplete' && memberRoute)
          expect(response.json().code).toBe('PROFILE_INCOMPLETE');
      },
    );
  });

  describe('reporting', () => {
    it('gives each report an id from the sequence and the shape the screens read', async () => {
      const lost = await call('member', 'POST', '/api/lost-reports', lostPayload());
      expect(lost.statusCode).toBe(201);
      expect(lost.json()).toMatchObject({ success: true, reportId: expect.stringMatching(/^LST\d{6}$/) });
      const found = await call('member', 'POST', '/api/found-reports', foundPayload());
      expect(found.json()).toMatchObject({ success: true, reportId: expect.stringMatching(/^FND\d{6}$/) });
      const reported = (await call('admin', 'GET', '/api/found-reports/reported?limit=100')).json();
      const mine = reported.find((item: { reportId: string }) => item.reportId === found.json().reportId);
      expect(mine).toMatchObject({
        _id: found.json()._id,
        status: 'reported',
        itemName: 'Black Wallet',
        description: 'Leather wallet with a student card inside',
        found_date: '2025-06-01',
        found_time: '14:30',
        claimedStatus: false,
        storedBy: null,
        reportedByUser: { universityId: expect.any(String), phone: '01712345678' },
      });
      const open = (await call('admin', 'GET', '/api/lost-reports/open?limit=100')).json();
      const lostRead = open.find((item: { reportId: string }) => item.reportId === lost.json().reportId);
      expect(lostRead).toMatchObject({
        lost_time: null,
        lost_date: '2025-06-02',
        reportedByUser: { phone: '01712345678' },
      });
    });

    it.each([
      ['found', '/api/found-reports', foundPayload({ itemName: '' }), 'Item name is required'],
      ['found', '/api/found-reports', foundPayload({ itemName: 'ab' }), 'Name must be at least 3 characters'],
      ['found', '/api/found-reports', foundPayload({ color: undefined }), 'Please enter the color'],
      [
        'found',
        '/api/found-reports',
        foundPayload({ item_description: 'short' }),
        'Description must be at least 10 characters',
      ],
      [
        'found',
        '/api/found-reports',
        foundPayload({ found_date: '2999-01-01' }),
        'Found date cannot be in the future',
      ],
      ['found', '/api/found-reports', foundPayload({ found_time: '25:00' }), 'Please enter a valid time'],
      [
        'found',
        '/api/found-reports',
        foundPayload({ found_location: 'ab' }),
        'Location must be at least 3 characters',
      ],
      ['lost', '/api/lost-reports', lostPayload({ lost_date: undefined }), 'Lost date is required'],
      [
        'lost',
        '/api/lost-reports',
        lostPayload({ lost_date: '2999-01-01' }),
        'Lost date cannot be in the future',
      ],
      ['lost', '/api/lost-reports', lostPayload({ lost_location: '' }), 'Lost location is required'],
    ])(
      'refuses a bad %s report with the first message and writes nothing (%#)',
      async (_kind, url, payload, message) => {
        const before = (await count('found_reports')) + (await count('lost_reports'));
        const response = await call('member', 'POST', url, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().message).toBe(message);
        expect((await count('found_reports')) + (await count('lost_reports'))).toBe(before);
      },
    );
  });

  it('refuses a NUL character in any text with 400, writing nothing', async () => {
    const before = (await count('found_reports')) + (await count('lost_reports'));
    for (const [url, payload] of [
      ['/api/found-reports', foundPayload({ itemName: 'Wal\u0000let' })],
      ['/api/lost-reports', lostPayload({ item_description: 'Folding umbrella\u0000 with a handle' })],
    ] as const) {
      const response = await call('member', 'POST', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Text may not contain the NUL character.');
    }
    expect((await count('found_reports')) + (await count('lost_reports'))).toBe(before);
  });

  describe('storing', () => {
    it('records the session admin, never the body, and logs it', async () => {
      const created = (await call('member', 'POST', '/api/found-reports', foundPayload())).json();
      const response = await call('admin', 'PATCH', `/api/found-reports/${created.reportId}/store`, {
        storedBy: 'someone-else@example.com',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const stored = (await call('admin', 'GET', '/api/found-reports/stored?limit=100')).json();
      const item = stored.find((entry: { reportId: string }) => entry.reportId === created.reportId);
      expect(item).toMatchObject({ status: 'stored', storedBy: adminEmail, storedAt: expect.any(String) });
      const log = (await call('admin', 'GET', '/api/admin/dashboard/activity-log')).json();
      expect(log[0].action).toBe(`Stored item #${created.reportId}`);
    });

    it('refuses to store twice, or an item already handed over (409)', async () => {
      const item = await storedItem();
      const again = await call('admin', 'PATCH', `/api/found-reports/${item.reportId}/store`);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This report has already been stored.');
      await call('admin', 'PATCH', `/api/found-reports/${item.reportId}/handover`, {
        receiver: personPayload(t),
      });
      const afterHandover = await call('admin', 'PATCH', `/api/found-reports/${item.reportId}/store`);
      expect(afterHandover.statusCode).toBe(409);
    });
  });

  describe('claiming', () => {
    it('lets a member claim a stored item once and shows it as claimed', async () => {
      const item = await storedItem();
      const first = await call('member', 'PATCH', `/api/found-reports/${item.reportId}/claim`, {
        message: 'It has my card inside',
        userId: 'someone-else',
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ success: true, claimId: expect.stringMatching(/^CLM\d{6}$/) });
      const second = await call('member', 'PATCH', `/api/found-reports/${item.reportId}/claim`, {
        message: '',
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe('You have already claimed this item.');
      const [row] = await queryRows(
        t.db,
        sql`SELECT claim_count FROM found_reports WHERE report_id = ${item.reportId}`,
        z.object({ claim_count: z.number() }),
      );
      expect(row!.claim_count).toBe(1);
      const cards = (await call('member', 'GET', '/api/found-reports/stored-for-users?limit=100')).json();
      expect(cards.find((card: { reportId: string }) => card.reportId === item.reportId)).toMatchObject({
        claimedStatus: true,
        claimedByMe: true,
      });
      const claimed = (await call('admin', 'GET', '/api/found-reports/claimed?limit=100')).json();
      expect(claimed.map((entry: { reportId: string }) => entry.reportId)).toContain(item.reportId);
    });

    it('accepts a claim with no body at all (the message is optional)', async () => {
      const item = await storedItem();
      const response = await call('member', 'PATCH', `/api/found-reports/${item.reportId}/claim`);
      expect(response.statusCode).toBe(200);
    });

    it('refuses claims on items that are not stored (409) and unknown ids (404)', async () => {
      const reported = (await call('member', 'POST', '/api/found-reports', foundPayload())).json();
      const onReported = await call('member', 'PATCH', `/api/found-reports/${reported.reportId}/claim`, {});
      expect(onReported.statusCode).toBe(409);
      expect(onReported.json().message).toBe('This item is not available to claim.');
      const item = await storedItem();
      await call('admin', 'PATCH', `/api/found-reports/${item.reportId}/handover`, {
        receiver: personPayload(t),
      });
      const onHandedOver = await call('member', 'PATCH', `/api/found-reports/${item.reportId}/claim`, {});
      expect(onHandedOver.statusCode).toBe(409);
      expect(onHandedOver.json().message).toBe('This item is not available to claim.');
      expect((await call('member', 'PATCH', '/api/found-reports/FND123456/claim', {})).statusCode).toBe(404);
      expect(
        (
          await call('member', 'PATCH', `/api/found-reports/${reported.reportId}/claim`, {
            message: 'x'.repeat(1001),
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('what members see', () => {
    it('shows only the card fields: never the finder, the receiver or claimants', async () => {
      const finder = await t.signInMember({
        email: `finder-secret@${t.config.university.emailDomain}`,
        name: 'Finder Secret',
      });
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/found-reports',
        headers: { cookie: finder.cookie },
        payload: foundPayload({ itemName: 'Silver Laptop' }),
      });
      const { reportId } = created.json();
      await call('admin', 'PATCH', `/api/found-reports/${reportId}/store`);
      const claimant = await t.signInMember({
        email: `claimant-secret@${t.config.university.emailDomain}`,
        name: 'Claimant Secret',
      });
      await t.app.inject({
        method: 'PATCH',
        url: `/api/found-reports/${reportId}/claim`,
        headers: { cookie: claimant.cookie },
        payload: { message: 'my private message' },
      });
      for (const url of [
        '/api/found-reports/stored-for-users?limit=100',
        '/api/found-reports/search?q=laptop',
      ]) {
        const response = await call('member', 'GET', url);
        const card = response.json().find((entry: { reportId: string }) => entry.reportId === reportId);
        expect(Object.keys(card).sort()).toEqual(
          [
            '_id',
            'reportId',
            'itemName',
            'color',
            'description',
            'imageUrl',
            'found_date',
            'found_time',
            'found_location',
            'claimedStatus',
            'deskId',
            'claimedByMe',
            'myClaim',
          ].sort(),
        );
        expect(card).toMatchObject({ claimedStatus: true, claimedByMe: false, myClaim: null });
        expect(response.body).not.toMatch(/secret|private message|01712345678|storedBy/i);
      }
    });

    it('narrows the list by category, colour and place, counts what it shows, and pages on with them', async () => {
      const day = '2024-03-14';
      const bottle = await storedItem({
        itemName: 'Steel water bottle',
        color: 'Navy Blue',
        found_location: 'Central Library, 3rd floor',
        item_description: 'Dented near the cap',
        found_date: day,
      });
      const bag = await storedItem({
        itemName: 'Black backpack',
        color: 'Black',
        found_location: 'Library annex',
        item_description: 'Taken from the cafeteria by a friend',
        found_date: day,
      });
      const umbrella = await storedItem({
        itemName: 'Black umbrella',
        color: 'Black',
        found_location: 'Cafeteria',
        item_description: 'Folding, it was near the library',
        found_date: day,
      });
      const list = async (filters: string) => {
        const response = await call(
          'member',
          'GET',
          `/api/found-reports/stored-for-users?from=${day}&to=${day}&${filters}`,
        );
        expect(response.statusCode, response.body).toBe(200);
        const ids = response.json().map((card: { reportId: string }) => card.reportId);
        return {
          ids: [...ids].sort(),
          total: response.headers['x-total-count'],
          next: response.headers.link,
        };
      };
      const sorted = (...items: { reportId: string }[]) => items.map((item) => item.reportId).sort();

      expect(await list('')).toMatchObject({ ids: sorted(bottle, bag, umbrella), total: '3' });
      expect(await list('category=Water%20Bottle')).toMatchObject({ ids: sorted(bottle), total: '1' });
      // A colour is a word of the item's colour: blue finds Navy Blue.
      expect(await list('color=blue')).toMatchObject({ ids: sorted(bottle), total: '1' });
      expect(await list('color=black')).toMatchObject({ ids: sorted(bag, umbrella), total: '2' });
      // A place is read in where the item was found, from the beginnings of its words, never in the description.
      expect(await list('place=librar')).toMatchObject({ ids: sorted(bottle, bag), total: '2' });
      expect(await list('place=cafeteria')).toMatchObject({ ids: sorted(umbrella), total: '1' });
      expect(await list('category=Backpack&color=black&place=library')).toMatchObject({
        ids: sorted(bag),
        total: '1',
      });
      expect(await list('category=Wallet')).toMatchObject({ ids: [], total: '0' });
      // Words that are only punctuation narrow nothing and break nothing.
      expect(await list('place=%26%7C!%3A*()')).toMatchObject({ total: '3' });

      const first = await list('color=black&limit=1');
      expect(first).toMatchObject({ total: '2' });
      expect(first.ids).toHaveLength(1);
      const next = /<([^>]+)>; rel="next"/.exec(String(first.next))![1]!;
      expect(next).toContain('color=black');
      const second = (await call('member', 'GET', next)).json();
      expect([...first.ids, ...second.map((card: { reportId: string }) => card.reportId)].sort()).toEqual(
        sorted(bag, umbrella),
      );

      for (const refused of ['category=Spaceship', `place=${'x'.repeat(201)}`, `color=${'x'.repeat(61)}`]) {
        const response = await call('member', 'GET', `/api/found-reports/stored-for-users?${refused}`);
        expect(response.statusCode, refused).toBe(400);
      }

      // A colour typed in Bangla is found by its English name, and the other way round (decision 0075).
      const clothBag = await storedItem({
        itemName: 'Cloth bag',
        color: 'কালো',
        found_location: 'Gymnasium',
        item_description: 'Plain cloth bag with long handles',
        found_date: day,
      });
      expect(await list('color=black')).toMatchObject({ ids: sorted(bag, umbrella, clothBag), total: '3' });
      expect(await list(`color=${encodeURIComponent('কালো')}`)).toMatchObject({
        ids: sorted(bag, umbrella, clothBag),
        total: '3',
      });
      expect(await list('color=kalo')).toMatchObject({ total: '3' });
      expect(await list('color=blue')).toMatchObject({ ids: sorted(bottle), total: '1' });

      // A place typed in Bangla or romanised is found by its English names, and the other way round (decision 0081).
      const notes = await storedItem({
        itemName: 'Lecture notes',
        color: 'White',
        found_location: 'ক্যান্টিন',
        item_description: 'A spiral notebook',
        found_date: day,
      });
      expect(await list(`place=${encodeURIComponent('ক্যান্টিনে')}`)).toMatchObject({
        ids: sorted(umbrella, notes),
        total: '2',
      });
      expect(await list('place=cafeteria')).toMatchObject({ ids: sorted(umbrella, notes), total: '2' });
      expect(await list(`place=${encodeURIComponent('লাইব্রেরি')}`)).toMatchObject({
        ids: sorted(bottle, bag),
        total: '2',
      });
      expect(await list('place=laibreri')).toMatchObject({ ids: sorted(bottle, bag), total: '2' });
    });

    it('lists only stored items that were not handed over', async () => {
      const reported = (await call('member', 'POST', '/api/found-reports', foundPayload())).json();
      const handed = await storedItem();
      await call('admin', 'PATCH', `/api/found-reports/${handed.reportId}/handover`, {
        receiver: personPayload(t),
      });
      const visible = await storedItem();
      const ids = (await call('member', 'GET', '/api/found-reports/stored-for-users?limit=100'))
        .json()
        .map((card: { reportId: string }) => card.reportId);
      expect(ids).toContain(visible.reportId);
      expect(ids).not.toContain(reported.reportId);
      expect(ids).not.toContain(handed.reportId);
    });
  });

  describe('manual entry', () => {
    it('creates a stored report by the session admin with the founder upserted by email', async () => {
      const founder = personPayload(t, { email: 'Founder.Person@Example.com', name: 'First Name' });
      const first = await call('admin', 'POST', '/api/found-reports/manual-entry', {
        ...foundPayload({ itemName: 'Green Thermos' }),
        founder,
      });
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({
        success: true,
        message: 'Manual found item entry submitted!',
        reportId: expect.stringMatching(/^FND\d{6}$/),
      });
      const peopleBefore = await count('people');
      const second = await call('admin', 'POST', '/api/found-reports/manual-entry', {
        ...foundPayload({ itemName: 'Green Thermos' }),
        founder: { ...founder, email: 'founder.person@example.com', name: 'Second Name' },
      });
      expect(second.statusCode).toBe(201);
      expect(await count('people')).toBe(peopleBefore);
      const stored = (await call('admin', 'GET', '/api/found-reports/stored?limit=100')).json();
      const entry = stored.find((item: { reportId: string }) => item.reportId === first.json().reportId);
      expect(entry).toMatchObject({
        status: 'stored',
        storedBy: adminEmail,
        reportedByUser: { name: 'Second Name', email: 'founder.person@example.com' },
      });
      const log = (await call('admin', 'GET', '/api/admin/dashboard/activity-log')).json();
      expect(log[0].action).toBe(`Manual entry #${second.json().reportId}`);
      const board = (await call('admin', 'GET', '/api/admin/dashboard/leaderboard')).json();
      expect(board).toContainEqual({
        name: 'Second Name',
        email: 'founder.person@example.com',
        submissionCount: 2,
      });
    });

    it('refuses a missing founder field with its message and writes nothing', async () => {
      const before = await count('found_reports');
      const response = await call('admin', 'POST', '/api/found-reports/manual-entry', {
        ...foundPayload(),
        founder: personPayload(t, { name: '' }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Founder name is required');
      expect(await count('found_reports')).toBe(before);
    });
  });

  describe('handover', () => {
    it('hands a stored item over once, recording the receiver, the session admin and the time', async () => {
      const item = await storedItem({ itemName: 'Red Backpack' });
      const response = await call('admin', 'PATCH', `/api/found-reports/${item.reportId}/handover`, {
        receiver: personPayload(t, { name: 'Karim Receiver', email: 'karim@example.com' }),
        handedOverBy: 'forged@example.com',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, _id: item._id });
      const again = await call('admin', 'PATCH', `/api/found-reports/${item.reportId}/handover`, {
        receiver: personPayload(t),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This item has already been handed over.');
      const resolved = (await call('admin', 'GET', '/api/found-reports/resolved')).json();
      expect(resolved[0]).toMatchObject({
        reportId: item.reportId,
        status: 'handed_over',
        handedOverBy: adminEmail,
        handedOverAt: expect.any(String),
        takenByUser: { name: 'Karim Receiver', email: 'karim@example.com' },
      });
      const stored = (await call('admin', 'GET', '/api/found-reports/stored?limit=100')).json();
      expect(stored.map((entry: { reportId: string }) => entry.reportId)).not.toContain(item.reportId);
      const log = (await call('admin', 'GET', '/api/admin/dashboard/activity-log')).json();
      expect(log[0].action).toBe(`Handed over #${item.reportId}`);
    });

    it('refuses a reported item (409) and a missing receiver field (400)', async () => {
      const reported = (await call('member', 'POST', '/api/found-reports', foundPayload())).json();
      const response = await call('admin', 'PATCH', `/api/found-reports/${reported.reportId}/handover`, {
        receiver: personPayload(t),
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Only stored items can be handed over.');
      const item = await storedItem();
      const invalid = await call('admin', 'PATCH', `/api/found-reports/${item.reportId}/handover`, {
        receiver: personPayload(t, { email: '' }),
      });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json().message).toBe('Email is required');
      const [row] = await queryRows(
        t.db,
        sql`SELECT status FROM found_reports WHERE report_id = ${item.reportId}`,
        z.object({ status: z.string() }),
      );
      expect(row!.status).toBe('stored');
    });
  });

  describe('details', () => {
    it('shows every claim with the claimant, and a deleted claimant as such', async () => {
      const item = await storedItem({ itemName: 'Blue Calculator' });
      const claimant = await t.signInMember({ name: 'Nadia Claimant', phone: '01812345678' });
      const leaving = await t.signInMember({ name: 'Leaving Member' });
      for (const who of [claimant, leaving]) {
        await t.app.inject({
          method: 'PATCH',
          url: `/api/found-reports/${item.reportId}/claim`,
          headers: { cookie: who.cookie },
          payload: { message: `claim by ${who.record.name}` },
        });
      }
      await t.db.delete(members).where(eq(members.id, leaving.record.id));
      const response = await call('admin', 'GET', `/api/found-reports/details/${item._id}`);
      expect(response.statusCode).toBe(200);
      const details = response.json();
      expect(details).toMatchObject({ reportId: item.reportId, claimedStatus: true, claimCount: 2 });
      const openClaim = {
        claimId: expect.stringMatching(/^CLM\d{6}$/),
        status: 'pending',
        reason: null,
        decidedAt: null,
        decidedBy: null,
        claimedAt: expect.any(String),
      };
      expect(details.claimsWithUserDetails).toEqual([
        {
          ...openClaim,
          message: 'claim by Nadia Claimant',
          userDetails: {
            name: 'Nadia Claimant',
            email: claimant.record.email,
            phone: '01812345678',
            universityId: claimant.record.universityId,
            department: claimant.record.department,
          },
        },
        {
          ...openClaim,
          message: 'claim by Leaving Member',
          userDetails: {
            name: 'Deleted account',
            email: '',
            phone: null,
            universityId: null,
            department: null,
          },
        },
      ]);
    });

    it('answers 404 for an id that is not a uuid', async () => {
      const response = await call('admin', 'GET', "/api/found-reports/details/FND000001'--");
      expect(response.statusCode).toBe(404);
    });
  });

  describe('dashboard', () => {
    it('counts each set of the lifecycle', async () => {
      const before = (await call('admin', 'GET', '/api/admin/dashboard/stats')).json();
      await call('member', 'POST', '/api/lost-reports', lostPayload());
      await call('member', 'POST', '/api/found-reports', foundPayload());
      const recovered = await storedItem();
      const claimed = await storedItem();
      await call('member', 'PATCH', `/api/found-reports/${claimed.reportId}/claim`, {});
      const resolved = await storedItem();
      await call('admin', 'PATCH', `/api/found-reports/${resolved.reportId}/handover`, {
        receiver: personPayload(t),
      });
      expect(recovered.reportId).toBeTruthy();
      const after = (await call('admin', 'GET', '/api/admin/dashboard/stats')).json();
      expect(after).toEqual({
        lostReports: before.lostReports + 1,
        // Each count is its list's length: found reports awaiting storage, items held in storage
        // whether claimed or not.
        foundReports: before.foundReports + 1,
        recoveredItems: before.recoveredItems + 2,
        claimedItems: before.claimedItems + 1,
        resolvedItems: before.resolvedItems + 1,
      });
    });

    it('ranks at most ten submitters by found reports, members and founders together', async () => {
      const prolific = await t.signInMember({ name: 'Prolific Finder' });
      for (let i = 0; i < 12; i += 1) {
        await t.app.inject({
          method: 'POST',
          url: '/api/found-reports',
          headers: { cookie: prolific.cookie },
          payload: foundPayload(),
        });
      }
      const board = (await call('admin', 'GET', '/api/admin/dashboard/leaderboard')).json();
      expect(board.length).toBeLessThanOrEqual(10);
      expect(board).toContainEqual({
        name: 'Prolific Finder',
        email: prolific.record.email,
        submissionCount: 12,
      });
      const counts = board.map((entry: { submissionCount: number }) => entry.submissionCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
    });
  });

  it('keeps a lost report whose reporter deleted the account, without the reporter', async () => {
    const leaving = await t.signInMember({ name: 'Gone Reporter' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/lost-reports',
      headers: { cookie: leaving.cookie },
      payload: lostPayload(),
    });
    await t.db.delete(members).where(eq(members.id, leaving.record.id));
    const open = (await call('admin', 'GET', '/api/lost-reports/open?limit=100')).json();
    expect(
      open.find((item: { reportId: string }) => item.reportId === created.json().reportId),
    ).toMatchObject({
      reportedByUser: null,
    });
  });
});
