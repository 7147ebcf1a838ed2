import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoundReportCard } from '#shared/schemas/found-report';
import { defaultUniversityConfig } from '#shared/university/university-config';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import {
  foundPayload,
  insertFoundReports,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { memberView, sensitiveKindOf } from './member-card-privacy';
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
    await queryRows(
      t.db,
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
    (await queryRows<{ word: string }>(t.db, sql`SELECT word FROM search_words`)).map((row) => row.word);

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
    expect(await markSensitiveItems(t.db, t.config.university)).toBe(1);
    expect(await search('Tanvir')).toEqual([]);
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
    const [row] = await queryRows<{ sensitive: boolean }>(
      t.db,
      sql`SELECT sensitive FROM found_reports WHERE report_id = ${passport!.report_id}`,
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
        await queryRows<{ sensitive: boolean }>(
          t.db,
          sql`SELECT sensitive FROM found_reports WHERE report_id = ${passport!.report_id}`,
        )
      )[0]!.sensitive;
    expect(await markSensitiveItemsIfListChanged(t.db, t.config.university)).toBeGreaterThan(0);
    expect(await marked()).toBe(true);
    await queryRows(
      t.db,
      sql`UPDATE found_reports SET sensitive = false WHERE report_id = ${passport!.report_id}`,
    );
    expect(await markSensitiveItemsIfListChanged(t.db, t.config.university)).toBeUndefined();
    expect(await marked()).toBe(false);
    // Two servers starting at once on a changed list agree on every mark.
    const [first, second] = await Promise.all([
      markSensitiveItemsIfListChanged(t.db, withoutPassports),
      markSensitiveItemsIfListChanged(t.db, withoutPassports),
    ]);
    expect([first, second]).not.toContain(undefined);
    await Promise.all([
      markSensitiveItemsIfListChanged(t.db, t.config.university),
      markSensitiveItemsIfListChanged(t.db, t.config.university),
    ]);
    expect(await marked()).toBe(true);
  });
});
