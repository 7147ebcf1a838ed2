import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundReportCard } from '#shared/schemas/found-report';
import { defaultUniversityConfig } from '#shared/university/university-config';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { changeNotice } from '#server/db/change-notices';
import { queryRows } from '#server/db/client';
import {
  foundPayload,
  insertFoundReports,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { memberView, sensitiveKindOf } from './member-card-privacy';
import { applySearchMasks, FALLBACK_ID_MASK, postgresPattern, searchMaskFor } from './search-masks';
import { markSensitiveItems, markSensitiveItemsIfListChanged } from './sensitive-items';

const card = (itemName: string, description: string) => ({
  itemName,
  description,
  imageUrl: '/images/abc.webp',
  found_location: 'Library',
});

describe('what members see of a stored item', () => {
  it('knows sensitive kinds by name, in either language, and by the university’s list', () => {
    const kind = (name: string) => sensitiveKindOf(name, defaultUniversityConfig);
    expect(kind('Student ID')).toBe('id-card');
    expect(kind('Visa debit card')).toBe('bank-card');
    expect(kind('জাতীয় পরিচয়পত্র')).toBe('national-id-card');
    expect(kind('Passport')).toBe('passport');
    expect(kind('Black wallet')).toBeUndefined();
    expect(sensitiveKindOf('Student ID', { ...defaultUniversityConfig, sensitiveItems: [] })).toBeUndefined();
  });

  it('shows a sensitive item as a generic card, and hides contacts written on any other', () => {
    expect(
      memberView(card('Student ID card', 'Rahim Uddin, CSE, photo on it'), defaultUniversityConfig),
    ).toEqual({
      itemName: 'ID card',
      description: '',
      imageUrl: null,
      found_location: 'Library',
      sensitive: 'id-card',
    });
    expect(
      memberView(
        card('Wallet', 'Card inside: rahim15@diu.edu.bd, 01712-345678, ID 221-15-1234'),
        defaultUniversityConfig,
      ).description,
    ).toBe('Card inside: •••, •••, ID •••');
    expect(
      memberView(card('Purse', 'A slip inside reads ০১৮১৫-৪৪৩৯০২'), defaultUniversityConfig).description,
    ).toBe('A slip inside reads •••');
  });
});

describe.each(databaseKinds)('sensitive items in the gallery and search on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let member: string;
  let idCard: string;
  let wallet: string;

  const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
  const enter = async (fields: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/found-reports/manual-entry',
      headers: { cookie: admin },
      payload: { ...foundPayload(fields), founder: personPayload(t) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().reportId as string;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
    member = (await t.signInMember()).cookie;
    idCard = await enter({
      itemName: 'Student ID card',
      color: 'Blue',
      item_description: 'Card of Nusrat Jahan, Software Engineering, with her photo',
    });
    wallet = await enter({
      itemName: 'Wallet',
      color: 'Brown',
      item_description: 'Brown wallet, a note inside says call 01811-223344',
    });
    // An item stored before its kind was kept private is covered as well: cards are made when read.
    await t.db.execute(
      sql`UPDATE found_reports SET image_url = '/images/nusrat.webp' WHERE report_id = ${idCard}`,
    );
    await t.app.jobs.idle();
  }, 60_000);
  afterAll(async () => t?.close());

  it('members see a generic card in the gallery, search and on the item’s page; staff see everything', async () => {
    const generic = {
      reportId: idCard,
      itemName: 'ID card',
      description: '',
      imageUrl: null,
      sensitive: 'id-card',
    };
    const gallery = (await get(member, '/api/found-reports/stored-for-users')).json<FoundReportCard[]>();
    expect(gallery.find((item) => item.reportId === idCard)).toMatchObject(generic);
    expect(gallery.find((item) => item.reportId === wallet)).toMatchObject({
      description: 'Brown wallet, a note inside says call •••',
    });
    const search = (await get(member, '/api/found-reports/search?q=card')).json<FoundReportCard[]>();
    expect(search.find((item) => item.reportId === idCard)).toMatchObject(generic);
    const page = await get(member, `/api/found-reports/stored-for-users/${idCard}`);
    expect(page.json()).toMatchObject(generic);
    for (const response of [JSON.stringify(gallery), JSON.stringify(search), page.body]) {
      expect(response).not.toContain('Nusrat');
      expect(response).not.toContain('nusrat.webp');
      expect(response).not.toContain('01811');
    }

    const staff = (await get(admin, `/api/found-reports/details/${idCard}`)).json();
    expect(staff).toMatchObject({
      itemName: 'Student ID card',
      description: 'Card of Nusrat Jahan, Software Engineering, with her photo',
      imageUrl: '/images/nusrat.webp',
    });
    expect(staff.sensitive).toBeUndefined();
  });

  it('a member’s search never finds a sensitive item by its description; staff’s does', async () => {
    const search = async (q: string) =>
      (await get(member, `/api/found-reports/search?q=${encodeURIComponent(q)}`))
        .json<FoundReportCard[]>()
        .map((item) => item.reportId);
    expect(await search('Nusrat')).toEqual([]);
    expect(await search('Nusrat Jahan')).toEqual([]);
    expect(await search('software engineering photo')).not.toContain(idCard);
    // By its own words it is found, as its generic card.
    expect(await search('student id')).toContain(idCard);
    expect(await search('blue card')).toContain(idCard);
    const staff = await get(admin, '/api/found-reports/stored?q=Nusrat');
    expect(staff.json<{ reportId: string }[]>().map((item) => item.reportId)).toEqual([idCard]);
  });

  const searchIds = async (q: string) =>
    (await get(member, `/api/found-reports/search?q=${encodeURIComponent(q)}`))
      .json<FoundReportCard[]>()
      .map((item) => item.reportId);
  const typoList = async () =>
    (await queryRows(t.db, sql`SELECT word FROM search_words`, z.object({ word: z.string() }))).map(
      (row) => row.word,
    );

  it('a member’s search never finds an item by a phone number, email address or ID its card hides', async () => {
    const umbrella = await enter({
      itemName: 'Umbrella',
      color: 'Black',
      item_description:
        'Folding umbrella, its tag says rumana.akter@diu.edu.bd, ID 221-15-4321, call ০১৯১১ ৫৫৬৬৭৭',
    });
    await t.app.jobs.idle();
    for (const q of [
      '01811-223344',
      '01811223344',
      '01811 223344',
      '+880 1811 223344',
      'rumana.akter@diu.edu.bd',
      'RUMANA.AKTER@DIU.EDU.BD',
      '221-15-4321',
      '221 15 4321',
      '01911556677',
      '০১৯১১ ৫৫৬৬৭৭',
    ]) {
      const found = await searchIds(q);
      expect(found, q).not.toContain(wallet);
      expect(found, q).not.toContain(umbrella);
    }
    // A contact beside other words leaves those words to find it, as its card shows them.
    expect(await searchIds('wallet 01811-223344')).toContain(wallet);
    expect(await searchIds('folding umbrella')).toContain(umbrella);
  });

  const pairKept = async (word: string, other: string) =>
    (
      await queryRows(
        t.db,
        sql`SELECT EXISTS (SELECT 1 FROM search_word_pairs WHERE pair = search_word_pair(${word}, ${other})) AS kept`,
        z.object({ kept: z.boolean() }),
      )
    )[0]!.kept;

  it('a member finds nothing by a fragment of a number or an email’s local part its card hides; its owner is told; staff find it', async () => {
    const owner = await t.signInMember({ email: 'shirin.sultana@diu.edu.bd', phone: '01733445566' });
    const bottle = await enter({
      itemName: 'Water bottle',
      color: 'Green',
      item_description:
        'Steel bottle, sticker: 017 3344 5566 and 01733-445566, shirin.sultana@diu.edu.bd, ID 221-15-7788',
    });
    await t.app.jobs.idle();
    for (const q of [
      '3344',
      '5566',
      '017 3344',
      '01733',
      '445566',
      '01733445566',
      '017 3344 5566',
      'shirin',
      'shir',
      'sultana',
      'shirin.sultana',
      'shirin.sultana@diu.edu.bd',
      '7788',
      '221-15',
      'bottle 5566',
    ]) {
      const found = await searchIds(q);
      if (q === 'bottle 5566') expect(found, q).toContain(bottle);
      else expect(found, q).not.toContain(bottle);
    }
    // Its ordinary words find it, alone or together, and its card hides the rest.
    expect(await searchIds('steel bottle')).toContain(bottle);
    expect(await searchIds('sticker')).toContain(bottle);
    expect(await searchIds('green water bottle')).toContain(bottle);
    // Nor do the word pairs hold the hidden numbers: they say only which words members may find together.
    expect(await pairKept('3344', '5566')).toBe(false);
    expect(await pairKept('steel', 'bottl')).toBe(true);
    // Its owner, named by phone and email, is told, once.
    const alerts = await queryRows(
      t.db,
      sql`SELECT a.reason FROM owner_alerts a JOIN found_reports f ON f.id = a.found_report_id
          WHERE f.report_id = ${bottle} AND a.user_id = ${owner.record.id}`,
      z.object({ reason: z.string() }),
    );
    expect(alerts).toHaveLength(1);
    // Staff lists search the item whole.
    const staff = await get(admin, '/api/found-reports/stored?q=5566');
    expect(staff.json<{ reportId: string }[]>().map((item) => item.reportId)).toContain(bottle);
  });

  it('keeps a sensitive item’s description out of the word pairs, and its own words in', async () => {
    expect(await pairKept('nusrat', 'jahan')).toBe(false);
    expect(await pairKept('card', 'nusrat')).toBe(false);
    expect(await pairKept('softwar', 'engin')).toBe(false);
    expect(await pairKept('student', 'card')).toBe(true);
    expect(await pairKept('blue', 'card')).toBe(true);
    expect(await pairKept('brown', 'wallet')).toBe(true);
    expect(await searchIds('nusrat jahan')).toEqual([]);
    expect(await searchIds('blue student card')).toContain(idCard);
  });

  it('at a start, hides IDs by the university’s pattern and takes stored items’ words again when it changed', async () => {
    const [tagged] = await insertFoundReports(t.db, [
      { itemName: 'Calculator', color: 'Grey', description: 'Casio calculator, engraved 221-15-9911' },
    ]);
    const calculator = tagged!.report_id;
    expect(await searchIds('221')).not.toContain(calculator);
    // As a start does, before this server has kept any page (others hear the database's notice).
    const start = async (university: typeof t.config.university) => {
      const changed = await applySearchMasks(t.db, university);
      t.app.changes.announce(changeNotice.catalogue);
      return changed;
    };
    // A university without IDs on things: numbers like these are ordinary words again.
    const withoutIds = { ...t.config.university, universityId: undefined };
    expect(await start(withoutIds)).toBeGreaterThan(0);
    expect(await searchIds('221-15')).toContain(calculator);
    expect(await pairKept('casio', '221')).toBe(true);
    expect(await start(t.config.university)).toBeGreaterThan(0);
    expect(await start(t.config.university)).toBeUndefined();
    expect(await searchIds('221-15')).not.toContain(calculator);
    expect(await searchIds('casio calculator')).toContain(calculator);
    expect(await pairKept('casio', '221')).toBe(false);
    // A pattern PostgreSQL cannot read hides every long number instead, never none.
    const unreadable = {
      ...t.config.university,
      universityId: { pattern: '(?<serial>\\d{3}-\\d{2}-\\d{4})', example: '221-15-9911' },
    };
    expect(await searchMaskFor(t.db, unreadable)).toEqual({ pattern: FALLBACK_ID_MASK, fallback: true });
    expect(await searchMaskFor(t.db, t.config.university)).toEqual({
      pattern: postgresPattern(t.config.university.universityId!.pattern),
      fallback: false,
    });
  });

  it('hides university IDs with letters in them from members’ words and from the typo list', async () => {
    const start = async (university: typeof t.config.university) => {
      const changed = await applySearchMasks(t.db, university);
      t.app.changes.announce(changeNotice.catalogue);
      return changed;
    };
    const alone = (pattern: string) => `(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`;
    const lettersAndDigits = {
      ...t.config.university,
      universityId: { pattern: alone('[A-Z]{2}\\d{6}'), example: 'CS123456' },
    };
    const lettersOnly = {
      ...t.config.university,
      universityId: { pattern: alone('STF-[A-Z]{4}'), example: 'STF-KRIM' },
    };
    try {
      await start(lettersAndDigits);
      const [pouch] = await insertFoundReports(t.db, [
        { itemName: 'Pencil pouch', color: 'Green', description: 'Pencil pouch, CS482913 written inside' },
      ]);
      expect(await searchIds('CS482913')).not.toContain(pouch!.report_id);
      // A typo of the ID leads nowhere either: the ID is not a word members can be led to.
      expect(await typoList()).not.toContain('cs482913');
      expect(await searchIds('CS482914')).not.toContain(pouch!.report_id);
      expect(await searchIds('pencil pouch')).toContain(pouch!.report_id);

      expect(await searchMaskFor(t.db, lettersOnly)).toMatchObject({ fallback: false });
      await start(lettersOnly);
      const [lanyard] = await insertFoundReports(t.db, [
        { itemName: 'Lanyard', color: 'Red', description: 'Lanyard with a tag that reads STF-KRIM' },
      ]);
      expect(await searchIds('STF-KRIM')).not.toContain(lanyard!.report_id);
      expect(await typoList()).not.toContain('krim');
      expect(await searchIds('red lanyard tag')).toContain(lanyard!.report_id);
    } finally {
      await start(t.config.university);
    }
  });

  it('keeps the typo list free of a sensitive item’s description and of the contacts written on any item', async () => {
    const words = await typoList();
    for (const word of ['nusrat', 'jahan', 'rumana', 'akter', '01811', '223344', '4321']) {
      expect(words, word).not.toContain(word);
    }
    // Its own words, and an ordinary item's description, stay.
    for (const word of ['student', 'card', 'blue', 'wallet', 'note', 'inside'])
      expect(words, word).toContain(word);
    // A misspelt name written only on an ID card leads nowhere.
    expect(await searchIds('Nusrta')).toEqual([]);
  });

  it('marks items stored before their kind was kept private, and unmarks those no longer kept', async () => {
    const [passport] = await insertFoundReports(t.db, [
      { itemName: 'Passport', color: 'Green', description: 'Passport of Tanvir Rahman, born in Khulna' },
    ]);
    const search = async (q: string) =>
      (await get(member, `/api/found-reports/search?q=${encodeURIComponent(q)}`))
        .json<FoundReportCard[]>()
        .map((item) => item.reportId);
    expect(await typoList()).toContain('tanvir');
    expect(await pairKept('tanvir', 'khulna')).toBe(true);
    expect(await markSensitiveItems(t.db, t.config.university)).toBe(1);
    expect(await search('Tanvir')).toEqual([]);
    expect(await pairKept('tanvir', 'khulna')).toBe(false);
    expect(await pairKept('green', 'passport')).toBe(true);
    // Its description's words leave the typo list, those other items use stay.
    expect(await typoList()).not.toContain('tanvir');
    expect(await typoList()).not.toContain('khulna');
    expect(await typoList()).toContain('passport');
    expect(await search('passport')).toContain(passport!.report_id);
    expect(await markSensitiveItems(t.db, t.config.university)).toBe(0);
    // A list without passports: the passport is an ordinary item again, the ID card still kept.
    const withoutPassports = {
      ...t.config.university,
      sensitiveItems: t.config.university.sensitiveItems.filter((item) => item.kind !== 'passport'),
    };
    expect(await markSensitiveItems(t.db, withoutPassports)).toBe(1);
    const [row] = await queryRows(
      t.db,
      sql`SELECT sensitive FROM found_reports WHERE report_id = ${passport!.report_id}`,
      z.object({ sensitive: z.boolean() }),
    );
    expect(row!.sensitive).toBe(false);
    expect(await typoList()).toContain('tanvir');
    await markSensitiveItems(t.db, t.config.university);
  });

  it('at a start, marks again only when the list of kinds kept private changed', async () => {
    const withoutPassports = {
      ...t.config.university,
      sensitiveItems: t.config.university.sensitiveItems.filter((item) => item.kind !== 'passport'),
    };
    await markSensitiveItemsIfListChanged(t.db, withoutPassports);
    // Stored behind the marking's back (as a restore or an import would), then two starts on one list.
    const [passport] = await insertFoundReports(t.db, [
      { itemName: 'Passport', color: 'Blue', description: 'Passport of Farhana Akter' },
    ]);
    const marked = async () =>
      (
        await queryRows(
          t.db,
          sql`SELECT sensitive FROM found_reports WHERE report_id = ${passport!.report_id}`,
          z.object({ sensitive: z.boolean() }),
        )
      )[0]!.sensitive;
    expect(await markSensitiveItemsIfListChanged(t.db, t.config.university)).toBeGreaterThan(0);
    expect(await marked()).toBe(true);
    await t.db.execute(
      sql`UPDATE found_reports SET sensitive = false WHERE report_id = ${passport!.report_id}`,
    );
    expect(await markSensitiveItemsIfListChanged(t.db, t.config.university)).toBeUndefined();
    expect(await marked()).toBe(false);
    // Two servers starting at once on a changed list agree on every mark. Whether the second
    // still sees the old list or already the first's new one depends on their timing.
    const [first, second] = await Promise.all([
      markSensitiveItemsIfListChanged(t.db, withoutPassports),
      markSensitiveItemsIfListChanged(t.db, withoutPassports),
    ]);
    expect([first, second].some((count) => count !== undefined)).toBe(true);
    expect(await marked()).toBe(false);
    await Promise.all([
      markSensitiveItemsIfListChanged(t.db, t.config.university),
      markSensitiveItemsIfListChanged(t.db, t.config.university),
    ]);
    expect(await marked()).toBe(true);
  });
});
