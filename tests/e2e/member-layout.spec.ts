import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { openAdmin, reportFoundItem, uniquePastDate, uniqueWord } from './support/member-items';
import { signInMember } from './support/sign-in';

/**
 * Item cards and the pages around them read at every width a member may use,
 * from the narrowest phone (320 px) to a desktop (1440 px), with the longest
 * words and IDs people type: no text broken a letter per line, nothing wider
 * than the screen.
 */

const WIDTHS = Array.from({ length: (1440 - 320) / 40 + 1 }, (_, index) => 320 + index * 40);

/** What is wrong with the page's layout at its present width, as sentences; none when it reads well. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) problems.push(`the page scrolls ${overflow} px sideways`);
    const main = document.querySelector('main');
    if (!main) return ['no main element'];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      if (text.length < 4 || !parent) continue;
      const style = getComputedStyle(parent);
      // Words for screen readers only are drawn in a 1 px box on purpose.
      if (style.position === 'absolute' && parent.getBoundingClientRect().width <= 1) continue;
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length === 0) continue;
      const lines = new Set(rects.map((rect) => Math.round(rect.top))).size;
      if (text.length / lines < 4) {
        problems.push(`"${text.slice(0, 40)}" wraps into ${lines} lines of ${text.length} characters`);
      }
      const card = parent.closest('article');
      if (card) {
        const edge = card.getBoundingClientRect().right;
        const right = Math.max(...rects.map((rect) => rect.right));
        if (right > edge + 1)
          problems.push(`"${text.slice(0, 40)}" runs ${Math.round(right - edge)} px past its card`);
      }
    }
    return problems;
  });
}

async function expectReadableAtEveryWidth(page: Page, what: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    // One frame for the new width's layout.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    expect(await layoutProblems(page), `${what} at ${width} px`).toEqual([]);
  }
}

test('item cards and their pages read at every width from 320 to 1440 px, with long words and IDs', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  await signInMember(page, { completeProfile: true });
  const long = `${uniqueWord()}${uniqueWord()}${uniqueWord()}${uniqueWord()}`;
  const day = uniquePastDate();
  const place = `Buildingfourhundredandtwo${uniqueWord()}Southwingcorridor`;
  const serial = 'SN8C1F3A9D2E7B4F60A1C3E5D7F9B2A4C6E8D0F1A3';

  const lost = await page.request.post('/api/lost-reports', {
    data: {
      itemName: `${long} bottle`,
      color: 'Blue',
      item_description: `Steel bottle engraved with serial ${serial}.`,
      lost_date: day,
      lost_location: place,
      imageUrl: null,
    },
  });
  expect(lost.status()).toBe(201);
  const security = await openAdmin(browser, baseURL!);
  const items = [];
  for (const color of ['Blue', 'Navy blue', 'Light blue']) {
    const item = await reportFoundItem(page.request, {
      itemName: `${long} bottle`,
      color,
      item_description: `Steel bottle, serial ${serial}, found beside ${place}.`,
      found_date: day,
      found_location: place,
    });
    await security.store(item.reportId);
    items.push(item);
  }
  await security.close();
  // Matching runs after the store; wait until the member's possible matches list them.
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/lost-reports/mine/possible-matches');
      const reports = (await response.json()) as { matches: unknown[] }[];
      return reports.reduce((count, report) => count + report.matches.length, 0);
    })
    .toBeGreaterThan(0);

  await page.goto('/user/my-items');
  await expect(
    page.getByRole('region', { name: 'Possible matches' }).getByRole('article').first(),
  ).toBeVisible();
  await expectReadableAtEveryWidth(page, 'My Items');

  await page.goto(`/user/search-results?q=${encodeURIComponent(long)}`);
  await expect(page.getByRole('article')).toHaveCount(items.length);
  await expectReadableAtEveryWidth(page, 'Search Results');

  await page.goto(`/user/recovered-items?from=${day}&to=${day}`);
  await expect(page.getByRole('article').filter({ hasText: long })).toHaveCount(items.length);
  await expectReadableAtEveryWidth(page, 'Recovered Items');

  // A query of 300 characters without a space: the heading and the empty state wrap.
  await page.goto(`/user/search-results?q=${'q'.repeat(300)}`);
  await expect(page.getByRole('heading', { name: 'No Items Found' })).toBeVisible();
  await expectReadableAtEveryWidth(page, 'a 300-character query');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a new member is asked to update their profile on the page, and nothing covers the department picker', async ({
    page,
  }) => {
    await signInMember(page);
    await expect(page).toHaveURL(/\/user\/profile$/);
    await expect(page.getByRole('main').getByText('Please update your profile.')).toBeVisible();
    await page.getByRole('button', { name: /Department/ }).click();
    const picker = page.getByRole('dialog', { name: 'Select your department' });
    await expect(picker).toBeVisible();
    // The sign-in's toasts go once a dialog opens: none lies over its lower part.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    const last = picker.getByRole('button').last();
    await last.scrollIntoViewIfNeeded();
    const box = (await last.boundingBox())!;
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop).toBe(true);
  });

  test('recovered items show two cards a row, and a card opens its item page', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInMember(page, { completeProfile: true });
    const word = uniqueWord();
    const day = uniquePastDate();
    const security = await openAdmin(browser, baseURL!);
    const stored = [];
    for (const name of ['umbrella', 'scarf', 'calculator']) {
      const item = await reportFoundItem(page.request, { itemName: `${word} ${name}`, found_date: day });
      await security.store(item.reportId);
      stored.push(item);
    }
    await security.close();

    await page.goto(`/user/recovered-items?from=${day}&to=${day}`);
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(3);
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { top: Math.round(box.top), width: box.width };
      }),
    );
    expect(boxes[0]!.top).toBe(boxes[1]!.top);
    expect(boxes[2]!.top).toBeGreaterThan(boxes[0]!.top);
    for (const box of boxes) expect(box.width).toBeLessThan(390 / 2);

    // A tap on the photo, not only on the name, opens the item.
    const umbrella = cards.filter({ hasText: `${word} umbrella` });
    await umbrella.getByRole('img').scrollIntoViewIfNeeded();
    const photo = (await umbrella.getByRole('img').boundingBox())!;
    await page.touchscreen.tap(photo.x + photo.width / 2, photo.y + photo.height / 2);
    await expect(page).toHaveURL(new RegExp(`/user/items/${stored[0]!.reportId}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Item ${stored[0]!.reportId}` })).toBeVisible();
  });
});
