import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification, LostReportMatches } from '#shared/schemas/notification';
import { defaultUniversityConfig } from '#shared/university/university-config';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { queryRows } from '#server/db/client';
import {
  foundPayload,
  lostPayload,
  personPayload,
} from '#server/routes/api/found-reports/found-report-fixtures';
import { enqueueJob } from '#server/services/jobs/job-queue';
import { phoneKeysIn, serialKeysIn, statesSerialNumber, universityEmailsIn } from './named-owners';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('what on a found item may name its owner', () => {
  it('reads serial numbers whatever their separators, never a plain word', () => {
    expect(serialKeysIn('Serial PF-3K2L 9Q on the back')).toEqual(
      expect.arrayContaining(['pf3k2l', 'pf3k2l9q', 'serialpf3k2l']),
    );
    expect(serialKeysIn('Black leather wallet')).toEqual([]);
    expect(serialKeysIn('inside the band s/n:7731452a')).toContain('7731452a');
  });

  it('tells an item that states a serial number from one that carries only numbers', () => {
    expect(statesSerialNumber('HP ProBook 440, serial number 5CD2041K7R')).toBe(true);
    expect(statesSerialNumber('Redmi Note 12, IMEI 358240051111128')).toBe(true);
    expect(statesSerialNumber('S/N: PF-3K2L9Q')).toBe(true);
    expect(statesSerialNumber('Black laptop found in room 402')).toBe(false);
    expect(statesSerialNumber('Serial killer novel, paperback')).toBe(false);
  });

  it('reads university email addresses only, and phone numbers by their last ten digits', () => {
    expect(
      universityEmailsIn('Owner: Rahim.Uddin@DIU.edu.bd or rahim@gmail.com', defaultUniversityConfig),
    ).toEqual(['rahim.uddin@diu.edu.bd']);
    expect(phoneKeysIn('Call +880 1711-223344 or 01811 223 344')).toEqual(['1711223344', '1811223344']);
    expect(phoneKeysIn('ID 221-15-1234, found 2024-11-20, room 402')).toEqual([]);
    expect(phoneKeysIn('a slip inside reads ০১৮১৫-৪৪৩৯০২')).toEqual(['1815443902']);
  });
});

