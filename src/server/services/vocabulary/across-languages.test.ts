import { z } from 'zod';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import { migrationsDir } from '#server/db/migrate';
import {
  insertFoundReports,
  lostPayload,
  matchesForNewLostReport,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { itemTerms } from '#server/services/matching/item-terms';
import {
  MATCH_THRESHOLD,
  samePlace,
  scoreMatch,
  type MatchSide,
} from '#server/services/matching/score-match';
import { queryWords } from '#server/services/search/search-terms';
import { placesNamed } from './read-item-kinds';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A report as matching reads it: name and colour in any language, the same day, places apart unless given. */
function side(itemName: string, color: string, date: string, place = ''): MatchSide {
  return {
    terms: itemTerms({ itemName, color, description: '' }),
    placeStems: [],
    places: placesNamed(place),
    textStems: [],
    date,
  };
}

const score = (lost: [string, string], found: [string, string]) =>
  scoreMatch(side(lost[0], lost[1], '2026-11-20'), side(found[0], found[1], '2026-11-21'));

/** A lost report (name, colour) and a stored item written in the other language, or romanised: they must match. */
const PAIRS: [lost: [string, string], found: [string, string]][] = [
  [
    ['কালো মানিব্যাগ', 'কালো'],
    ['Black leather wallet', 'Black'],
  ],
  [
    ['মানিব্যাগ', 'বাদামি'],
    ['Wallet', 'Brown'],
  ],
  [
    ['Wallet', 'Brown'],
    ['চামড়ার মানিব্যাগ', 'খয়েরি'],
  ],
  [
    ['manibag', 'kalo'],
    ['Wallet', 'Black'],
  ],
  [
    ['Purse', 'Red'],
    ['মানিব্যাগ', 'লাল'],
  ],
  [
    ['মোবাইল ফোন', 'নীল'],
    ['Phone', 'Blue'],
  ],
  [
    ['মোবাইল', 'কালো'],
    ['iPhone 13', 'Black'],
  ],
  [
    ['Phone', 'White'],
    ['স্মার্টফোন', 'সাদা'],
  ],
  [
    ['Samsung ফোন', 'কালো'],
    ['Galaxy S21', 'Black'],
  ],
  [
    ['চাবি', 'রুপালি'],
    ['Keys', 'Silver'],
  ],
  [
    ['chabi', 'silver'],
    ['Key ring', 'Silver'],
  ],
  [
    ['Keychain', 'Black'],
    ['চাবির গোছা', 'কালো'],
  ],
  [
    ['ছাতা', 'কালো'],
    ['Umbrella', 'Black'],
  ],
  [
    ['chata', 'nil'],
    ['Umbrella', 'Navy'],
  ],
  [
    ['চশমা', 'কালো'],
    ['Glasses', 'Black'],
  ],
  [
    ['Spectacles', 'Brown'],
    ['চশমা', 'বাদামি'],
  ],
  [
    ['ঘড়ি', 'সোনালি'],
    ['Watch', 'Gold'],
  ],
  [
    ['Wrist watch', 'Silver'],
    ['হাতঘড়ি', 'রুপালি'],
  ],
  [
    ['ব্যাগ', 'সবুজ'],
    ['Backpack', 'Green'],
  ],
  [
    ['Backpack', 'Grey'],
    ['স্কুল ব্যাগ', 'ধূসর'],
  ],
  [
    ['পানির বোতল', 'নীল'],
    ['Water bottle', 'Blue'],
  ],
  [
    ['Bottle', 'Pink'],
    ['বোতল', 'গোলাপি'],
  ],
  [
    ['ল্যাপটপ', 'রুপালি'],
    ['MacBook Air', 'Silver'],
  ],
  [
    ['Laptop', 'Black'],
    ['ল্যাপটপ', 'কালো'],
  ],
  [
    ['চার্জার', 'সাদা'],
    ['Charger', 'White'],
  ],
  [
    ['পাওয়ার ব্যাংক', 'কালো'],
    ['Power bank', 'Black'],
  ],
  [
    ['পেনড্রাইভ', 'লাল'],
    ['Pen drive', 'Red'],
  ],
  [
    ['আইডি কার্ড', 'সাদা'],
    ['Student ID card', 'White'],
  ],
  [
    ['ID card', 'Blue'],
    ['পরিচয়পত্র', 'নীল'],
  ],
  [
    ['আংটি', 'সোনালি'],
    ['Ring', 'Gold'],
  ],
  [
    ['গয়না', 'সোনালি'],
    ['Ring', 'Gold'],
  ],
  [
    ['Bracelet', 'Gold'],
    ['চুড়ি', 'সোনালি'],
  ],
  [
    ['কলম', 'নীল'],
    ['Pen', 'Blue'],
  ],
  [
    ['খাতা', 'হলুদ'],
    ['Notebook', 'Yellow'],
  ],
  [
    ['বই', 'কমলা'],
    ['Book', 'Orange'],
  ],
  [
    ['ক্যালকুলেটর', 'কালো'],
    ['Casio fx-991EX', 'Black'],
  ],
  [
    ['টুপি', 'লাল'],
    ['Cap', 'Maroon'],
  ],
  [
    ['জুতা', 'সাদা'],
    ['Sneakers', 'White'],
  ],
  [
    ['জ্যাকেট', 'বেগুনি'],
    ['Jacket', 'Purple'],
  ],
  [
    ['Hoodie', 'Grey'],
    ['সোয়েটার', 'ধূসর'],
  ],
  [
    ['ইয়ারফোন', 'সাদা'],
    ['AirPods Pro', 'White'],
  ],
  [
    ['হেডফোন', 'কালো'],
    ['Headphones', 'Black'],
  ],
  [
    ['টিফিন বক্স', 'সবুজ'],
    ['Lunch box', 'Green'],
  ],
  [
    ['ওড়না', 'গোলাপি'],
    ['Scarf', 'Pink'],
  ],
];

/** Pairs that look alike across the languages but are not the same thing: another colour, maker or kind. */
const NOT_PAIRS: [lost: [string, string], found: [string, string], refused: string][] = [
  [['কালো মানিব্যাগ', 'কালো'], ['Wallet', 'Brown'], 'colour'],
  [['manibag', 'lal'], ['Wallet', 'Black'], 'colour'],
  [['চাবি', 'সোনালি'], ['Keys', 'Silver'], 'colour'],
  [['ছাতা', 'নীল'], ['Umbrella', 'Red'], 'colour'],
  [['Samsung মোবাইল', 'কালো'], ['iPhone 13', 'Black'], 'brand'],
  [['Apple ল্যাপটপ', 'রুপালি'], ['ThinkPad X1', 'Silver'], 'brand'],
  [['আংটি', 'সোনালি'], ['Necklace', 'Gold'], 'name'],
  [['চশমা', 'কালো'], ['Sunglasses', 'Black'], 'name'],
  [['ঘড়ি', 'কালো'], ['Phone', 'Black'], 'name'],
  [['বই', 'নীল'], ['Notebook', 'Blue'], 'name'],
];

/**
 * A place written in a lost report and where an item was found, in the other language or
 * romanised, Bangla case endings and all: the same campus place to matching (decision 0081).
 */
const PLACE_PAIRS: [lost: string, found: string][] = [
  ['লাইব্রেরি', 'Central Library'],
  ['লাইব্রেরিতে', 'Library, second floor'],
  ['গ্রন্থাগার', 'Library annex'],
  ['Central library, ground floor', 'কেন্দ্রীয় গ্রন্থাগার'],
  ['laibreri', 'Library'],
  ['ক্যান্টিনে', 'Cafeteria'],
  ['Canteen', 'ক্যাফেটেরিয়া'],
  ['kantin', 'Cafeteria'],
  ['অডিটোরিয়ামে', 'Auditorium'],
  ['জিমে', 'Gymnasium'],
  ['Sports complex', 'জিম'],
  ['খেলার মাঠ', 'Playground'],
  ['মাঠে', 'Football field'],
  ['মেইন গেট', 'Main gate guard post'],
  ['গেটের সামনে', 'Main Gate'],
  ['মসজিদ', 'Mosque'],
  ['masjid', 'Prayer room, 3rd floor'],
  ['হোস্টেল', 'Dormitory'],
  ['Hostel', 'ছাত্রাবাস'],
  ['শ্রেণিকক্ষ ৪০২', 'Classroom 402'],
  ['কম্পিউটার ল্যাবে', 'Computer lab'],
  ['ওয়াশরুম', 'Washroom, 2nd floor'],
  ['টয়লেটে', 'Restroom'],
  ['ভার্সিটির বাসে', 'University bus'],
  ['লিফটে', 'Lift'],
  ['Elevator', 'লিফট'],
  ['সিঁড়িতে', 'Stairs'],
  ['পার্কিং', 'Car park'],
  ['মেডিকেল সেন্টার', 'Medical centre'],
  ['লাউঞ্জে', 'Student Lounge'],
];

/** Places that are not the same, whichever language each is written in, generic words alike or not. */
const NOT_PLACE_PAIRS: [lost: string, found: string][] = [
  ['লাইব্রেরি', 'Cafeteria'],
  ['ক্যান্টিন', 'Library'],
  ['মাঠে', 'Main gate'],
  ['জিম', 'Auditorium'],
  ['লিফট', 'Stairs'],
  ['হোস্টেল', 'Mosque'],
  ['ল্যাব', 'Student Lounge'],
  ['বাসে', 'Car park'],
  ['লাইব্রেরি, দ্বিতীয় তলা', 'Cafeteria, second floor'],
  ['মানিব্যাগ', 'Library'],
];

describe('matching across Bangla, romanised Bangla and English', () => {
  it('reads a Bangla word whole, vowel signs and all', () => {
    expect(queryWords('কালো মানিব্যাগ, লাইব্রেরিতে হারিয়েছি')).toEqual([
      'কালো',
      'মানিব্যাগ',
      'লাইব্রেরিতে',
      'হারিয়েছি',
    ]);
  });

  it('reads a word whole across a zero-width joiner or non-joiner, and matches it as written without', () => {
    // র‍্যাব with the joiner some keyboards type (ya-phala after ra), মানি‌ব্যাগ with a stray non-joiner.
    expect(queryWords('র\u200D্যাব মানি\u200Cব্যাগ')).toEqual(['র্যাব', 'মানিব্যাগ']);
    const result = score(['কালো মানি\u200Dব্যাগ', 'কা\u200Cলো'], ['Black leather wallet', 'Black']);
    expect(result.refused).toBeUndefined();
    expect(result.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
  });

  it(`matches each of ${PAIRS.length} pairs written in two languages, either way round`, () => {
    expect(PAIRS.length + NOT_PAIRS.length).toBeGreaterThanOrEqual(40);
    for (const [lost, found] of PAIRS) {
      for (const [a, b] of [
        [lost, found],
        [found, lost],
      ] as const) {
        const result = score(a, b);
        expect(result.refused, `${a.join('/')} ~ ${b.join('/')}`).toBeUndefined();
        expect(result.score, `${a.join('/')} ~ ${b.join('/')}`).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
      }
    }
  });

  it(`reads ${PLACE_PAIRS.length} places written in two languages as one place, either way round`, () => {
    for (const [lost, found] of PLACE_PAIRS) {
      const [a, b] = [
        side('Wallet', 'Black', '2026-11-20', lost),
        side('Wallet', 'Black', '2026-11-21', found),
      ];
      expect(samePlace(a, b), `${lost} ~ ${found}`).toBe(true);
      expect(samePlace(b, a), `${found} ~ ${lost}`).toBe(true);
      // The place is a tenth of a match (score-match.ts).
      const apart = scoreMatch(side('Wallet', 'Black', '2026-11-20'), side('Wallet', 'Black', '2026-11-21'));
      expect(scoreMatch(a, b).score - apart.score, `${lost} ~ ${found}`).toBeCloseTo(0.1);
    }
  });

  it(`reads ${NOT_PLACE_PAIRS.length} pairs as other places`, () => {
    for (const [lost, found] of NOT_PLACE_PAIRS) {
      const [a, b] = [
        side('Wallet', 'Black', '2026-11-20', lost),
        side('Wallet', 'Black', '2026-11-21', found),
      ];
      expect(samePlace(a, b), `${lost} ~ ${found}`).toBe(false);
    }
  });

  it(`refuses ${NOT_PAIRS.length} pairs of another colour, maker or kind`, () => {
    for (const [lost, found, refused] of NOT_PAIRS) {
      expect(score(lost, found).refused, `${lost.join('/')} ~ ${found.join('/')}`).toBe(refused);
    }
  });
});

describe.each(databaseKinds)('search and matching across the two languages on %s', (kind) => {
  let t: TestApp;
  let member: string;
  const names = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = (await t.signInMember()).cookie;
    const items = [
      { itemName: 'Black leather wallet', color: 'Black', description: 'Two cards inside' },
      { itemName: 'Umbrella', color: 'Blue', description: 'Folding, with a wooden handle' },
      { itemName: 'চাবির গোছা', color: 'রুপালি', description: 'তিনটি চাবি, একটি লাল রিং' },
      { itemName: 'Phone', color: 'White', description: 'Cracked screen' },
      // Typed on a keyboard that writes র‍্যা with a zero-width joiner (decision 0062).
      { itemName: 'ব্যাডমিন্টন র\u200D্যাকেট', color: 'সবুজ', description: 'হাতলে সাদা গ্রিপ' },
    ];
    const places = ['Central Library', 'Main gate', 'Central Library', 'Central Library', 'খেলার মাঠ'];
    const rows = await insertFoundReports(
      t.db,
      items.map((item, index) => ({
        ...item,
        location: places[index]!,
        foundDate: today(),
        ageSeconds: 100 - index,
      })),
    );
    rows.forEach((row, index) => names.set(row.report_id, items[index]!.itemName));
  });
  afterAll(async () => t?.close());

  const search = async (q: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/found-reports/search?q=${encodeURIComponent(q)}`,
      headers: { cookie: member },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ reportId: string }[]>().map((card) => names.get(card.reportId));
  };

  it.each([
    ['মানিব্যাগ', 'Black leather wallet'],
    ['manibag', 'Black leather wallet'],
    ['ছাতা', 'Umbrella'],
    ['keys', 'চাবির গোছা'],
    ['chabi', 'চাবির গোছা'],
    ['চাবি', 'চাবির গোছা'],
    ['মোবাইল', 'Phone'],
    // A joiner inside a word leaves it whole (decision 0062).
    ['মানি\u200Dব্যাগ', 'Black leather wallet'],
    ['চা\u200Cবি', 'চাবির গোছা'],
    // The item's own words are kept without its joiner, so a query with or without one finds it.
    ['র্যাকেট', 'ব্যাডমিন্টন র\u200D্যাকেট'],
    ['র\u200D্যাকেট', 'ব্যাডমিন্টন র\u200D্যাকেট'],
    ['র\u200C্যাকেট', 'ব্যাডমিন্টন র\u200D্যাকেট'],
    // Places in the other language or romanised, Bangla case endings and all (decision 0081).
    ['গেটে', 'Umbrella'],
    ['প্রধান ফটক', 'Umbrella'],
    ['playground', 'ব্যাডমিন্টন র\u200D্যাকেট'],
    ['khelar math', 'ব্যাডমিন্টন র\u200D্যাকেট'],
  ])('finds for %j the item written %j', async (q, expected) => {
    expect(await search(q)).toEqual([expected]);
  });

  it.each([
    // A virama left out, a vowel sign mistyped: the typo list holds the item's Bangla words whole.
    ['ব্যাডমিনটন', 'ব্যাডমিন্টন র\u200D্যাকেট'],
    ['ব্যাডমেন্টন', 'ব্যাডমিন্টন র\u200D্যাকেট'],
  ])('leads the Bangla typo %j to the item written %j', async (q, expected) => {
    expect(await search(q)).toEqual([expected]);
  });

  it('takes again, without their joiners, the words of items stored before (migration 0047)', async () => {
    const racket = [...names].find(([, name]) => name.includes('\u200D'))![0];
    const holds = async (word: string) => {
      const [row] = await queryRows(
        t.db,
        sql`SELECT member_search_vector @@ to_tsquery('english', ${word}) AS holds FROM found_reports WHERE report_id = ${racket}`,
        z.object({ holds: z.boolean() }),
      );
      return row!.holds;
    };
    // The words as the trigger kept them before: the joiner inside the word.
    await t.db
      .execute(sql`UPDATE found_reports SET member_search_vector = setweight(to_tsvector('english', item_name), 'A')
          WHERE report_id = ${racket}`);
    expect(await holds('র্যাকেট')).toBe(false);
    const migration = await readFile(
      path.join(migrationsDir(), '0047_member_words_without_joiners.sql'),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint').slice(1))
      await t.db.execute(sql.raw(statement));
    expect(await holds('র্যাকেট')).toBe(true);
    expect(await holds('ব্যাডমিন্টন & সবুজ')).toBe(true);
  });

  it("finds in the console's search an item by its word typed with a joiner, without one, or with a non-joiner", async () => {
    const admin = (await t.signInAdmin()).cookie;
    const staffSearch = async (list: string, q: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/${list}?q=${encodeURIComponent(q)}`,
        headers: { cookie: admin },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ itemName: string }[]>().map((row) => row.itemName);
    };
    for (const q of ['র্যাকেট', 'র\u200D্যাকেট', 'র\u200C্যাকেট', 'ব্যাডমিন্টন র্যাকেট'])
      expect(await staffSearch('found-reports/stored', q), q).toEqual(['ব্যাডমিন্টন র\u200D্যাকেট']);
    // A lost report written with the joiner, in the console's list of open lost reports.
    const owner = await t.signInMember();
    const filed = await t.app.inject({
      method: 'POST',
      url: '/api/lost-reports',
      headers: { cookie: owner.cookie },
      payload: lostPayload({
        itemName: 'টেনিস র\u200D্যাকেট',
        color: 'হলুদ',
        item_description: 'কালো কভারের ব্যাগসহ হারিয়েছি',
        lost_date: daysAgo(1),
        lost_location: 'খেলার মাঠ',
      }),
    });
    expect(filed.statusCode, filed.body).toBe(201);
    for (const q of ['টেনিস র্যাকেট', 'টেনিস র\u200D্যাকেট', 'টেনিস র\u200C্যাকেট'])
      expect(await staffSearch('lost-reports/open', q), q).toEqual(['টেনিস র\u200D্যাকেট']);
  });

  it('finds the items found at an English place for its Bangla name, and the other way round', async () => {
    expect((await search('লাইব্রেরিতে')).sort()).toEqual(
      ['Black leather wallet', 'Phone', 'চাবির গোছা'].sort(),
    );
    expect(await search('ছাতা গেটে')).toEqual(['Umbrella']);
    expect(await search('ব্যাডমিন্টন playground')).toEqual(['ব্যাডমিন্টন র\u200D্যাকেট']);
  });

  it('ranks the item with every word of a Bangla query first', async () => {
    expect((await search('কালো মানিব্যাগ'))[0]).toBe('Black leather wallet');
  });

  it('matches a lost report written in Bangla with a stored English item', async () => {
    const matches = await matchesForNewLostReport(t, {
      itemName: 'কালো মানিব্যাগ',
      color: 'কালো',
      item_description: 'লাইব্রেরিতে হারিয়েছি, ভেতরে দুটি কার্ড',
      lost_date: daysAgo(1),
      lost_location: 'লাইব্রেরি',
    });
    const matched = matches.map((match) => names.get(match.item.reportId));
    expect(matched).toEqual(['Black leather wallet']);
  });

  it('counts a Bangla place as the English one where the item was found', async () => {
    const scoreAt = async (lostLocation: string) => {
      const matches = await matchesForNewLostReport(t, {
        itemName: 'মানিব্যাগ',
        color: 'কালো',
        item_description: 'ভেতরে দুটি কার্ড',
        lost_date: daysAgo(1),
        lost_location: lostLocation,
      });
      const [match, ...others] = matches;
      expect(others).toEqual([]);
      expect(names.get(match!.item.reportId)).toBe('Black leather wallet');
      return match!.score;
    };
    // The wallet was found in the Central Library: a tenth of a match is the place's.
    expect((await scoreAt('লাইব্রেরিতে')) - (await scoreAt('ক্যান্টিনে'))).toBeCloseTo(0.1);
  });
});
