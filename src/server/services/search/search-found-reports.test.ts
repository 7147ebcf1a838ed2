import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#server/db/client';
import { CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { insertFoundReports, type SeedItem } from '#server/routes/api/found-reports/found-report-fixtures';
import { EVERY_WORD_GRADES, gradeQueries, SOME_WORDS_GRADES } from './match-grades';
import { NEWEST_WALKED } from './read-costs';
import {
  exactWalkStatement,
  gradeIndexStatement,
  gradePageStatement,
  gradeWalkStatement,
} from './search-statements';
import { queryWords, reportIdOf } from './search-terms';
import { wordVariants } from './word-variants';

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

  it('reads a found report ID typed as a word, as the report shows it', () => {
    expect(reportIdOf('fnd000002')).toBe('FND000002');
    expect(reportIdOf('fnd2')).toBe('FND000002');
    expect(reportIdOf('fnd1234567')).toBe('FND1234567');
    expect(reportIdOf('fnd0')).toBeUndefined();
    expect(reportIdOf('lst000002')).toBeUndefined();
    expect(reportIdOf('wallet')).toBeUndefined();
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
  ])('answers safely for the hostile query %j', async (q) => {
    const response = await search(q);
    expect(response.statusCode, response.body).toBe(200);
    const found = response.json<{ reportId: string }[]>().map((card) => ids.get(card.reportId));
    // Symbols are not wildcards: they never match every item.
    if (!/wallet/.test(q)) expect(found).toEqual([]);
    const [row] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM found_reports`,
      z.object({ n: z.number() }),
    );
    expect(row!.n).toBe(catalogue.length);
  });

  it('refuses a query holding NUL with 400, as every input that holds it', async () => {
    const response = await search('wallet\u0000');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Text may not contain the NUL character.');
  });

  it('cuts a query longer than 200 characters and searches for its start; refuses an empty one', async () => {
    expect((await search(`wallet ${'x'.repeat(193)}`)).statusCode).toBe(200);
    const tooLong = await search(`umbrella ${'x'.repeat(400)}`);
    expect(tooLong.statusCode, tooLong.body).toBe(200);
    expect(tooLong.json<{ reportId: string }[]>().map((card) => ids.get(card.reportId))).toEqual([
      'umbrella',
    ]);
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
    const planOf = (statement: SQL) =>
      // As the search runs it: in a transaction that rules table scans out.
      t.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT set_config('enable_seqscan', 'off', true)`);
        const plan = await queryRows(tx, sql`EXPLAIN ${statement}`, z.object({ 'QUERY PLAN': z.string() }));
        return plan.map((row) => row['QUERY PLAN']).join('\n');
      });
    const query = { limit: 24, from: undefined, to: undefined };
    for (const q of ['wallet', 'walet', 'black walet', 'blue bottle gym', 'hedphones library', 'zzzz qqqq']) {
      const grades = gradeQueries(await wordVariants(t.db, queryWords(q)));
      const statements = [
        gradeWalkStatement(
          { ...query, q },
          grades,
          { items: NEWEST_WALKED, from: null, best: EVERY_WORD_GRADES[0]!, stopAt: 25 },
          25,
          sql``,
        ),
        exactWalkStatement(
          { ...query, q },
          grades,
          { at: new Date().toISOString(), id: 'ffffffff-ffff-4fff-bfff-ffffffffffff' },
          NEWEST_WALKED,
          25,
          sql``,
        ),
        ...[EVERY_WORD_GRADES, SOME_WORDS_GRADES].flatMap((kind) => [
          gradeIndexStatement({ ...query, q }, grades, kind, null, 25, sql``),
          ...kind.flatMap((grade) => [
            gradeIndexStatement({ ...query, q }, grades, [grade], null, 25, sql``),
            gradePageStatement({ ...query, q }, grades, grade, null, 25, sql``),
          ]),
        ]),
      ];
      for (const statement of statements) {
        const plan = await planOf(statement);
        expect(plan, `${q}\n${plan}`).not.toMatch(/Seq Scan on found_reports/);
      }
      // The item's own words have an index: a word in many descriptions is not read for them.
      const itemPlan = await planOf(
        gradeIndexStatement({ ...query, q }, grades, [EVERY_WORD_GRADES[0]!], null, 25, sql``),
      );
      expect(itemPlan, itemPlan).toMatch(/found_reports_item_vector_idx/);
    }
    expect((await keys('walet'))[0]).toBe('wallet');
  }, 120_000);

  it('finds a better match before newer weaker ones, however many there are', async () => {
    // 600 newer items mention both words only in their description; one older item is named by them.
    await insertFoundReports(t.db, [
      ...Array.from({ length: 600 }, (_, index) => ({
        itemName: 'Tote Bag',
        color: 'Grey',
        description: `Canvas bag number ${index} with a zebra keyring attached`,
        location: 'Student Lounge',
        ageSeconds: 10 + index,
      })),
      {
        itemName: 'Zebra Keyring',
        color: 'Orange',
        description: 'Plastic, on a split ring',
        ageSeconds: 40 * 86_400,
      },
    ]);
    const response = await search('zebra keyring', '&limit=5');
    const cards = response.json<{ itemName: string }[]>();
    expect(cards.map((card) => card.itemName)).toEqual([
      'Zebra Keyring',
      'Tote Bag',
      'Tote Bag',
      'Tote Bag',
      'Tote Bag',
    ]);
  });

  it('shows an old item with all words but one before newer items with fewer, and pages on by grade', async () => {
    // Past the newest items a search walks (15,000 stored above): only an index finds it.
    await insertFoundReports(t.db, [
      {
        itemName: 'Zither',
        color: 'Mauve',
        description: 'Twelve strings',
        location: 'Music Room',
        ageSeconds: 200 * 86_400,
      },
    ]);
    const names = async (q: string, extra = '') => {
      const response = await search(q, extra);
      expect(response.statusCode, response.body).toBe(200);
      return { cards: response.json<{ itemName: string }[]>(), link: response.headers.link as string };
    };
    // No item is a mauve zither in a library: all words but one come first, then any word.
    const first = await names('mauve zither library', '&limit=3');
    expect(first.cards.map((card) => card.itemName)[0]).toBe('Zither');
    expect(first.cards).toHaveLength(3);
    const cursor = new URLSearchParams(first.link.split('?')[1]!.split('>')[0]).get('cursor')!;
    const next = await names('mauve zither library', `&limit=3&cursor=${encodeURIComponent(cursor)}`);
    expect(next.cards).toHaveLength(3);
    expect(next.cards.map((card) => card.itemName)).not.toContain('Zither');
    expect((await names('mauve zither')).cards.map((card) => card.itemName)).toEqual(['Zither']);
  });

  it('shows the newest of a grade whose items thin out past the newest items', async () => {
    // Ten among the newest items a search walks first, twenty far older: the walk goes on for them.
    const ages = [
      ...Array.from({ length: 10 }, (_, index) => 2000 + index * 100),
      ...Array.from({ length: 20 }, (_, index) => (20 + index) * 86_400),
    ];
    const made = await insertFoundReports(
      t.db,
      ages.map((ageSeconds) => ({ itemName: 'Ocarina', color: 'Teal', description: 'Clay', ageSeconds })),
    );
    const response = await search('ocarina', '&limit=25');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ reportId: string }[]>().map((card) => card.reportId)).toEqual(
      made.slice(0, 25).map((row) => row.report_id),
    );
  });

  it('matches words written joined or apart, and the start of a word', async () => {
    const made = await insertFoundReports(t.db, [
      {
        itemName: 'Pen drive',
        color: 'Red',
        description: 'Sixteen gigabytes, with a lanyard',
        ageSeconds: 50,
      },
      { itemName: 'Pendrive', color: 'Teal', description: 'Metal case, no cap', ageSeconds: 51 },
      { itemName: 'Earbuds', color: 'Teal', description: 'In a round charging case', ageSeconds: 52 },
      { itemName: 'Ear buds', color: 'Red', description: 'Wired, tangled', ageSeconds: 53 },
      { itemName: 'Power Bank', color: 'Teal', description: 'Ten thousand milliamp hours', ageSeconds: 54 },
      { itemName: 'Harmonica', color: 'Teal', description: 'Ten holes, slightly rusty', ageSeconds: 55 },
    ]);
    const names = async (q: string) => {
      const response = await search(q);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ itemName: string }[]>().map((card) => card.itemName);
    };
    // Then the other names of a flash drive (services/vocabulary): the 15,000 items above hold some.
    expect(new Set((await names('pendrive')).slice(0, 2))).toEqual(new Set(['Pen drive', 'Pendrive']));
    expect(new Set((await names('pen drive')).slice(0, 2))).toEqual(new Set(['Pen drive', 'Pendrive']));
    expect(new Set((await names('earbuds')).slice(0, 2))).toEqual(new Set(['Earbuds', 'Ear buds']));
    // Over-ear headphones mention "ear" but have no buds: the earbuds come first.
    expect(new Set((await names('ear buds')).slice(0, 2))).toEqual(new Set(['Earbuds', 'Ear buds']));
    expect((await names('powerbank'))[0]).toBe('Power Bank');
    expect((await names('harmon'))[0]).toBe('Harmonica');
    expect((await keys('wal'))[0]).toBe('wallet');
    expect((await keys('umbr'))[0]).toBe('umbrella');
    expect(made).toHaveLength(6);
  });

  it('finds an item by its report ID, first, and only while it is stored', async () => {
    const [stored, handed] = await insertFoundReports(t.db, [
      {
        itemName: 'Scientific Calculator',
        color: 'Teal',
        description: 'Casio, name scratched off',
        ageSeconds: 60,
      },
      {
        itemName: 'Library Book',
        color: 'Teal',
        description: 'Returned already',
        ageSeconds: 61,
        status: 'handed_over',
      },
    ]);
    for (const q of [stored!.report_id, stored!.report_id.toLowerCase(), ` ${stored!.report_id}.`]) {
      const response = await search(q);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ reportId: string }[]>()[0]?.reportId).toBe(stored!.report_id);
    }
    const byNumber = await search(`FND${Number(stored!.report_id.slice(3))}`);
    expect(byNumber.json<{ reportId: string }[]>()[0]?.reportId).toBe(stored!.report_id);
    const gone = await search(handed!.report_id);
    expect(gone.json()).toEqual([]);
  });

  it('ranks words never in one report together by the words an item has, until a report holds them all', async () => {
    await insertFoundReports(t.db, [
      { itemName: 'Kazoo', color: 'Amber', description: 'Plastic', location: 'Quad', ageSeconds: 300 },
      { itemName: 'Marimba', color: 'Ochre', description: 'Wooden', location: 'Quad', ageSeconds: 200 },
    ]);
    const names = async (q: string) => {
      const response = await search(q);
      expect(response.statusCode, response.body).toBe(200);
      return response
        .json<{ itemName: string; color: string }[]>()
        .map((card) => `${card.color} ${card.itemName}`);
    };
    // No report holds a kazoo and a marimba: the newest with either word first.
    expect(await names('kazoo marimba')).toEqual(['Ochre Marimba', 'Amber Kazoo']);
    // Kazoo and amber are together in a report (all words but one), marimba and amber never.
    expect(await names('kazoo marimba amber')).toEqual(['Amber Kazoo', 'Ochre Marimba']);
    // A report that holds both, older than the others, is then the match (and those with one word no longer are).
    await insertFoundReports(t.db, [
      {
        itemName: 'Kazoo',
        color: 'Red',
        description: 'In a box with a toy marimba',
        location: 'Quad',
        ageSeconds: 90 * 86_400,
      },
    ]);
    expect(await names('marimba kazoo')).toEqual(['Red Kazoo']);
  });

  it("ranks the same whether its words' variants are asked with the search or already kept", async () => {
    const reportIds = async (q: string, extra: string) => {
      const response = await search(q, extra);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ reportId: string }[]>().map((card) => card.reportId);
    };
    for (const q of [
      'walet cafeteria',
      'black umbrela gate',
      'headphones umbrella gate',
      'bottle stickers',
    ]) {
      // New words: the variants and the words never together come in one question.
      const asked = await reportIds(q, '&limit=6');
      expect(asked.length, q).toBeGreaterThan(0);
      // Another page size is another page, ranked again, on the variants kept from the first.
      const kept = await reportIds(q, '&limit=7');
      expect(kept.slice(0, asked.length), q).toEqual(asked);
    }
  });
});
