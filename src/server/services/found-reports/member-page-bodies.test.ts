import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, TEST_ORIGIN, type TestApp } from '#tests/support/test-app';
import { insertFoundReports } from '#server/routes/api/found-reports/found-report-fixtures';

interface Card {
  reportId: string;
  claimedStatus: boolean;
  claimedByMe?: boolean;
}

// Members who claimed nothing on a page share one body, kept as sent: each change must still show at once.
describe.each(databaseKinds)('members sharing a page body on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  const reportIds: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
    const rows = await insertFoundReports(
      t.db,
      Array.from({ length: 5 }, (_, index) => ({ itemName: `Keyring ${index}`, ageSeconds: 100 + index })),
    );
    reportIds.push(...rows.map((row) => row.report_id));
    const [waiting] = await insertFoundReports(t.db, [
      { itemName: 'Keyring new', status: 'reported', ageSeconds: 1 },
    ]);
    reportIds.push(waiting!.report_id);
  });
  afterAll(async () => t?.close());

  const page = async (cookie: string, url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return { cards: response.json<Card[]>(), body: response.body, link: response.headers.link };
  };

  it.each(['/api/found-reports/stored-for-users?limit=3', '/api/found-reports/search?q=keyring&limit=3'])(
    'shows a claim, the claimant and a newly stored item at once on %s',
    async (url) => {
      const first = (await t.signInMember()).cookie;
      const second = (await t.signInMember()).cookie;
      const before = await page(first, url);
      expect((await page(second, url)).body).toBe(before.body);
      expect(before.link).toContain('cursor=');
      expect(before.cards.every((card) => card.claimedByMe === false)).toBe(true);

      const claimed = before.cards.find((card) => !card.claimedStatus)!.reportId;
      const claim = await t.app.inject({
        method: 'PATCH',
        url: `/api/found-reports/${claimed}/claim`,
        headers: { cookie: second, 'content-type': 'application/json' },
        payload: { message: 'It has my initials on it' },
      });
      expect(claim.statusCode, claim.body).toBe(200);
      const forFirst = (await page(first, url)).cards.find((card) => card.reportId === claimed);
      const forSecond = (await page(second, url)).cards.find((card) => card.reportId === claimed);
      expect(forFirst).toMatchObject({ claimedStatus: true, claimedByMe: false });
      expect(forSecond).toMatchObject({ claimedStatus: true, claimedByMe: true });

      const waiting = reportIds[5]!;
      if (!(await page(first, url)).cards.some((card) => card.reportId === waiting)) {
        const stored = await t.app.inject({
          method: 'PATCH',
          url: `/api/found-reports/${waiting}/store`,
          headers: { cookie: admin, origin: TEST_ORIGIN, 'content-type': 'application/json' },
          payload: {},
        });
        expect(stored.statusCode, stored.body).toBe(200);
      }
      expect((await page(first, url)).cards[0]!.reportId).toBe(waiting);
    },
  );
});
