import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { queryRows } from '#server/db/client';
import {
  foundPayload,
  lostPayload,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { createTestApp, databaseKinds, type TestApp } from '../support/test-app';

/** The email and image rules of every form that takes them, through the API. */
describe.each(databaseKinds)('email and image rules on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const profile = () => ({
    name: 'Karim Ahmed',
    universityId: '221-15-1234',
    phone: '01712345678',
    department: t.config.university.faculties[0]!.departments[0]!,
  });

  const outside = [
    'https://evil.example/photo.png',
    'javascript:alert(1)',
    '//evil.example/api/images/a/detail.webp',
    '/api/images/../../admin/detail.webp',
    '/api/images/a/detail.webp?x=https://evil.example',
    'data:image/png;base64,AAAA',
  ];

  it.each(outside)('refuses %s as a photo of a lost report, a found report and a profile', async (url) => {
    const { cookie } = await t.signInMember();
    for (const [method, path, payload] of [
      ['POST', '/api/lost-reports', lostPayload({ imageUrl: url })],
      ['POST', '/api/found-reports', foundPayload({ imageUrl: url })],
      ['POST', '/api/user/profile', { ...profile(), photoURL: url }],
    ] as const) {
      const response = await t.app.inject({ method, url: path, headers: { cookie }, payload });
      expect(response.statusCode, path).toBe(400);
      expect(response.json().message).toBe('Please upload the image again');
    }
  });

  it("accepts this app's own image addresses", async () => {
    const { cookie } = await t.signInMember();
    const own = '/api/images/0f8fad5b-d9cb-469f-a165-70867728950e/detail.webp';
    const lost = await t.app.inject({
      method: 'POST',
      url: '/api/lost-reports',
      headers: { cookie },
      payload: lostPayload({ imageUrl: own }),
    });
    expect(lost.statusCode).toBe(201);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile',
      headers: { cookie },
      payload: { ...profile(), photoURL: own },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().photoURL).toBe(own);
  });

  it.each(['x@evil.com#.diu.edu.bd', 'x@.diu.edu.bd', 'x@y@diu.edu.bd', 'x..y@diu.edu.bd'])(
    'refuses %s as an email with the spec message',
    async (email) => {
      const admin = await t.signInAdmin();
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admins',
        headers: { cookie: admin.cookie },
        payload: {
          name: 'New Admin',
          email,
          phone: '01812345678',
          universityId: 'EMP900',
          password: 'first password',
        },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json().message).toBe('Invalid email address');
      const manual = await t.app.inject({
        method: 'POST',
        url: '/api/found-reports/manual-entry',
        headers: { cookie: admin.cookie },
        payload: { ...foundPayload(), founder: personPayload(t, { email }) },
      });
      expect(manual.statusCode).toBe(400);
      expect(manual.json().message).toBe('Invalid email address');
    },
  );
});

/** Text is made one way at the edge, for a member's fields and an admin's alike. */
describe.each(databaseKinds)('text normalised where it enters, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => t?.close());

  const row = async (reportId: string) =>
    (
      await queryRows(
        t.db,
        sql`SELECT item_name, storage_location, found_location FROM found_reports WHERE report_id = ${reportId}`,
        z.object({
          item_name: z.string(),
          storage_location: z.string().nullable(),
          found_location: z.string(),
        }),
      )
    )[0]!;

  it('makes a lone surrogate U+FFFD, drops control characters and composes accents, in every field', async () => {
    const member = await t.signInMember();
    const admin = await t.signInAdmin();
    const reported = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports',
      headers: { cookie: member.cookie },
      payload: foundPayload({ itemName: 'Wal\ud800let\u0007', found_location: 'Cafe\u0301 \u001b[31mnorth' }),
    });
    expect(reported.statusCode).toBe(201);
    const reportId = reported.json<{ reportId: string }>().reportId;
    const stored = await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${reportId}/store`,
      headers: { cookie: admin.cookie },
      payload: { storageLocation: 'Shelf \udfff A3\u0085' },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(await row(reportId)).toEqual({
      item_name: 'Wal\ufffdlet',
      found_location: 'Caf\u00e9 [31mnorth',
      storage_location: 'Shelf \ufffd A3',
    });

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${reportId}/storage-location`,
      headers: { cookie: admin.cookie },
      payload: { storageLocation: '\ud800Bin 4' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await row(reportId)).storage_location).toBe('\ufffdBin 4');

    const manual = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin.cookie },
      payload: {
        ...foundPayload({ itemName: 'Umbrella\udbff', storageLocation: 'Shelf\u0000 B' }),
        founder: personPayload(t),
      },
    });
    expect(manual.statusCode).toBe(400);
    expect(manual.json().message).toBe('Text may not contain the NUL character.');
    const entered = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin.cookie },
      payload: {
        ...foundPayload({ itemName: 'Umbrella\udbff', storageLocation: 'Shelf\u009b B' }),
        founder: personPayload(t),
      },
    });
    expect(entered.statusCode, entered.body).toBe(201);
    expect(await row(entered.json<{ reportId: string }>().reportId)).toMatchObject({
      item_name: 'Umbrella\ufffd',
      storage_location: 'Shelf B',
    });
  });
});
