import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signInMember } from './support/sign-in';

/**
 * Opens a first screen with the app's scripts held: the screen must be drawn from the page
 * alone. Then lets the scripts through and returns how many of the page's elements the app
 * kept when it took the screen over, out of how many there were.
 */
async function takeOver(page: Page, path: string, heading: string | RegExp) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  // Not until 'load': the page's load may wait on the scripts held here.
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert');
  const drawn = await page.locator('#root').evaluate((root) => {
    const elements = [...root.querySelectorAll('*')];
    for (const element of elements) element.setAttribute('data-drawn-by-page', '');
    return elements.length;
  });
  release();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const kept = await page.locator('#root [data-drawn-by-page]').count();
  await page.unrouteAll({ behavior: 'wait' });
  return { drawn, kept };
}

test('the first screens are drawn before any script runs, and the app takes them over element for element', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  const login = await takeOver(page, '/auth/login', / Lost & Found$/);
  expect(login.drawn).toBeGreaterThan(0);
  expect(login.kept).toBe(login.drawn);
  await expect(page.getByRole('button', { name: /^Sign in with .* Email Account$/ })).toBeEnabled();

  const { name } = await signInMember(page, { completeProfile: true });
  const search = await takeOver(page, '/user/search', 'Find what you lost');
  expect(search.kept).toBe(search.drawn);
  // Drawn at build for no one in particular; once taken over, for the member signed in.
  await expect(page.getByRole('button', { name: `Account menu for ${name}` })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for an item' }).fill('wallet');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/search-results\?q=wallet$/);

  expect(errors).toEqual([]);
});

/** The faces the page has drawn something with, by family: only a face some text needs is loaded. */
function loadedFaces(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/["']/g, '')),
  );
}

test('an English page names Bangla on its language switch in Bangla letters, on a device with no Bengali font', async ({
  page,
}) => {
  // This machine's Chromium has no Bengali font: without the page's own cut, "বাংলা" is empty boxes.
  const offered = (screen: Page) => screen.getByRole('button', { name: /বাংলা/ }).first();
  // The first screen, its scripts held (it adds the cut once painted), and a page the app draws.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(offered(page)).toBeVisible();
  await expect.poll(() => loadedFaces(page)).toContain('Language Names');
  release();
  await page.unrouteAll({ behavior: 'wait' });

  await page.goto('/auth/login/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(offered(page)).toBeVisible();
  await expect.poll(() => loadedFaces(page)).toContain('Language Names');
  // An English page fetches no Bengali font file for it.
  const fontFiles = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.woff2')),
  );
  expect(fontFiles.filter((name) => /bengali/.test(name))).toEqual([]);
});
