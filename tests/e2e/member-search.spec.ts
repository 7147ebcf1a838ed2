import { CATEGORY_CHIPS } from '#shared/constants/category-chips';
import { PAGE_SIZE_DEFAULT } from '#shared/constants/limits';
import { expect, expectAccessible, test } from './support/fixtures';
import {
  browserToday,
  dayBefore,
  openAdmin,
  storedItems,
  tabTo,
  uniquePastDate,
  uniqueWord,
  withTypo,
} from './support/member-items';
import { signInMember } from './support/sign-in';

test.describe('search home', () => {
  // The one place the category strip's motion is the subject; every other test asks for none.
  test.use({ reducedMotion: 'no-preference' });
  let memberName = '';
  test.beforeEach(async ({ page }) => {
    ({ name: memberName } = await signInMember(page, { completeProfile: true }));
  });

  test('searches for the trimmed text with Enter or the search icon, and not for blanks', async ({
    page,
  }) => {
    const box = page.getByRole('searchbox', { name: 'Search for an item' });
    await expect(box).toHaveAttribute('placeholder', 'Search for an item that you want to find');

    await box.fill('   ');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/search$/);

    await box.fill('  Blue water bottle & cap ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/user\/search-results\?q=Blue%20water%20bottle%20%26%20cap$/);
    await expect(
      page.getByRole('heading', { name: 'Search results for “Blue water bottle & cap”' }),
    ).toBeVisible();

    await page.goto('/user/search');
    await page.getByRole('searchbox').fill('Umbrella');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/user\/search-results\?q=Umbrella$/);
  });

  test('shows the 38 category chips in order, doubled for the loop with the copy hidden', async ({
    page,
  }) => {
    const strip = page.getByRole('navigation', { name: 'Popular categories' });
    // Only the first half is exposed to assistive tech and the keyboard.
    await expect(strip.getByRole('button')).toHaveText([...CATEGORY_CHIPS]);
    await expect(strip.locator('button')).toHaveCount(CATEGORY_CHIPS.length * 2);
    await expect(strip.locator('[aria-hidden="true"] button[tabindex="-1"]')).toHaveCount(
      CATEGORY_CHIPS.length,
    );

    const track = strip.locator('.category-chips-track');
    await expect(track).toHaveCSS('animation-duration', '120s');
    await expect(track).toHaveCSS('animation-play-state', 'running');
    await strip.hover();
    await expect(track).toHaveCSS('animation-play-state', 'paused');
  });

  test('a chip sets the text and searches its label', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Popular categories' }).hover();
    await page.getByRole('button', { name: 'Water Bottle' }).click();
    await expect(page).toHaveURL(/\/user\/search-results\?q=Water%20Bottle$/);
    await expect(page.getByRole('heading', { name: 'Search results for “Water Bottle”' })).toBeVisible();
  });

  test('chips are reachable and usable with the keyboard alone', async ({ page }) => {
    const first = page.getByRole('button', { name: CATEGORY_CHIPS[0], exact: true });
    await tabTo(page, first);
    // A chip reached by keyboard stops the strip so it can be seen.
    await expect(page.locator('.category-chips-track')).toHaveCSS('animation-name', 'none');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: CATEGORY_CHIPS[1], exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/search-results\?q=Phone$/);
  });

  test('the strip stands still for people who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    const strip = page.getByRole('navigation', { name: 'Popular categories' });
    await expect(strip.locator('.category-chips-track')).toHaveCSS('animation-name', 'none');
    // Every chip is on screen, none hidden off the edge.
    await expect(strip.getByRole('button', { name: 'Power Bank' })).toBeInViewport();
    await expect(strip.locator('.category-chips-copy')).toBeHidden();
  });

  test('has no serious accessibility problems', async ({ page }) => {
    await expect(page.getByRole('navigation', { name: 'Popular categories' })).toBeVisible();
    // Scanned once the app has taken the prerendered page over: the page as built names no
    // one ("Account menu for User"), the app names the member signed in.
    await expect(page.getByRole('button', { name: `Account menu for ${memberName}` })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('search results', () => {
  test('finds stored items despite a typo, with the count line, and loads more as the person scrolls', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Reporting and storing a page and a bit of items takes a while on a busy machine.
    test.setTimeout(180_000);
    await signInMember(page, { completeProfile: true });
    const admin = await openAdmin(browser, baseURL!);
    const word = uniqueWord();
    const total = PAGE_SIZE_DEFAULT + 2;
    await storedItems(
      page,
      admin,
      Array.from({ length: total }, (_, index) => ({ itemName: `${word} keyring ${index + 1}` })),
    );
    await admin.close();

    await page.goto(`/user/search-results?q=${encodeURIComponent(withTypo(word))}`);
    await expect(page.getByRole('heading', { name: `Search results for “${withTypo(word)}”` })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(PAGE_SIZE_DEFAULT);
    await expect(page.getByText(`${PAGE_SIZE_DEFAULT}+ items found`)).toBeVisible();

    await cards.last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    await expect(cards).toHaveCount(total);
    await expect(page.getByText(`${total} items found`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('shows a spinner and "Searching items..." while the search runs', async ({ page }) => {
    await signInMember(page, { completeProfile: true });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/found-reports/search?**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/user/search-results?q=${uniqueWord()}`);
    await expect(page.getByText('Searching items...')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'No Items Found' })).toBeVisible();
  });

  test('shows a spinner while the session loads, and waits for it before searching', async ({ page }) => {
    await signInMember(page, { completeProfile: true });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let searchesBeforeSession = 0;
    let sessionDone = false;
    await page.route('**/api/auth/session', async (route) => {
      await held;
      await route.continue();
      sessionDone = true;
    });
    page.on('request', (request) => {
      if (request.url().includes('/api/found-reports/search') && !sessionDone) searchesBeforeSession += 1;
    });
    await page.goto(`/user/search-results?q=${uniqueWord()}`);
    await expect(page.getByRole('status').first()).toBeVisible();
    await expect(page.getByText('Searching items...')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'No Items Found' })).toBeVisible();
    expect(searchesBeforeSession).toBe(0);
  });

  test('an empty query asks for a search term', async ({ page }) => {
    await signInMember(page, { completeProfile: true, open: '/user/search-results?q=' });
    await expect(page.getByRole('heading', { name: 'No Search Query' })).toBeVisible();
    await expect(page.getByText('Please enter a search term to find items.')).toBeVisible();
    await expectAccessible(page);
  });

  test('nothing found says so, with the term', async ({ page }) => {
    await signInMember(page, { completeProfile: true });
    const term = `${uniqueWord()}qx`;
    await page.goto(`/user/search-results?q=${term}`);
    await expect(page.getByRole('heading', { name: 'No Items Found' })).toBeVisible();
    await expect(page.getByText(`No items found matching “${term}”.`)).toBeVisible();
    await expect(page.getByText('Try searching with different keywords.')).toBeVisible();
    await expectAccessible(page);
  });

  test('a failed search shows the error panel, and Refresh Page reloads it', async ({ page }) => {
    await signInMember(page, { completeProfile: true });
    await page.route('**/api/found-reports/search?**', (route) =>
      route.fulfill({ status: 500, json: { message: 'Something went wrong' } }),
    );
    await page.goto(`/user/search-results?q=${uniqueWord()}`);
    await expect(page.getByRole('heading', { name: 'Error Loading Search Results' })).toBeVisible();
    await expectAccessible(page);

    await page.unroute('**/api/found-reports/search?**');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Refresh Page' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { name: 'No Items Found' })).toBeVisible();
  });

  test('the date filter is sent to the server, bounded per spec, and Clear Filters brings items back', async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInMember(page, { completeProfile: true });
    const admin = await openAdmin(browser, baseURL!);
    const word = uniqueWord();
    const foundDate = uniquePastDate();
    await storedItems(page, admin, [{ itemName: `${word} umbrella`, found_date: foundDate }]);
    await admin.close();

    await page.goto(`/user/search-results?q=${word}`);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByText('1 item found')).toBeVisible();

    const today = await browserToday(page);
    const from = page.getByLabel('From', { exact: true });
    const to = page.getByLabel('To', { exact: true });
    await expect(from).toHaveAttribute('max', today);
    await expect(to).toHaveAttribute('max', today);

    const searched = page.waitForRequest(
      (request) =>
        request.url().includes('/api/found-reports/search') &&
        request.url().includes(`to=${dayBefore(foundDate)}`),
    );
    await to.fill(dayBefore(foundDate));
    await searched;
    await expect(from).toHaveAttribute('max', dayBefore(foundDate));
    await expect(page.getByRole('heading', { name: 'No Items Match Filter' })).toBeVisible();
    await expect(
      page.getByText('No items found for the selected date range. Try adjusting your filters.'),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(to).toHaveValue('');

    await from.fill(foundDate);
    await expect(to).toHaveAttribute('min', foundDate);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`from=${foundDate}`));
    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(from).toHaveValue('');
  });
});
