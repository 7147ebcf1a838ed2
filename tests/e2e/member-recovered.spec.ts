import { expect, expectAccessible, test } from './support/fixtures';
import {
  browserToday,
  dayBefore,
  localDate,
  openAdmin,
  storedItems,
  tabTo,
  uniquePastDate,
  uniqueWord,
  uploadPhoto,
} from './support/member-items';
import { signInMember } from './support/sign-in';

test.describe('recovered items', () => {
  test('lists stored items with every field, filtered by found date, with the count and range', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInMember(page, { completeProfile: true });
    const admin = await openAdmin(browser, baseURL!);
    const word = uniqueWord();
    const foundDate = uniquePastDate();
    const photo = await uploadPhoto(page.request);
    const [first] = await storedItems(page, admin, [
      {
        itemName: `${word} wristwatch`,
        color: 'Silver',
        item_description: 'Analog wristwatch with a scratched glass face.',
        found_date: foundDate,
        found_time: '09:05',
        found_location: 'Gym changing room',
        imageUrl: photo,
      },
      // A photo that is gone (or never was): the card must still look right.
      {
        itemName: `${word} scarf`,
        found_date: foundDate,
        found_time: null,
        imageUrl: '/api/images/00000000-0000-4000-8000-000000000000/detail.webp',
      },
    ]);
    await admin.close();

    await page.goto('/user/recovered-items');
    await expect(page.getByText(/^Showing \d+ recovered items?$/)).toBeVisible();
    await page.getByLabel('From', { exact: true }).fill(foundDate);
    await page.getByLabel('To', { exact: true }).fill(foundDate);

    const shown = await localDate(page, foundDate);
    await expect(page.getByText(`Showing 2 recovered items from ${shown} to ${shown}`)).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(2);

    const watch = page.getByRole('article', { name: `${word} wristwatch` });
    await expect(watch).toContainText(shown);
    await expect(watch).toContainText('09:05 AM');
    await expect(watch).toContainText('Gym changing room');
    await expect(watch).toContainText(first!.reportId);
    await expect(watch).toContainText('Silver');
    await expect(watch).toContainText('Analog wristwatch with a scratched glass face.');
    // The photo's small WebP variant, lazy, its box sized so nothing shifts when it arrives.
    const image = watch.getByRole('img', { name: `${word} wristwatch` });
    await expect(image).toHaveAttribute('src', /\/card\.webp$/);
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // A broken photo falls back to the default item picture, which exists.
    const scarf = page.getByRole('article', { name: `${word} scarf` });
    await expect(scarf).toContainText('N/A');
    const fallback = scarf.getByRole('img', { name: `${word} scarf` });
    await expect(fallback).toHaveAttribute('data-fallback', '');
    await expect
      .poll(() => fallback.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(watch.getByRole('button', { name: 'Claim this item' })).toBeEnabled();
    await expectAccessible(page);

    // The filter's bounds follow spec §5.
    const today = await browserToday(page);
    await expect(page.getByLabel('From', { exact: true })).toHaveAttribute('max', foundDate);
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('min', foundDate);
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('max', today);

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('');
    await expect(page.getByText(/^Showing \d+ recovered items?$/)).toBeVisible();
  });

  test('on a phone: two cards a row, filters kept in the address through back and forward, a card opens its item', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInMember(page, { completeProfile: true });
    const admin = await openAdmin(browser, baseURL!);
    const word = uniqueWord();
    const day = uniquePastDate();
    const [, bag] = await storedItems(page, admin, [
      { itemName: `${word} wristwatch`, color: 'Black', found_date: day, found_location: `${word} Hall` },
      {
        itemName: `${word} backpack`,
        color: 'Black',
        found_date: day,
        found_location: `${word} Hall, gate 2`,
      },
      { itemName: `${word} umbrella`, color: 'Blue', found_date: day, found_location: 'Cafeteria' },
    ]);
    await admin.close();
    const shown = await localDate(page, day);
    const showing = (count: number) =>
      page.getByText(
        `Showing ${count} recovered ${count === 1 ? 'item' : 'items'} from ${shown} to ${shown}`,
      );

    // A link with a category the list does not have opens the list without it, and says so.
    await page.goto(`/user/recovered-items?from=${day}&to=${day}&category=Spaceship`);
    await expect(
      page.getByText('Part of this link could not be used as a filter, so it was left out.'),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/category=/);
    await expect(showing(3)).toBeVisible();
    const cards = page.getByRole('article');
    const [left, right] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(right!.y).toBe(left!.y);
    expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByLabel('Color', { exact: true }).selectOption('black');
    await expect(showing(2)).toBeVisible();
    await page.getByLabel('Place found').fill(word.toLowerCase());
    await page.getByLabel('Place found').press('Enter');
    await expect(page).toHaveURL(new RegExp(`place=${word.toLowerCase()}`));
    await page.getByLabel('Category').selectOption('Backpack');
    await expect(showing(1)).toBeVisible();
    await expect(cards).toHaveCount(1);

    await page.goBack();
    await expect(showing(2)).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('');
    await expect(page.getByLabel('Place found')).toHaveValue(word.toLowerCase());
    await page.goForward();
    await expect(showing(1)).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('Backpack');
    await expectAccessible(page);

    // The whole card is the way to the item's page, not only its name.
    const card = page.getByRole('article', { name: `${word} backpack` });
    const box = (await card.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + 20);
    await expect(page).toHaveURL(new RegExp(`/user/items/${bag!.reportId}$`));
  });

  test('a date range with nothing in it says "No Items Found", and Clear Filters resets it', async ({
    page,
  }) => {
    await signInMember(page, { completeProfile: true });
    const date = dayBefore('2000-06-02');
    await page.goto(`/user/recovered-items?from=${date}&to=${date}`);
    await expect(page.getByRole('heading', { name: 'No Items Found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('heading', { name: 'No Items Found' })).toHaveCount(0);
    await expect(page.getByLabel('From', { exact: true })).toHaveValue('');
    await expect(page).toHaveURL(/\/user\/recovered-items$/);
  });

  test('a From date later than To is explained, not applied, and clears the old results', async ({
    page,
  }) => {
    await signInMember(page, { completeProfile: true, open: '/user/recovered-items' });
    await page.getByLabel('To', { exact: true }).fill('2020-01-01');
    await page.getByLabel('From', { exact: true }).fill('2020-02-01');
    await expect(page.getByText('From date cannot be later than To date')).toBeVisible();
    await expect(page).toHaveURL(/to=2020-01-01$/);
    // The results of the last valid range go, so nothing on screen contradicts the dates.
    await expect(page.getByRole('heading', { name: 'Check the Dates' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await expect(page.getByText(/^Showing \d+ recovered items?/)).toHaveCount(0);
  });

  test('with nothing stored at all it says "No Items Available"', async ({ page }) => {
    await signInMember(page, { completeProfile: true });
    await page.route('**/api/found-reports/stored-for-users**', (route) => route.fulfill({ json: [] }));
    await page.goto('/user/recovered-items');
    await expect(page.getByRole('heading', { name: 'No Items Available' })).toBeVisible();
    await expect(page.getByText('Showing 0 recovered items')).toBeVisible();
    await expectAccessible(page);
  });

  test('a failed load shows the full error page, and Refresh Page reloads', async ({ page }) => {
    await signInMember(page, { completeProfile: true });
    await page.route('**/api/found-reports/stored-for-users**', (route) =>
      route.fulfill({ status: 503, json: { message: 'Unavailable' } }),
    );
    await page.goto('/user/recovered-items');
    await expect(page.getByRole('heading', { name: 'Error Loading Items' })).toBeVisible();
    await expect(page.getByLabel('From', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await page.unroute('**/api/found-reports/stored-for-users**');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await reloaded;
    await expect(page.getByText(/^Showing \d+ recovered items?$/)).toBeVisible();
  });
});

test.describe('claiming', () => {
  test('message, warning, Confirm, then "Already Claimed" after the list is fetched again', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInMember(page, { completeProfile: true });
    const admin = await openAdmin(browser, baseURL!);
    const word = uniqueWord();
    const foundDate = uniquePastDate();
    const [item] = await storedItems(page, admin, [{ itemName: `${word} earbuds`, found_date: foundDate }]);
    await admin.close();

    await page.goto(`/user/recovered-items?from=${foundDate}&to=${foundDate}`);
    const card = page.getByRole('article', { name: `${word} earbuds` });
    const claimButton = card.getByRole('button', { name: 'Claim this item' });

    // Cancel leaves everything as it was and gives focus back.
    await claimButton.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Message (optional)')).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(claimButton).toBeFocused();

    // Escape closes it too, once it is open and holds the focus (a key pressed before is the page's).
    await claimButton.click();
    await expect(dialog.getByLabel('Message (optional)')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await claimButton.click();
    await dialog.getByLabel('Message (optional)').fill('Left case has my initials scratched inside.');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm Claiming?' })).toBeVisible();
    await expect(dialog).toContainText('false claiming of an item will lead to disciplinary action');

    // Close backs out without claiming.
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(claimButton).toBeEnabled();

    await claimButton.click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/found-reports/*/claim', async (route) => {
      await held;
      await route.continue();
    });
    const refetched = page.waitForRequest((request) => request.url().includes('/stored-for-users'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    await expect(page.getByText('Claim submitted successfully!')).toBeVisible();
    await refetched;
    await expect(card.getByRole('button', { name: 'Already Claimed' })).toBeDisabled();
    // Focus stays where the claim was made, not lost to the page.
    await expect(card.getByRole('button', { name: 'Already Claimed' })).toBeFocused();
    await expect(card.getByRole('button', { name: 'Claim this item' })).toHaveCount(0);
    expect(item!.reportId).toMatch(/^FND\d{6}$/);
  });

  test('a refused claim says "Failed to submit claim" with the server\'s reason', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInMember(page, { completeProfile: true });
    const admin = await openAdmin(browser, baseURL!);
    const foundDate = uniquePastDate();
    const word = uniqueWord();
    await storedItems(page, admin, [{ itemName: `${word} notebook`, found_date: foundDate }]);
    await admin.close();

    await page.route('**/api/found-reports/*/claim', (route) =>
      route.fulfill({ status: 409, json: { message: 'You have already claimed this item' } }),
    );
    await page.goto(`/user/recovered-items?from=${foundDate}&to=${foundDate}`);
    await page.getByRole('button', { name: 'Claim this item' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Failed to submit claim')).toBeVisible();
    await expect(page.getByText('You have already claimed this item')).toBeVisible();
    // The dialog stays, so the person can close it or try again.
    await expect(page.getByRole('dialog', { name: 'Confirm Claiming?' })).toBeVisible();
  });

  test('a claim can be made with the keyboard alone', async ({ page, browser, baseURL }) => {
    await signInMember(page, { completeProfile: true });
    const admin = await openAdmin(browser, baseURL!);
    const foundDate = uniquePastDate();
    const word = uniqueWord();
    await storedItems(page, admin, [{ itemName: `${word} lunch box`, found_date: foundDate }]);
    await admin.close();

    await page.goto(`/user/recovered-items?from=${foundDate}&to=${foundDate}`);
    const card = page.getByRole('article', { name: `${word} lunch box` });
    await tabTo(page, card.getByRole('button', { name: 'Claim this item' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByLabel('Message (optional)')).toBeFocused();
    await page.keyboard.type('Blue lid, my name on a sticker underneath.');
    await tabTo(page, dialog.getByRole('button', { name: 'Continue' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Confirm Claiming?' })).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Confirm' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Claim submitted successfully!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Already Claimed' })).toBeDisabled();
    await expect(card.getByRole('button', { name: 'Already Claimed' })).toBeFocused();
    // Enter on it does nothing more.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
