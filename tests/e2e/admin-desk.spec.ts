import type { Browser, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { localToday } from '#shared/dates';
import type { ManualEntryPayload } from '#shared/schemas/found-report';
import { defaultUniversityConfig as diu } from '#shared/university/university-config';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures';
import { signInAdmin, signInMember } from './support/sign-in';

// Several browser suites share two cores; give the admin screens room under load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

function entry(
  itemName: string,
  color: string,
  overrides: Partial<ManualEntryPayload> = {},
): ManualEntryPayload {
  return {
    itemName,
    color,
    item_description: 'Handed in at the security desk by a cleaner',
    found_date: localToday(),
    found_time: '10:15',
    found_location: 'Admin Building Lobby',
    imageUrl: null,
    founder: {
      name: 'Desk Founder',
      email: 'desk.founder@diu.edu.bd',
      universityId: 'EMP-2001',
      phone: '01712345678',
      department: diu.faculties[0]!.departments[0]!,
    },
    ...overrides,
  };
}

async function stock(page: Page, tag: string) {
  const ids: Record<string, string> = {};
  for (const [name, color] of [
    [`Zebra Umbrella ${tag}`, 'Teal'],
    [`Alpha Umbrella ${tag}`, 'Teal'],
    [`Middle Umbrella ${tag}`, 'Orange'],
  ] as const) {
    const response = await page.request.post('/api/found-reports/manual-entry', { data: entry(name, color) });
    expect(response.status(), await response.text()).toBe(201);
    ids[name] = ((await response.json()) as { reportId: string }).reportId;
  }
  return ids;
}

/** Searches, filters, sorts, bookmarks and exports the stored items; used on a desktop and on a phone. */
async function findFilterSortExport(page: Page, tag: string, ids: Record<string, string>) {
  await page.goto('/admin/recovered-items');
  const table = page.getByRole('table', { name: 'Stored items' });
  const rows = table.locator('tbody tr');
  const names = () => rows.locator('td:nth-child(2)').allTextContents();

  // An item ID alone finds that one item.
  const zebra = ids[`Zebra Umbrella ${tag}`]!;
  await page.getByLabel('Search stored items').fill(zebra);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Zebra Umbrella ${tag}`);

  // Words, a color and an order over the whole list.
  await page.getByLabel('Search stored items').fill(`umbrella ${tag}`);
  await expect(rows).toHaveCount(3);
  await page.getByLabel('Color').fill('teal');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Sort by').selectOption({ label: 'Item' });
  await page.getByLabel('Sort direction').selectOption('asc');
  await expect.poll(names).toEqual([`Alpha Umbrella ${tag}`, `Zebra Umbrella ${tag}`]);
  await page.getByLabel('Sort direction').selectOption('desc');
  await expect.poll(names).toEqual([`Zebra Umbrella ${tag}`, `Alpha Umbrella ${tag}`]);

  // The view is in the address: a bookmark opens the same list.
  const bookmark = page.url();
  expect(new URL(bookmark).searchParams.get('color')).toBe('teal');
  await page.goto(bookmark);
  await expect.poll(names).toEqual([`Zebra Umbrella ${tag}`, `Alpha Umbrella ${tag}`]);
  await expect(page.getByLabel('Color')).toHaveValue('teal');

  // The export holds the same rows in the same order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^stored-items-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^Item ID,Item,Color,/);
  expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
    `Zebra Umbrella ${tag}`,
    `Alpha Umbrella ${tag}`,
  ]);

  // Filters that match nothing say so and offer a way out.
  await page.getByLabel('Category').selectOption('Laptop');
  await expect(page.getByText('No Items Match Filter')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).last().click();
  await expect(page.getByLabel('Search stored items')).toHaveValue('');
  await expect(rows.first()).toBeVisible();
}

const receiver = {
  name: 'Desk Receiver',
  email: 'desk.receiver@diu.edu.bd',
  universityId: '221-15-9001',
  phone: '01712345678',
  department: diu.faculties[0]!.departments[0]!,
};

/**
 * Two items on each of the other lists, named Alpha and Zebra: reported by a
 * member, claimed by one, handed over, and lost. Returns each list's search word.
 */
async function stockOtherLists(page: Page, browser: Browser, baseURL: string, tag: string) {
  const context = await browser.newContext({ baseURL });
  const member = await context.newPage();
  await signInMember(member, { completeProfile: true });
  const ok = async (response: Awaited<ReturnType<Page['request']['post']>>, status = 200) =>
    expect(response.status(), await response.text()).toBe(status);
  for (const first of ['Alpha', 'Zebra']) {
    await ok(
      await member.request.post('/api/found-reports', {
        data: {
          itemName: `${first} Kettle ${tag}`,
          color: 'Silver',
          item_description: 'Left on a bench outside the canteen',
          found_date: localToday(),
          found_location: 'Canteen',
          imageUrl: null,
        },
      }),
      201,
    );
    await ok(
      await member.request.post('/api/lost-reports', {
        data: {
          itemName: `${first} Scarf ${tag}`,
          color: 'Red',
          item_description: 'A woollen scarf with a pattern of small stars',
          lost_date: localToday(),
          lost_location: 'Auditorium',
          imageUrl: null,
        },
      }),
      201,
    );
    const claimed = await page.request.post('/api/found-reports/manual-entry', {
      data: entry(`${first} Lantern ${tag}`, 'Black'),
    });
    await ok(claimed, 201);
    const claimedId = ((await claimed.json()) as { reportId: string }).reportId;
    await ok(
      await member.request.patch(`/api/found-reports/${claimedId}/claim`, { data: { message: 'Mine' } }),
    );
    const resolved = await page.request.post('/api/found-reports/manual-entry', {
      data: entry(`${first} Compass ${tag}`, 'Brass'),
    });
    await ok(resolved, 201);
    const resolvedId = ((await resolved.json()) as { reportId: string }).reportId;
    await ok(await page.request.patch(`/api/found-reports/${resolvedId}/handover`, { data: { receiver } }));
  }
  await context.close();
  return [
    { path: '/admin/found-reports', caption: 'Found reports', word: 'kettle' },
    { path: '/admin/claimed-items', caption: 'Claimed items', word: 'lantern' },
    { path: '/admin/resolved-items', caption: 'Resolved items', word: 'compass' },
    { path: '/admin/lost-reports', caption: 'Lost reports', word: 'scarf' },
  ];
}

/** On each other list: its search finds the two, its order orders them, and its export holds them in that order. */
async function searchSortExportEachList(
  page: Page,
  tag: string,
  lists: Awaited<ReturnType<typeof stockOtherLists>>,
) {
  for (const { path, caption, word } of lists) {
    await page.goto(path);
    const rows = page.getByRole('table', { name: caption }).locator('tbody tr');
    await page.getByLabel(`Search ${caption.toLowerCase()}`).fill(`${word} ${tag}`);
    await expect(rows, `${path} finds both`).toHaveCount(2);
    await page.getByLabel('Sort by').selectOption({ label: 'Item' });
    await page.getByLabel('Sort direction').selectOption('asc');
    await expect(rows.first(), `${path} sorts A to Z`).toContainText(`Alpha`);
    await page.getByLabel('Sort direction').selectOption('desc');
    await expect(rows.first(), `${path} sorts Z to A`).toContainText(`Zebra`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} fits the window`).toBeLessThanOrEqual(page.viewportSize()!.width);

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    const named = csv
      .split('\r\n')
      .slice(1)
      .filter((line) => line.includes(tag))
      .map((line) => (line.includes('Alpha') ? 'Alpha' : 'Zebra'));
    expect(named, `${path} exports what it shows`).toEqual(['Zebra', 'Alpha']);
  }
}

