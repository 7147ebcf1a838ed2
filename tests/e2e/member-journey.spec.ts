import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { openAdmin, samplePhoto, uniqueWord, withTypo } from './support/member-items';
import { signInMember } from './support/sign-in';

/**
 * Sign in → report lost with a photo → report found → security stores it →
 * search with a typo finds it → claim → 'Already Claimed'.
 */
async function memberJourney(page: Page, openSecurity: () => ReturnType<typeof openAdmin>) {
  await signInMember(page, { completeProfile: true });
  const word = uniqueWord();

  await page.goto('/user/report-lost');
  await page.getByLabel('Item Name').fill(`${word} wallet`);
  await page.getByLabel('Color').fill('Black');
  await page.getByLabel('Description').fill('Black leather wallet with my student ID and a bus card.');
  await page.getByLabel('Lost Date').fill('2026-11-01');
  await page.getByLabel('Lost Time (optional)').fill('08:15');
  await page.getByLabel('Lost Location').fill('Library reading room');
  await page.getByLabel('Photo (optional)').setInputFiles(await samplePhoto('wallet.png'));
  await expect(page.getByRole('img', { name: 'Uploaded photo preview' })).toBeVisible();
  // The form as it stands once the upload's toast has gone.
  await expect(page.getByText('Image uploaded successfully!')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Lost item report submitted successfully!')).toBeVisible();

  // Someone (here the same member, on the same day) hands in what they found.
  await page.goto('/user/report-found');
  await page.getByLabel('Item Name').fill(`${word} wallet`);
  await page.getByLabel('Color').fill('Black');
  await page.getByLabel('Description').fill('Leather wallet found under a desk, has a student ID inside.');
  await page.getByLabel('Found Date').fill('2026-11-02');
  await page.getByLabel('Found Location').fill('Library reading room, desk 14');
  const created = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/found-reports'),
  );
  await page.getByRole('button', { name: 'Submit Report' }).click();
  const { reportId } = (await (await created).json()) as { reportId: string };
  await expect(page.getByText('Found item report submitted successfully!')).toBeVisible();

  // Security stores it, in a browser session of its own.
  const security = await openSecurity();
  await security.store(reportId);
  await security.close();

  await page.goto('/user/search');
  const box = page.getByRole('searchbox', { name: 'Search for an item' });
  await box.fill(withTypo(word));
  await box.press('Enter');
  const card = page.getByRole('article', { name: `${word} wallet` });
  await expect(card).toBeVisible();
  await expect(card).toContainText(reportId);
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Claim this item' }).click();
  await page.getByLabel('Message (optional)').fill('It has my student ID inside.');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirm Claiming?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Claim submitted successfully!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Already Claimed' })).toBeDisabled();

  // The recovered items show the same.
  await page.goto('/user/recovered-items?from=2026-11-02&to=2026-11-02');
  await expect(
    page.getByRole('article', { name: `${word} wallet` }).getByRole('button', { name: 'Already Claimed' }),
  ).toBeDisabled();
}

// Two reports, an upload, a stored item, a search and a claim: more than a minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('the member journey, from a lost report to a claimed item', async ({ page, browser, baseURL }) => {
  await memberJourney(page, () => openAdmin(browser, baseURL!));
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the member journey works at 390×844', async ({ page, browser, baseURL }) => {
    await memberJourney(page, () => openAdmin(browser, baseURL!));
    // One column of cards: nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
