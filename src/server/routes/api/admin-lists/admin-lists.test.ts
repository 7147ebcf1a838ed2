import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { EXPORT_BATCH_SIZE } from '#server/services/admin-lists/export-csv';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import {
  foundPayload,
  insertFoundReports,
  lostPayload,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';

const nextLink = (link: string | string[] | undefined): string | null => {
  const header = Array.isArray(link) ? link[0] : link;
  const match = header?.match(/^<([^>]+)>; rel="next"$/);
  return match ? match[1]! : null;
};

/** Splits RFC 4180 text into records (quotes, doubled quotes and CRLF inside quotes). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  return records;
}

describe.each(databaseKinds)('admin lists: search, filters, sort, paging and export on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let member: { cookie: string; record: { name: string; universityId: string | null } };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin({ name: 'Desk Admin' })).cookie;
    member = await t.signInMember({ name: 'Nusrat Jahan', universityId: '221-15-7777' });
  });
  afterAll(async () => t?.close());

  const get = (url: string, cookie = admin) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const ids = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ reportId: string }[]>().map((row) => row.reportId);
  };
  async function walk(firstUrl: string) {
    const seen: string[] = [];
    let url: string | null = firstUrl;
    while (url) {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      seen.push(...response.json<{ reportId: string }[]>().map((row) => row.reportId));
      url = nextLink(response.headers.link);
    }
    return seen;
  }

  it('finds one item by its ID, by words of the item, and by the people named on it', async () => {
    const rows = await insertFoundReports(t.db, [
      { itemName: 'Steel Water Bottle', color: 'Navy Blue', location: 'Gymnasium' },
      { itemName: 'Leather Wallet', color: 'Brown', location: 'Cafeteria' },
      { itemName: 'Wireless Headphones', color: 'Black', location: 'Central Library' },
    ]);
    const bottle = rows[0]!.report_id;
    expect(await ids(`/api/found-reports/stored?q=${bottle}`)).toEqual([bottle]);
    expect(await ids(`/api/found-reports/stored?q=${bottle.toLowerCase()}`)).toEqual([bottle]);
    expect(await ids('/api/found-reports/stored?q=water%20bottl')).toEqual([bottle]);
    expect(await ids('/api/found-reports/stored?q=wallet')).toEqual([rows[1]!.report_id]);

    // A manual entry names its founder; a handover names its receiver.
    const entry = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin },
      payload: {
        ...foundPayload({ itemName: 'Scientific Calculator' }),
        founder: personPayload(t, {
          name: 'Farhana Akter',
          email: 'farhana@example.com',
          universityId: '191-35-4242',
        }),
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const calculator = entry.json().reportId as string;
    expect(await ids('/api/found-reports/stored?q=farhana')).toEqual([calculator]);
    expect(await ids('/api/found-reports/stored?q=191-35-4242')).toEqual([calculator]);
    const handover = await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${calculator}/handover`,
      headers: { cookie: admin },
      payload: { receiver: personPayload(t, { name: 'Tanvir Hasan', email: 'tanvir@example.com' }) },
    });
    expect(handover.statusCode).toBe(200);
    expect(await ids('/api/found-reports/resolved?q=tanvir%20has')).toEqual([calculator]);
    expect(await ids('/api/found-reports/stored?q=farhana')).toEqual([]);

    // Lost reports: words, the reporter's name and university ID.
    const lost = await t.app.inject({
      method: 'POST',
      url: '/api/lost-reports',
      headers: { cookie: member.cookie },
      payload: lostPayload({ itemName: 'Golden Bracelet', color: 'Gold' }),
    });
    expect(lost.statusCode, lost.body).toBe(201);
    const lostId = lost.json().reportId as string;
    expect(await ids('/api/lost-reports/open?q=bracelet')).toEqual([lostId]);
    expect(await ids('/api/lost-reports/open?q=nusrat')).toEqual([lostId]);
    expect(await ids('/api/lost-reports/open?q=221-15-7777')).toEqual([lostId]);
    expect(await ids(`/api/lost-reports/open?q=${lostId}`)).toEqual([lostId]);
    expect(await ids('/api/lost-reports/open?q=100%25_%5C')).toEqual([]);
  });

  it('finds a part of an ID, an email of anyone named on the item, and a shelf, in every list', async () => {
    const withoutZeros = (id: string) => `${id.slice(0, 3)}${Number(id.slice(3))}`;
    const [kettle] = await insertFoundReports(t.db, [{ itemName: 'Electric Kettle', color: 'White' }]);
    const kettleId = kettle!.report_id;
    // 'FND232' as read off a label means FND000232; digits alone are a part of the list's own IDs.
    expect(await ids(`/api/found-reports/stored?q=${withoutZeros(kettleId)}`)).toEqual([kettleId]);
    expect(await ids(`/api/found-reports/stored?q=${withoutZeros(kettleId).toLowerCase()}`)).toEqual([
      kettleId,
    ]);
    expect(await ids(`/api/found-reports/stored?q=${Number(kettleId.slice(3))}`)).toContain(kettleId);
    // The first digits of an ID find every ID they begin.
    expect(await ids(`/api/found-reports/stored?q=${kettleId.slice(0, 7)}&limit=100`)).toContain(kettleId);
    expect(await ids(`/api/found-reports/stored?q=LST${Number(kettleId.slice(3))}`)).toEqual([]);

    // The founder's email (a person record), whole or in part, and the shelf.
    const entry = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin },
      payload: {
        ...foundPayload({ itemName: 'Drawing Compass' }),
        storageLocation: 'Shelf Q9',
        founder: personPayload(t, { name: 'Kamrul Ahsan', email: 'kamrul.ahsan@example.com' }),
      },
    });
    expect(entry.statusCode, entry.body).toBe(201);
    const compass = entry.json().reportId as string;
    expect(await ids('/api/found-reports/stored?q=kamrul.ahsan%40example.com')).toEqual([compass]);
    expect(await ids('/api/found-reports/stored?q=ahsan%40exam')).toEqual([compass]);
    expect(await ids('/api/found-reports/stored?q=shelf%20q9')).toEqual([compass]);
    expect(await ids('/api/found-reports/stored?q=Q9')).toEqual([compass]);

    // A claimant's email finds the item they claimed.
    const claimant = await t.signInMember({
      email: `sadia.islam.${kind}@${t.config.university.emailDomain}`,
    });
    const claimed = await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${compass}/claim`,
      headers: { cookie: claimant.cookie },
      payload: { message: 'My compass, initials S.I. scratched on the side' },
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await ids(`/api/found-reports/claimed?q=${encodeURIComponent(claimant.record.email)}`)).toEqual([
      compass,
    ]);
    expect(await ids(`/api/found-reports/claimed?q=sadia.islam`)).toEqual([compass]);

    // The receiver's email, once it is handed over.
    const handover = await t.app.inject({
      method: 'PATCH',
      url: `/api/found-reports/${compass}/handover`,
      headers: { cookie: admin },
      payload: { receiver: personPayload(t, { name: 'Rumana Akter', email: 'rumana.akter@example.com' }) },
    });
    expect(handover.statusCode, handover.body).toBe(200);
    expect(await ids('/api/found-reports/resolved?q=rumana.akter%40example.com')).toEqual([compass]);

    // A lost report: its part of an ID and its reporter's email.
    const reporter = await t.signInMember({
      email: `jamal.uddin.${kind}@${t.config.university.emailDomain}`,
    });
    const lost = await t.app.inject({
      method: 'POST',
      url: '/api/lost-reports',
      headers: { cookie: reporter.cookie },
      payload: lostPayload({ itemName: 'Blue Lunch Box', color: 'Blue' }),
    });
    expect(lost.statusCode, lost.body).toBe(201);
    const lostId = lost.json().reportId as string;
    expect(await ids(`/api/lost-reports/open?q=${withoutZeros(lostId)}`)).toEqual([lostId]);
    expect(await ids(`/api/lost-reports/open?q=${encodeURIComponent(reporter.record.email)}`)).toEqual([
      lostId,
    ]);

    // The activity log: the acting admin's email, and a part of an item ID written whole in the line.
    const log = async (q: string) =>
      (await get(`/api/admin/dashboard/activity-log?q=${encodeURIComponent(q)}&limit=100`))
        .json<{ action: string; adminEmail: string }[]>()
        .map((row) => row.action);
    const adminEmail = (await get('/api/admin/dashboard/activity-log?limit=1')).json<
      { adminEmail: string }[]
    >()[0]!.adminEmail;
    expect((await log(adminEmail)).length).toBeGreaterThan(0);
    expect(await log(withoutZeros(compass))).toEqual(
      expect.arrayContaining([expect.stringContaining(`#${compass}`)]),
    );
    expect((await log(withoutZeros(compass))).every((action) => action.includes(compass))).toBe(true);
  });

  it('filters by color words and by category', async () => {
    const rows = await insertFoundReports(t.db, [
      { itemName: 'Blue Umbrella', color: 'Sky Blue' },
      { itemName: 'Umbrella', color: 'Red' },
      { itemName: 'Phone case', color: 'blue' },
      { itemName: 'Headphones', color: 'Blue' },
    ]);
    const [skyUmbrella, redUmbrella, phone, headphones] = rows.map((row) => row.report_id);
    const colorBlue = await ids('/api/found-reports/stored?color=blue&limit=100');
    expect(colorBlue).toEqual(expect.arrayContaining([skyUmbrella, phone, headphones]));
    expect(colorBlue).not.toContain(redUmbrella);
    const umbrellas = await ids('/api/found-reports/stored?category=Umbrella&limit=100');
    expect(umbrellas).toEqual(expect.arrayContaining([skyUmbrella, redUmbrella]));
    expect(umbrellas).toHaveLength(2);
    // "Phone" is the phone, not the headphones.
    expect(await ids('/api/found-reports/stored?category=Phone&limit=100')).toEqual([phone]);
    expect(await ids('/api/found-reports/stored?category=Umbrella&color=red')).toEqual([redUmbrella]);
  });

  it('sorts the whole list on each column, both ways, and pages through every sort', async () => {
    await t.db.execute(sql`DELETE FROM found_reports WHERE status = 'reported'`);
    const names = [
      'Pen',
      'Mouse',
      'Ring',
      'Cap',
      'Scarf',
      'Gloves',
      'Shoes',
      'Book',
      'Watch',
      'Keys',
      'Laptop',
    ];
    await insertFoundReports(
      t.db,
      names.map((itemName, i) => ({
        itemName,
        status: 'reported' as const,
        color: ['Red', 'Black', 'Green'][i % 3]!,
        location: `Room ${100 + ((i * 7) % 11)}`,
        // Several items share a day: the time and the id decide.
        foundDate: `2025-0${1 + (i % 3)}-1${i % 2}`,
      })),
    );
    const everything = await queryRows(
      t.db,
      sql`SELECT report_id, item_name, color, found_location, to_char(found_date, 'YYYY-MM-DD') AS found_date,
            found_time, created_at::text, id::text FROM found_reports WHERE status = 'reported'`,
      z.object({
        report_id: z.string(),
        item_name: z.string(),
        color: z.string(),
        found_location: z.string(),
        found_date: z.string(),
        found_time: z.string().nullable(),
        created_at: z.string(),
        id: z.string(),
      }),
    );
    const expected = await queryRows(
      t.db,
      sql`SELECT report_id FROM found_reports WHERE status = 'reported' ORDER BY item_name, id`,
      z.object({ report_id: z.string() }),
    );
    expect(everything).toHaveLength(names.length);
    expect(await walk('/api/found-reports/reported?sort=item&dir=asc&limit=3')).toEqual(
      expected.map((row) => row.report_id),
    );
    expect(await walk('/api/found-reports/reported?sort=item&dir=desc&limit=4')).toEqual(
      expected.map((row) => row.report_id).reverse(),
    );
    for (const [sort, column] of [
      ['reportId', ['report_id']],
      ['color', ['color', 'id']],
      ['location', ['found_location', 'id']],
      ['date', ['found_date', "coalesce(found_time, '')", 'id']],
      ['submitted', ['created_at', 'id']],
    ] as const) {
      for (const dir of ['asc', 'desc'] as const) {
        const order = await queryRows(
          t.db,
          sql`SELECT report_id FROM found_reports WHERE status = 'reported'
              ORDER BY ${sql.raw(column.map((part) => `${part} ${dir}`).join(', '))}`,
          z.object({ report_id: z.string() }),
        );
        expect(
          await walk(`/api/found-reports/reported?sort=${sort}&dir=${dir}&limit=2`),
          `${sort} ${dir}`,
        ).toEqual(order.map((row) => row.report_id));
      }
    }
    // The default stays the newest first.
    expect(await walk('/api/found-reports/reported?limit=5')).toEqual(
      await walk('/api/found-reports/reported?sort=submitted&dir=desc&limit=5'),
    );
  });

  it.each([
    ['an unknown sort', 'sort=name', 'sort must be one of: reportId, item, color, date, location, submitted'],
    ['an unknown direction', 'dir=up', 'dir must be asc or desc'],
    ['an unknown category', 'category=Spaceship', 'category must be one of:'],
    ['a search over 200 characters', `q=${'a'.repeat(201)}`, 'Search terms must be at most 200 characters'],
    ['a cursor of another sort', 'sort=item&cursor=OTHER', 'The page cursor is not valid'],
  ])('refuses %s with 400 and a message', async (_name, query, message) => {
    let url = `/api/found-reports/stored?${query}`;
    if (query.includes('cursor=OTHER')) {
      const first = await get('/api/found-reports/stored?sort=color&limit=1');
      const cursor = new URL(nextLink(first.headers.link)!, 'http://x').searchParams.get('cursor')!;
      url = `/api/found-reports/stored?sort=item&cursor=${cursor}`;
    }
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses members and visitors', async () => {
    expect((await get('/api/found-reports/stored?q=wallet', member.cookie)).statusCode).toBe(403);
    expect((await get('/api/found-reports/stored/export', member.cookie)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/lost-reports/open/export' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('searches and sorts the activity log', async () => {
    const asc = await get('/api/admin/dashboard/activity-log?dir=asc&limit=100');
    const desc = await get('/api/admin/dashboard/activity-log?dir=desc&limit=100');
    const actions = (response: typeof asc) => response.json<{ action: string }[]>().map((row) => row.action);
    expect(actions(asc)).toEqual([...actions(desc)].reverse());
    const handovers = actions(await get('/api/admin/dashboard/activity-log?q=handed%20over'));
    expect(handovers.length).toBeGreaterThan(0);
    expect(handovers).toEqual(handovers.map(() => expect.stringMatching(/^Handed over #FND\d{6}$/)));
    // The receiver is named by their record (which retention erases), never in the log.
    expect(actions(await get('/api/admin/dashboard/activity-log?q=tanvir'))).toEqual([]);
  });

  it('exports the filtered, sorted list as RFC 4180 CSV with a BOM, formulas defused, and logs it', async () => {
    await insertFoundReports(t.db, [
      {
        itemName: '=HYPERLINK("http://evil")',
        color: 'Export Teal',
        description: 'Line one\nline "two", three',
      },
      { itemName: 'Plain Export Item', color: 'Export Teal', location: '@Gate, north' },
      { itemName: 'Another Colour', color: 'Orange' },
    ]);
    const response = await get('/api/found-reports/stored/export?color=teal&sort=item&dir=asc');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="stored-items-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...records] = parseCsv(text);
    expect(header!.slice(0, 4)).toEqual(['Item ID', 'Item', 'Color', 'Description']);
    expect(records.map((record) => record[1])).toEqual([`'=HYPERLINK("http://evil")`, 'Plain Export Item']);
    expect(records[0]![3]).toBe('Line one\nline "two", three');
    expect(records[1]![6]).toBe(`'@Gate, north`);
    expect(records.every((record) => record.length === header!.length)).toBe(true);

    const log = await get('/api/admin/dashboard/activity-log?limit=1');
    expect(log.json()[0]).toMatchObject({
      adminName: 'Desk Admin',
      action: 'Exported 2 stored items to CSV (color teal)',
    });
  });

  // Seeds more rows than one export batch: on PGlite, building their search indexes alone
  // takes tens of seconds on a busy two-core machine, so this test has longer than the default.
  it(
    'exports every row of a list longer than one batch, lost reports and the activity log too',
    { timeout: 120_000 },
    async () => {
      await insertFoundReports(
        t.db,
        Array.from({ length: EXPORT_BATCH_SIZE + 500 }, (_, i) => ({
          itemName: `Batch Item ${i}`,
          status: 'handed_over' as const,
        })),
      );
      const resolved = await get('/api/found-reports/resolved/export');
      expect(resolved.statusCode).toBe(200);
      const records = parseCsv(resolved.rawPayload.subarray(3).toString('utf8'));
      const resolvedCount = await queryRows(
        t.db,
        sql`SELECT count(*)::int AS n FROM found_reports WHERE status = 'handed_over'`,
        z.object({ n: z.number() }),
      );
      expect(records).toHaveLength(resolvedCount[0]!.n + 1);
      expect(new Set(records.map((record) => record[0])).size).toBe(records.length);

      const lost = await get('/api/lost-reports/open/export?q=bracelet');
      const lostRecords = parseCsv(lost.rawPayload.subarray(3).toString('utf8'));
      expect(lostRecords[0]!.slice(0, 2)).toEqual(['Lost ID', 'Item']);
      expect(lostRecords.slice(1).map((record) => record[1])).toEqual(['Golden Bracelet']);
      expect(lostRecords[1]![7]).toBe('Nusrat Jahan');

      const activity = await get('/api/admin/dashboard/activity-log/export?q=exported');
      const activityRecords = parseCsv(activity.rawPayload.subarray(3).toString('utf8'));
      expect(activityRecords[0]).toEqual([
        'Date and Time (UTC)',
        'Admin',
        'Admin Email',
        'Action',
        'Activity',
      ]);
      expect(activityRecords.slice(1).map((record) => record[3])).toEqual([
        'list_exported',
        'list_exported',
        'list_exported',
      ]);
      expect(activityRecords.slice(1).map((record) => record[4])).toEqual([
        'Exported 1 lost reports to CSV (search "bracelet")',
        expect.stringMatching(/^Exported \d+ resolved items to CSV$/),
        'Exported 2 stored items to CSV (color teal)',
      ]);
    },
  );
});
