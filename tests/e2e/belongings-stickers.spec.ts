import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';
import { uniqueWord } from './support/member-items';
import { watchLiveEvents } from './support/live-events';
import { signInMember } from './support/sign-in';

/**
 * A member registers a laptop and prints its stickers; a stranger scans one on
 * their own phone, is thanked and writes; the owner's open page hears of it,
 * its bell counts it, and My Belongings shows the message as the finder wrote it.
 */
async function stickerJourney(page: Page, browser: Browser, baseURL: string) {
  const owner = await signInMember(page, { completeProfile: true });
  const name = `${uniqueWord()} laptop`;
  const live = await watchLiveEvents(page);

  await page.goto('/user/my-items');
  await page.getByRole('link', { name: 'Manage Belongings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Belongings' })).toBeVisible();
  await expect(page.getByText('You have not registered any belongings yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Register a belonging' }).click();
  const form = page.getByRole('form', { name: 'Register a belonging' });
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Please name the item')).toBeVisible();
  await expect(form.getByText('Please choose a category')).toBeVisible();
  await form.getByLabel('Item name').fill(name);
  await form.getByLabel('Category').selectOption('Laptop');
  await form.getByLabel('Serial number').fill('PF-3K2L9Q');
  await form.getByLabel('Private note').fill('Receipt in my desk drawer');
  await form.getByRole('button', { name: 'Register' }).click();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Serial PF-3K2L9Q');
  await expectAccessible(page);

  await card.getByRole('link', { name: 'Print Stickers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stickers' })).toBeVisible();
  await page.getByLabel('Size').selectOption('large');
  const stickers = page.getByRole('img', { name: 'QR code for the finder of this item' });
  await expect(stickers).toHaveCount(4);
  const address = await stickers.first().getAttribute('data-qr-value');
  expect(address).toMatch(/\/s\/[0-9A-HJKMNP-TV-Z]{16}$/);
  // What a sticker says: a code and the address, never its owner.
  const sheet = await page.locator('.sticker-sheet').innerText();
  expect(sheet).not.toContain(owner.name);
  expect(sheet).not.toContain(owner.email);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print Stickers' })).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.getByRole('link', { name: 'My Belongings' }).click();
  await expect(page.getByText('No finder has written to you yet.')).toBeVisible();

  // A stranger, signed in nowhere, scans the sticker with their phone.
  const stranger = await browser.newContext({
    baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const finder = await stranger.newPage();
  await finder.goto(new URL(address!).pathname);
  await expect(
    finder.getByRole('heading', { level: 1, name: /^Thank you — this belongs to a member of / }),
  ).toBeVisible();
  await expect(finder.getByText('This sticker is on a Laptop.', { exact: false })).toBeVisible();
  await expect(finder.getByRole('heading', { name: 'Where to hand it in' })).toBeVisible();
  const findersPage = await finder.locator('main').innerText();
  expect(findersPage).not.toContain(owner.name);
  expect(findersPage).not.toContain('PF-3K2L9Q');
  const message = 'Found it in room 402 <b>by the window</b>, left it with security.';
  await finder.getByRole('textbox', { name: 'Message' }).fill(message);
  await finder.getByLabel('How the owner can reach you (optional)').fill('01812345678');
  await expectAccessible(finder);
  await finder.getByRole('button', { name: 'Send to Owner' }).click();
  await expect(
    finder.getByText('Thank you! The owner has been told and will read your message.'),
  ).toBeVisible();
  const overflow = await finder.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // The finder keeps the private link to read the owner's answer.
  const conversationLink = finder.getByRole('link', { name: /\/s\/conversations\// });
  await expect(conversationLink).toBeVisible();
  const conversation = new URL((await conversationLink.textContent())!).pathname;

  // The owner's page, left open, hears of it; the bell counts it and the page shows the message as text.
  await live.received('notifications');
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  await page.reload();
  const received = page.getByRole('list', { name: 'Messages from finders' }).locator(':scope > li');
  await expect(received).toHaveCount(1);
  await expect(received).toContainText(`About your ${name}`);
  await expect(received).toContainText(message);
  await expect(received).toContainText('How to reach them: 01812345678');

  // The owner answers in the app; the finder reads it through their link, and nothing of the owner.
  await received.getByRole('textbox', { name: 'Your answer' }).fill('Thank you! I will collect it at noon.');
  await received.getByRole('button', { name: 'Send Answer' }).click();
  await expect(received.getByRole('list', { name: 'Conversation' }).getByRole('listitem')).toHaveCount(2);
  await expect(received.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
  await finder.goto(conversation);
  const thread = finder.getByRole('list', { name: 'Conversation' }).getByRole('listitem');
  await expect(thread).toHaveCount(2);
  await expect(thread.nth(1)).toContainText('The owner');
  await expect(thread.nth(1)).toContainText('Thank you! I will collect it at noon.');
  const findersView = await finder.locator('main').innerText();
  expect(findersView).not.toContain(owner.name);
  expect(findersView).not.toContain(owner.email);
  await stranger.close();
}

test.describe.configure({ timeout: 180_000 });

test('a stranger who scans a belonging’s sticker reaches its owner', async ({ page, browser, baseURL }) => {
  await stickerJourney(page, browser, baseURL!);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the sticker journey works at 390×844', async ({ page, browser, baseURL }) => {
    await stickerJourney(page, browser, baseURL!);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
