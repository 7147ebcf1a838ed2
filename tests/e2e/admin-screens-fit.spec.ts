import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, expectAccessible, test } from './support/fixtures';
import { signInAdmin } from './support/sign-in';

// Several browser suites share two cores; give the admin screens room under load.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** An admin with a name, email and phone as long as the office's really are, so the table is measured at its widest. */
async function addLongNamedAdmin(page: Page) {
  const tag = unique();
  const email = `mohammad.rafiqul.islam.${tag}@diu.edu.bd`;
  const response = await page.request.post('/api/admins', {
    data: {
      name: 'Mohammad Rafiqul Islam Chowdhury',
      email,
      phone: '+8801712345678',
      universityId: `7100${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
      password: `long-enough-password-${tag}`,
      role: 'admin',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** A desk-staff member at every desk, so each name says its role, as on a campus with desks. */
async function addDeskStaff(page: Page) {
  const tag = unique();
  const desks = (await (await page.request.get('/api/desks')).json()) as { id: string }[];
  const response = await page.request.post('/api/admins', {
    data: {
      name: 'Nusrat Jahan Desk Staff',
      email: `nusrat.jahan.staff.${tag}@diu.edu.bd`,
      phone: '+8801812345678',
      universityId: `7300${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
      password: `long-enough-password-${tag}`,
      role: 'staff',
      deskIds: desks.map((desk) => desk.id),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** The box of a cell, and of the scrolling region around the table. */
async function withinRegion(region: Locator, cell: Locator) {
  const [outer, inner] = await Promise.all([region.boundingBox(), cell.boundingBox()]);
  return Boolean(
    outer && inner && inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1,
  );
}

/**
 * How much of the chosen option's text a select cannot show: its width in the
 * select's own font, against the width inside the padding less the arrow.
 */
function hiddenTextWidth(select: Locator) {
  return select.evaluate((element: HTMLSelectElement) => {
    const style = getComputedStyle(element);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const shown = context.measureText(element.selectedOptions[0]?.text ?? '').width;
    const arrow = 16;
    const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
    return shown - room;
  });
}

test.describe('admin screens fit their window', () => {
  test.beforeEach(async ({ page }) => {
    await signInAdmin(page);
  });

  test('Manage Admin shows every column at 1024×768, and on a phone says the table scrolls sideways', async ({
    page,
  }) => {
    const email = await addLongNamedAdmin(page);
    await addDeskStaff(page);
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/admin/manage-admin');
    const region = page.getByRole('region', { name: 'Admins' });
    const table = page.getByRole('table', { name: 'Admins' });
    await expect(table.getByRole('row').filter({ hasText: email })).toBeVisible();

    for (const header of ['Time', 'Actions']) {
      expect(await withinRegion(region, table.getByRole('columnheader', { name: header })), header).toBe(
        true,
      );
    }
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row.getByRole('button', { name: /^Remove/ })).toBeInViewport();
    await expect(table.getByRole('row').filter({ hasText: 'Nusrat Jahan Desk Staff' }).first()).toContainText(
      'Desk staff: ',
    );
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await pageScrollsSideways(page), 'the page scrolls sideways into blank space').toBe(false);
    await expect(page.getByText('Scroll the table sideways to see every column.')).toHaveCount(0);
    await expectAccessible(page);

    // On a phone the table scrolls inside its region, says so, and keeps the actions in view.
    await page.setViewportSize({ width: 390, height: 844 });
    const hint = page.getByText('Scroll the table sideways to see every column.');
    await expect(hint).toBeVisible();
    await expect(region).toHaveAccessibleDescription('Scroll the table sideways to see every column.');
    expect(await pageScrollsSideways(page), 'the page scrolls sideways on a phone').toBe(false);
    expect(await withinRegion(region, row.getByRole('button', { name: /^Edit/ }))).toBe(true);
    await expectAccessible(page);
  });

  for (const { name, width, height } of [
    { name: 'at 1280×800', width: 1280, height: 800 },
    { name: 'on a 390×844 phone', width: 390, height: 844 },
  ]) {
    test(`the activity log's filters and order show their whole text ${name}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/admin/dashboard');
      const log = page.getByRole('region', { name: 'Activity Log', exact: true });
      await expect(log.getByLabel('Sort direction')).toBeVisible();
      for (const order of ['asc', 'desc']) {
        await log.getByLabel('Sort direction').selectOption(order);
        for (const label of ['Sort by', 'Sort direction', 'Admin', 'Action']) {
          const select = log.getByLabel(label, { exact: true });
          expect(await hiddenTextWidth(select), `${label} cut off`).toBeLessThanOrEqual(0);
        }
      }
      expect(await pageScrollsSideways(page)).toBe(false);
    });
  }
});
