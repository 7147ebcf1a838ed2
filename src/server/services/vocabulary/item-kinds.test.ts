import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import {
  insertFoundReports,
  matchesForNewLostReport,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { ANY_COLOUR, COLOUR_FAMILIES, ITEM_KINDS, MAKERS, type Names } from './item-kinds';
import { namesMeant, readPhrases } from './read-item-kinds';

const namesIn = (names: Names) => Object.values(names).flat();
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('the kinds of things people lose, as data', () => {
  it('names every wider kind and maker it refers to, and no kind is one of itself', () => {
    const kinds = new Set(ITEM_KINDS.map((item) => item.id));
    const makers = new Set(MAKERS.map((maker) => maker.id));
    for (const item of ITEM_KINDS) {
      if (item.broader) expect(kinds, item.id).toContain(item.broader);
      if (item.maker) expect(makers, item.id).toContain(item.maker);
      const seen = [item.id];
      for (let up = item.broader; up; up = ITEM_KINDS.find((other) => other.id === up)?.broader) {
        expect(seen, item.id).not.toContain(up);
        seen.push(up);
      }
    }
    expect(kinds.size).toBe(ITEM_KINDS.length);
  });

  it('writes every name in lower case, its words separated by single spaces', () => {
    const all = [...ITEM_KINDS, ...MAKERS, ...COLOUR_FAMILIES].flatMap((entry) => namesIn(entry.names));
    for (const name of [...all, ...namesIn(ANY_COLOUR)])
      expect(name).toMatch(/^[\p{Ll}\p{Lo}\p{M}\p{N}]+( [\p{Ll}\p{Lo}\p{M}\p{N}]+)*$/u);
  });

  it('has a kind of thing for every category of the search home', () => {
    for (const chip of CATEGORY_CHIPS) {
      const words = chip.toLowerCase().split(' ');
      const [phrase] = readPhrases(words);
      expect(phrase?.length, chip).toBe(words.length);
      expect(
        phrase?.meanings?.some((meaning) => meaning.kind === 'item' && !meaning.item.maker),
        chip,
      ).toBe(true);
    }
  });
});

describe.each(databaseKinds)('kinds of things in search and matching on %s', (kind) => {
  let t: TestApp;
  let member: string;
  const names = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(kind);
    member = (await t.signInMember()).cookie;
    const items = [
      { itemName: 'iPhone 13', color: 'Black', description: 'Found on a reading table' },
      { itemName: 'Phone', color: 'Blue', description: 'Cracked screen' },
      { itemName: 'Galaxy S21', color: 'Silver', description: 'In a clear cover' },
      { itemName: 'Casio fx-991EX', color: 'Grey', description: 'Name scratched off the back' },
      { itemName: 'Calculator', color: 'Black', description: 'Solar, with a hard cover' },
      { itemName: 'MacBook Air', color: 'Silver', description: 'Stickers on the lid' },
      { itemName: 'ThinkPad X1', color: 'Black', description: 'Charger not included' },
      { itemName: 'AirPods Pro', color: 'White', description: 'In their charging case' },
      { itemName: 'Ring', color: 'Gold', description: 'Thin band' },
      { itemName: 'Wallet', color: 'Brown', description: 'Leather, empty' },
    ];
    const rows = await insertFoundReports(
      t.db,
      items.map((item, index) => ({
        ...item,
        location: 'Central Library',
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

  it('finds every kind of phone for "phone" and the Phone category, the one named so first', async () => {
    for (const q of ['phone', 'Phone', 'phones']) {
      const found = await search(q);
      expect(found[0], q).toBe('Phone');
      expect(new Set(found.slice(1)), q).toEqual(new Set(['iPhone 13', 'Galaxy S21']));
    }
  });

  it.each([
    ['calculator', ['Calculator', 'Casio fx-991EX']],
    ['laptop', ['ThinkPad X1', 'MacBook Air']],
    ['earbuds', ['AirPods Pro']],
    ['jewelry', ['Ring']],
    ['samsung', ['Galaxy S21']],
  ])('finds items named by brand or product for %j', async (q, expected) => {
    expect(await search(q)).toEqual(expected);
  });

  it('finds a phone for "iphone" after the iPhone, but never a Galaxy', async () => {
    expect(await search('iphone')).toEqual(['iPhone 13', 'Phone']);
  });

  it('counts a kind’s names as the word: a black iPhone has every word of "black phone"', async () => {
    expect((await search('black phone'))[0]).toBe('iPhone 13');
  });

  it('only names kinds the full-text engine reads word for word (no stop word drops out)', async () => {
    const expanded = [...new Set([...ITEM_KINDS, ...MAKERS].flatMap((entry) => namesIn(entry.names)))];
    const dropped = await queryRows(
      t.db,
      sql`SELECT name FROM unnest(${sql.param(expanded)}::text[]) AS name
          WHERE coalesce(array_length(tsvector_to_array(to_tsvector('english', name)), 1), 0)
            < array_length(string_to_array(name, ' '), 1)`,
      z.object({ name: z.string() }),
    );
    expect(dropped.map((row) => row.name)).toEqual([]);
    expect(namesMeant(readPhrases(['phone'])[0]!.meanings!)).toContain('iphone');
  });

  it('matches a lost phone with a stored iPhone', async () => {
    const matches = await matchesForNewLostReport(t, {
      itemName: 'Phone',
      color: 'Black',
      item_description: 'Black phone in a plain case',
      lost_date: daysAgo(2),
      lost_location: 'Central Library',
    });
    const matched = matches.map((match) => names.get(match.item.reportId));
    expect(matched).toEqual(['iPhone 13']);
  });
});