describe.each(databaseKinds)('found items that name or match their owner on %s', (kind) => {
  let t: TestApp;
  let admin: string;

  const call = (cookie: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const enter = async (fields: Record<string, unknown>) => {
    const response = await call(admin, 'POST', '/api/found-reports/manual-entry', {
      ...foundPayload({ found_date: daysAgo(0), ...fields }),
      founder: personPayload(t, { name: 'Finder Person', email: 'finder@example.com', phone: '01999888777' }),
    });
    expect(response.statusCode, response.body).toBe(201);
    await t.app.jobs.idle();
    return response.json().reportId as string;
  };
  const notices = async (cookie: string) => {
    const response = await call(cookie, 'GET', '/api/notifications');
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AppNotification[]>();
  };
  const register = async (cookie: string, belonging: Record<string, string>) => {
    const response = await call(cookie, 'POST', '/api/belongings', belonging);
    expect(response.statusCode, response.body).toBe(201);
  };
  const fileLost = async (cookie: string, fields: Record<string, unknown>) => {
    const response = await call(cookie, 'POST', '/api/lost-reports', lostPayload(fields));
    expect(response.statusCode, response.body).toBe(201);
    await t.app.jobs.idle();
  };
  const matchedItems = async (cookie: string) =>
    (await call(cookie, 'GET', '/api/lost-reports/mine/possible-matches'))
      .json<LostReportMatches[]>()
      .flatMap((report) => report.matches.map((match) => match.item.reportId));

  let phones = 0;
  /** A member with a complete profile and a phone number of their own. */
  const member = (phone = `0155${String((phones += 1)).padStart(7, '0')}`) => t.signInMember({ phone });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
  }, 60_000);
  afterAll(async () => t?.close());

  it('tells the owner of a registered laptop by its serial number, once, and nobody else', async () => {
    const owner = await member();
    const someone = await member();
    await register(owner.cookie, {
      name: 'Laptop',
      category: 'Laptop',
      color: 'Silver',
      serialNumber: 'PF-3K2L9Q',
      privateNote: 'Receipt in my drawer',
    });
    await fileLost(someone.cookie, {
      itemName: 'Laptop',
      color: 'Silver',
      item_description: 'Silver laptop in a grey sleeve',
      lost_date: daysAgo(1),
    });
    const reportId = await enter({
      itemName: 'Laptop',
      color: 'Grey',
      item_description: 'Laptop, label on the bottom says S/N PF 3K2L9Q',
    });
    expect(await notices(owner.cookie)).toEqual([
      expect.objectContaining({
        kind: 'belonging',
        title: 'Your Laptop may have been found',
        body: 'The security office holds an item that carries the serial number of your Laptop (PF-3K2L9Q).',
        link: `/user/items/${reportId}`,
        items: [expect.objectContaining({ reportId, lostReportId: null })],
      }),
    ]);
    // The item is the owner's: another member's lost laptop is not matched with it.
    expect(await matchedItems(someone.cookie)).toEqual([]);
    expect(await notices(someone.cookie)).toEqual([]);
    const mail = await queryRows(
      t.db,
      sql`SELECT text FROM dev_outbox WHERE "to" = ${owner.record.email}`,
      z.object({ text: z.string() }),
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).not.toContain('Receipt in my drawer');

    // Matching the item again (a second server, the item stored again) tells nobody twice.
    const [item] = await queryRows(
      t.db,
      sql`SELECT id FROM found_reports WHERE report_id = ${reportId}`,
      z.object({ id: z.string() }),
    );
    await enqueueJob(t.db, 'match-found-item', { foundReportId: item!.id });
    await t.app.jobs.idle();
    expect(await notices(owner.cookie)).toHaveLength(1);

    // Lost reports filed later leave it out too.
    const late = await member();
    await fileLost(late.cookie, {
      itemName: 'Laptop',
      color: 'Grey',
      item_description: 'My grey laptop',
      lost_date: daysAgo(1),
    });
    expect(await matchedItems(late.cookie)).not.toContain(reportId);
  });

  it('tells the owner of a belonging like a stored item when its marks are on it, not for kind and colour alone', async () => {
    const marked = await member();
    const plain = await member();
    await register(marked.cookie, {
      name: 'Backpack',
      category: 'Backpack',
      color: 'Black',
      marks: 'Red keychain shaped like an owl, torn left strap',
    });
    await register(plain.cookie, { name: 'Backpack', category: 'Backpack', color: 'Black' });
    const reportId = await enter({
      itemName: 'Bag',
      color: 'Black',
      item_description: 'Black backpack with an owl keychain, one strap torn',
    });
    expect(await notices(marked.cookie)).toEqual([
      expect.objectContaining({
        kind: 'belonging',
        title: 'Possible match for your Backpack',
        link: `/user/items/${reportId}`,
      }),
    ]);
    expect(await notices(plain.cookie)).toEqual([]);
  });

  it('tells the member whose university email or phone number an item carries, and nobody else', async () => {
    const byEmail = await member();
    const byPhone = await member('+880 1744-556677');
    const shared = [
      await t.signInMember({ phone: '01899000111' }),
      await t.signInMember({ phone: '01899000111' }),
    ];
    const reader = await member();
    await fileLost(reader.cookie, {
      itemName: 'Notebook',
      color: 'Green',
      item_description: 'Green notebook with lecture notes',
      lost_date: daysAgo(1),
    });

    const notebook = await enter({
      itemName: 'Notebook',
      color: 'Green',
      item_description: `Green notebook, first page says ${byEmail.record.email.toUpperCase()}`,
    });
    expect(await notices(byEmail.cookie)).toEqual([
      expect.objectContaining({
        kind: 'named-owner',
        title: 'An item with your email address was found',
        body: `The security office holds an item that carries your email address (${byEmail.record.email}).`,
        items: [expect.objectContaining({ reportId: notebook })],
      }),
    ]);
    expect(await matchedItems(reader.cookie)).toEqual([]);

    const wallet = await enter({
      itemName: 'Wallet',
      color: 'Brown',
      item_description: 'Brown wallet, a card inside says call 01744 556677',
    });
    expect(await notices(byPhone.cookie)).toEqual([
      expect.objectContaining({
        kind: 'named-owner',
        title: 'An item with your phone number was found',
        body: 'The security office holds an item that carries your phone number (+880 1744-556677).',
        items: [expect.objectContaining({ reportId: wallet })],
      }),
    ]);

    // A number on two members' profiles names neither of them.
    await enter({ itemName: 'Umbrella', color: 'Black', item_description: 'Tag says 01899-000111' });
    for (const member of shared) expect(await notices(member.cookie)).toEqual([]);
    expect(await notices(reader.cookie)).toEqual([]);
  });
});