test.describe('the security desk', () => {
  test.beforeEach(async ({ page }) => {
    await signInAdmin(page);
  });

  test('finds, filters, sorts and exports a list at 1280×800 with every row action in view', async ({
    page,
  }) => {
    const tag = unique();
    const ids = await stock(page, tag);
    await findFilterSortExport(page, tag, ids);

    // Every table's actions sit inside the window at 1280×800.
    for (const [path, name] of [
      ['/admin/recovered-items', 'Stored items'],
      ['/admin/resolved-items', 'Resolved items'],
      ['/admin/lost-reports', 'Lost reports'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name });
      const button = table.getByRole('button', { name: /^View/ }).first();
      if ((await button.count()) === 0) continue;
      const box = await button.boundingBox();
      expect(box!.x + box!.width, `${path} actions in view`).toBeLessThanOrEqual(1280);
    }
    await page.goto('/admin/recovered-items');
    await expect(page.getByRole('table', { name: 'Stored items' })).toBeVisible();
    await expectAccessible(page);
  });

  test('on a 390×844 phone the page never scrolls sideways while searching, filtering, sorting and exporting', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tag = unique();
    const ids = await stock(page, tag);
    await findFilterSortExport(page, tag, ids);
    for (const path of [
      '/admin/recovered-items',
      '/admin/lost-reports',
      '/admin/resolved-items',
      '/admin/dashboard',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is as wide as the phone`).toBeLessThanOrEqual(390);
    }
  });

  test('every other list searches, sorts and exports at 1280×800', async ({ page, browser, baseURL }) => {
    const tag = unique();
    const lists = await stockOtherLists(page, browser, baseURL!, tag);
    await searchSortExportEachList(page, tag, lists);
  });

  test('every other list searches, sorts and exports on a 390×844 phone', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tag = unique();
    const lists = await stockOtherLists(page, browser, baseURL!, tag);
    await searchSortExportEachList(page, tag, lists);
  });

  test('the dashboard counts link to their lists, and each chart has its figures as a table', async ({
    page,
  }) => {
    await page.goto('/admin/dashboard');
    const count = page.getByTestId('stat-recoveredItems');
    await expect(count).toHaveText(/^\d+$/);
    await expect(page.getByRole('table', { name: 'Items found and returned per week' })).toBeAttached();
    await expect(
      page.getByRole('table', { name: 'Items found and returned per week' }).locator('tbody tr'),
    ).toHaveCount(12);
    await expect(page.getByTestId('chart-return-rate')).toHaveText(/^(\d+%|N\/A)$/);
    await expectAccessible(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /Recovered Items/ })
      .click();
    await expect(page).toHaveURL(/\/admin\/recovered-items$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stored Items' })).toBeVisible();
  });
});
