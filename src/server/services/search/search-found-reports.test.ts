import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { CATEGORY_CHIPS } from '../../../shared/constants/category-chips';
import { createTestApp, databaseKinds, type TestApp } from '../../../../tests/support/test-app';
import { insertFoundReports, type SeedItem } from '../../routes/api/found-reports/found-report-fixtures';
import { closeWords, searchStatement } from './search-found-reports';
import { queryWords } from './search-terms';

const catalogue: (SeedItem & { key: string })[] = [
  {
    key: 'wallet',
    itemName: 'Wallet',
    color: 'Black',
    description: 'Leather bifold with a bus card inside',
    location: 'Central Library',
  },
  {
    key: 'old-wallet',
    itemName: 'Wallet',
    color: 'Brown',
    description: 'Worn out, with some coins',
    location: 'Cafeteria',
    ageSeconds: 90_000,
  },
  {
    key: 'headphones',
    itemName: 'Headphones',
    color: 'White',
    description: 'Over-ear, folded in a soft case',
    location: 'Auditorium',
  },
  {
    key: 'bottle',
    itemName: 'Water Bottle',
    color: 'Blue',
    description: 'Steel bottle with stickers on it',
    location: 'Gymnasium',
  },
  {
    key: 'umbrella',
    itemName: 'Umbrella',
    color: 'Black',
    description: 'Long umbrella with a curved handle',
    location: 'Main Gate',
  },
  {
    key: 'mentions-wallet',
    itemName: 'Backpack',
    color: 'Grey',
    description: 'Contains a wallet and two notebooks',
    location: 'Room 402',
  },
  {
    key: 'handed',
    itemName: 'Wallet',
    color: 'Black',
    description: 'Already returned to its owner',
    location: 'Central Library',
    status: 'handed_over',
  },
  {
    key: 'reported',
    itemName: 'Wallet',
    color: 'Black',
    description: 'Not yet at the security office',
    location: 'Central Library',
    status: 'reported',
  },
];

describe('query words', () => {
  it('keeps letters and digits only, lower-cased, each word once, at most eight', () => {
    expect(queryWords(`Black  WALLET wallet "it's" %_\\ .* :* &|! (`)).toEqual([
      'black',
      'wallet',
      'it',
      's',
    ]);
    expect(queryWords('Läptop ১২৩৪ room402')).toEqual(['läptop', '১২৩৪', 'room402']);
    expect(queryWords('a b c d e f g h i j k')).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
    expect(queryWords(`'"%\\:*&|!().*<->`)).toEqual([]);
  });
});

