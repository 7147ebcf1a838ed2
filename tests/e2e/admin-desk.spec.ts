import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { localToday } from '../../src/shared/dates';
import type { ManualEntryPayload } from '../../src/shared/schemas/found-report';
import { defaultUniversityConfig as diu } from '../../src/shared/university/university-config';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures';
import { signInAdmin } from './support/sign-in';

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
