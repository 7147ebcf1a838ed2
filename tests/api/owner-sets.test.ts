import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Belonging } from '#shared/schemas/belonging';
import type { AppNotification } from '#shared/schemas/notification';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { foundPayload, personPayload } from '#server/routes/api/found-reports/found-report-fixtures';

/**
 * Issue #29 item 7: the owner who never reported is told, and nobody else.
 * Two sets of cases, kept as data in tests/owner-sets: the own set, written
 * with the matching rules in view, and the hidden set, written apart and never
 * used to choose a weight or threshold. Every case has a member of its own;
 * all belongings are registered before any item is stored, so each item meets
 * every other case's belongings too.
 */
interface BelongingFields {
  name: string;
  category: string;
  color?: string;
  brand?: string;
  model?: string;
  serialNumber?: string;
  marks?: string;
}

interface OwnerCase {
  name: string;
  /** The owner's phone number on their profile (otherwise one of their own nobody writes). */
  phone?: string;
  belongings?: BelongingFields[];
  /** What the desk stores; {email}, {EMAIL} and {localpart} are the owner's address. */
  found?: { itemName: string; color: string; description: string; place: string };
  /** A belonging whose sticker a stranger scans, and what they write. */
  sticker?: BelongingFields;
  message?: string;
  expect: 'told' | 'silent';
  via?: 'serial-number' | 'belonging' | 'email' | 'phone' | 'sticker';
}

const SETS = ['own', 'hidden'] as const;
const readSet = (set: (typeof SETS)[number]) =>
  (
    JSON.parse(readFileSync(new URL(`../owner-sets/${set}.json`, import.meta.url), 'utf8')) as {
      cases: OwnerCase[];
    }
  ).cases;

/** The kind of notice each way of reaching the owner gives. */
const NOTICE_KIND = {
  'serial-number': 'belonging',
  belonging: 'belonging',
  email: 'named-owner',
  phone: 'named-owner',
  sticker: 'finder-message',
} as const;

const today = () => new Date().toISOString().slice(0, 10);

describe.each(databaseKinds)('test sets of owners who never reported, on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let phones = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
  }, 60_000);
  afterAll(async () => t?.close());

  const call = (cookie: string | undefined, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });

  const register = async (cookie: string, belonging: BelongingFields) => {
    const response = await call(cookie, 'POST', '/api/belongings', belonging);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Belonging>();
  };

  it.each(SETS)(
    'the %s set: each owner is told, nobody else is, and the look-alikes stay silent',
    async (set) => {
      const cases = readSet(set);
      const owners = [];
      for (const ownerCase of cases) {
        const phone = ownerCase.phone ?? `0166${String((phones += 1)).padStart(7, '0')}`;
        const owner = await t.signInMember({ phone });
        for (const belonging of ownerCase.belongings ?? []) await register(owner.cookie, belonging);
        const sticker = ownerCase.sticker ? await register(owner.cookie, ownerCase.sticker) : undefined;
        owners.push({ ownerCase, owner, sticker });
      }
      const bystander = await t.signInMember({ phone: `0177${String((phones += 1)).padStart(7, '0')}` });

      const reached = new Map<string, { reportId?: string; ms: number }>();
      for (const { ownerCase, owner, sticker } of owners) {
        const started = performance.now();
        if (ownerCase.found) {
          const email = owner.record.email;
          const fill = (text: string) =>
            text
              .replaceAll('{email}', email)
              .replaceAll('{EMAIL}', email.toUpperCase())
              .replaceAll('{localpart}', email.split('@')[0]!);
          const response = await call(admin, 'POST', '/api/found-reports/manual-entry', {
            ...foundPayload({
              itemName: ownerCase.found.itemName,
              color: ownerCase.found.color,
              item_description: fill(ownerCase.found.description),
              found_location: ownerCase.found.place,
              found_date: today(),
            }),
            founder: personPayload(t, {
              name: 'Finder Person',
              email: 'finder@example.com',
              phone: '01999888777',
            }),
          });
          expect(response.statusCode, response.body).toBe(201);
          await t.app.jobs.idle();
          reached.set(ownerCase.name, {
            reportId: response.json().reportId as string,
            ms: performance.now() - started,
          });
        } else if (sticker) {
          const response = await call(undefined, 'POST', `/api/stickers/${sticker.stickerCode}/messages`, {
            message: ownerCase.message,
          });
          expect(response.statusCode, response.body).toBe(201);
          await t.app.jobs.idle();
          reached.set(ownerCase.name, { ms: performance.now() - started });
        }
      }

      const noticesOf = async (cookie: string) =>
        (await call(cookie, 'GET', '/api/notifications')).json<AppNotification[]>();
      const outcome = [];
      for (const { ownerCase, owner } of owners) {
        const notices = await noticesOf(owner.cookie);
        const { reportId } = reached.get(ownerCase.name)!;
        const own = notices.filter((notice) =>
          ownerCase.sticker
            ? notice.kind === 'finder-message'
            : notice.items.some((item) => item.reportId === reportId),
        );
        outcome.push({
          case: ownerCase.name,
          expect: ownerCase.expect,
          told: own.map((notice) => notice.kind),
          /** Notices about any other case's item: somebody else's item reached this member. */
          others: notices.length - own.length,
        });
      }
      const expected = cases.map((ownerCase) => ({
        case: ownerCase.name,
        expect: ownerCase.expect,
        told: ownerCase.expect === 'told' ? [NOTICE_KIND[ownerCase.via!]] : [],
        others: 0,
      }));
      const times = [...reached.values()].map((entry) => entry.ms).sort((a, b) => a - b);
      const told = outcome.filter((entry) => entry.expect === 'told' && entry.told.length > 0).length;
      const silent = outcome.filter((entry) => entry.expect === 'silent' && entry.told.length === 0).length;
      console.info(
        `[owner sets] ${set} on ${kind}: ${told} of ${cases.filter((c) => c.expect === 'told').length} owners told, ` +
          `${silent} of ${cases.filter((c) => c.expect === 'silent').length} look-alikes silent, ` +
          `${outcome.reduce((sum, entry) => sum + entry.others, 0)} notices to anyone else; ` +
          `store or scan to notice ${Math.round(times[Math.floor(times.length / 2)]!)} ms median, ${Math.round(times.at(-1)!)} ms at most`,
      );
      expect(outcome).toEqual(expected);
      expect(await noticesOf(bystander.cookie)).toEqual([]);
    },
  );
});