describe.each(databaseKinds)('searching stored items on %s', (kind) => {
  let t: TestApp;
  let member: string;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = (await t.signInMember()).cookie;
    const rows = await insertFoundReports(
      t.db,
      catalogue.map((item, index) => ({ ageSeconds: 100 - index, ...item })),
    );
    catalogue.forEach((item, index) => ids.set(rows[index]!.report_id, item.key));
  });
  afterAll(async () => t?.close());

  const search = async (q: string, extra = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/found-reports/search?q=${encodeURIComponent(q)}${extra}`,
      headers: { cookie: member },
    });
    return response;
  };
  const keys = async (q: string) => {
    const response = await search(q);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ reportId: string }[]>().map((card) => ids.get(card.reportId));
  };

  it('finds an item by its name, best match first, then the newest', async () => {
    const found = await keys('wallet');
    expect(found.slice(0, 2)).toEqual(['wallet', 'old-wallet']);
    expect(found).toContain('mentions-wallet');
    expect(found.indexOf('mentions-wallet')).toBeGreaterThan(1);
  });

  it('never shows items that are not stored', async () => {
    const found = await keys('wallet returned office');
    expect(found).not.toContain('handed');
    expect(found).not.toContain('reported');
    expect(await keys('wallet')).not.toContain('handed');
  });

  it.each([
    ['walet', 'wallet'],
    ['hedphones', 'headphones'],
    ['umbrela', 'umbrella'],
    ['watter botle', 'bottle'],
  ])('tolerates the typo %s', async (q, expected) => {
    expect((await keys(q))[0]).toBe(expected);
  });

  it.each([
    ['black wallets', 'wallet'],
    ['wallets black', 'wallet'],
    ['WALLETS', 'wallet'],
    ['black walet', 'wallet'],
    ['headphone', 'headphones'],
    ['bottles blue', 'bottle'],
  ])('ignores plurals, case and word order: %s', async (q, expected) => {
    expect((await keys(q))[0]).toBe(expected);
  });

  it('matches colors and locations', async () => {
    expect(new Set(await keys('black'))).toEqual(new Set(['wallet', 'umbrella']));
    expect(await keys('gymnasium')).toEqual(['bottle']);
    expect((await keys('library'))[0]).toBe('wallet');
    expect((await keys('blue gym bottle'))[0]).toBe('bottle');
  });

  it('finds nothing for words no item has', async () => {
    expect(await keys('xylophone')).toEqual([]);
  });

  it.each([
    `'`,
    `"`,
    `%`,
    `_`,
    `\\`,
    `:*`,
    `&|!`,
    `(`,
    `)`,
    `.*`,
    `[a-z]+`,
    `wallet' OR '1'='1`,
    `wallet"); DROP TABLE found_reports; --`,
    `wallet:* & !umbrella`,
    `<->`,
    `wallet\\`,
    `%wallet%`,
    `-wallet`,
    `\u0000`,
  ])('answers safely for the hostile query %j', async (q) => {
    const response = await search(q);
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<{ reportId: string }[]>().map((card) => ids.get(card.reportId));
    // Symbols are not wildcards: they never match every item.
    if (!/wallet/.test(q)) expect(found).toEqual([]);
    const [row] = await queryRows<{ n: number }>(t.db, sql`SELECT count(*)::int AS n FROM found_reports`);
    expect(row!.n).toBe(catalogue.length);
  });

  it('takes 200 characters and refuses 201 or an empty query', async () => {
    expect((await search(`wallet ${'x'.repeat(193)}`)).statusCode).toBe(200);
    const tooLong = await search('x'.repeat(201));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Search terms must be at most 200 characters');
    for (const q of ['', '   ']) {
      const empty = await search(q);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Please enter a search term');
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/found-reports/search',
      headers: { cookie: member },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('pages ranked results without repeats and refuses a list cursor', async () => {
    const all = await keys('wallet');
    const seen: string[] = [];
    let url: string | null = '/api/found-reports/search?q=wallet&limit=1';
    while (url) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie: member } });
      seen.push(...response.json().map((card: { reportId: string }) => ids.get(card.reportId)));
      const link = response.headers.link as string | undefined;
      url = link ? link.slice(1, link.indexOf('>')) : null;
    }
    expect(seen).toEqual(all);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/found-reports/stored-for-users?limit=1',
      headers: { cookie: member },
    });
    const cursor = new URLSearchParams((list.headers.link as string).split('?')[1]!.split('>')[0]).get(
      'cursor',
    );
    expect((await search('wallet', `&cursor=${cursor}`)).statusCode).toBe(400);
  });

  it('uses the indexes, never a sequential scan of found reports', async () => {
    const list = (values: readonly string[]) =>
      sql`ARRAY[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;
    const colors = list(['Black', 'White', 'Blue', 'Red', 'Silver', 'Green']);
    const places = list(['Central Library', 'Cafeteria', 'Auditorium', 'Gymnasium', 'Room 402', 'Main Gate']);
    // Enough rows that a sequential scan is the planner's worst option, as it is in production.
    await t.db.execute(sql`
      INSERT INTO found_reports (report_id, item_name, color, description, found_date, found_location, status, created_at)
      SELECT 'FND' || lpad(nextval('found_report_number_seq')::text, 6, '0'),
        (${list(CATEGORY_CHIPS)})[1 + i % ${CATEGORY_CHIPS.length}],
        (${colors})[1 + i % 6],
        'Found by the security patrol, item number ' || i,
        current_date - (i % 90),
        (${places})[1 + (i / 7) % 6],
        (CASE WHEN i % 10 = 0 THEN 'handed_over' ELSE 'stored' END)::found_report_status,
        now() - make_interval(secs => 1000 + i)
      FROM generate_series(1, 15000) AS i`);
    // As autovacuum would: statistics, and the GIN pending lists merged into the indexes.
    await t.db.execute(sql`VACUUM ANALYZE found_reports`);
    for (const q of ['wallet', 'walet', 'black walet', 'blue bottle gym', 'hedphones library', 'zzzz qqqq']) {
      const plan = await queryRows<Record<string, string>>(
        t.db,
        sql`EXPLAIN ${searchStatement(
          '00000000-0000-4000-8000-000000000000',
          { q, limit: 24, from: undefined, to: undefined },
          await closeWords(t.db, queryWords(q)),
        )}`,
      );
      const text = plan.map((row) => Object.values(row)[0]).join('\n');
      expect(text, `${q}\n${text}`).not.toMatch(/Seq Scan on found_reports/);
    }
    expect((await keys('walet'))[0]).toBe('wallet');
  }, 120_000);
});
