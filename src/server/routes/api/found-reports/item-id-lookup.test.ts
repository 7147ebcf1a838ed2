import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, type TestApp } from '#tests/support/test-app';
import { foundReports } from '#server/db/schema';
import { insertFoundReports } from '#server/routes/api/found-reports/found-report-fixtures';

/**
 * The console's ID box looks an item up by the ID a label, a mail or a phone
 * call gives, then opens its page: the page's own call answers it.
 */
describe.each(databaseKinds)("the console's ID box on %s", (kind) => {
  let t: TestApp;
  let admin: string;

  const lookUp = (id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/found-reports/details/${encodeURIComponent(id)}`,
      headers: { cookie: admin },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = (await t.signInAdmin()).cookie;
  });
  afterAll(async () => t?.close());

  it('finds an item by its ID in any case, and past 999999 when the number has grown a digit', async () => {
    const [item, later] = await insertFoundReports(t.db, [
      { itemName: 'Blue Umbrella' },
      { itemName: 'Red Scarf' },
    ]);
    await t.db.update(foundReports).set({ reportId: 'FND1000000' }).where(eq(foundReports.id, later!.id));

    for (const id of [item!.report_id, item!.report_id.toLowerCase()]) {
      const found = await lookUp(id);
      expect([found.statusCode, found.json().itemName], id).toEqual([200, 'Blue Umbrella']);
    }
    const grown = await lookUp('FND1000000');
    expect([grown.statusCode, grown.json().reportId]).toEqual([200, 'FND1000000']);
  });

  it('says so when no item has the ID, or the text is no item ID at all', async () => {
    for (const id of ['FND999998', 'LST000001', 'FND12', 'watch']) {
      const missing = await lookUp(id);
      expect([missing.statusCode, missing.json().code], id).toEqual([404, 'NOT_FOUND']);
    }
  });
});
