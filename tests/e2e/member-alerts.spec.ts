import type { Browser, Page, Request } from '@playwright/test';
import { expect, expectAccessible, linkIn, test, type Mailbox } from './support/fixtures';
import { browserToday, openAdmin, reportFoundItem, uniqueWord } from './support/member-items';
import { watchLiveEvents } from './support/live-events';
import { signInMember } from './support/sign-in';

/**
 * A member reports a lost backpack; security stores a matching bag; the bell
 * on the member's open page counts the alert as it is written; the member
 * opens it and says 'This is mine'.
 */
async function alertJourney(page: Page, browser: Browser, baseURL: string) {
  const member = await signInMember(page, { completeProfile: true });
  const word = uniqueWord();
  const today = await browserToday(page);
  const live = await watchLiveEvents(page);

  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
  await page.goto('/user/report-lost');
  expect((await streamOpen).status()).toBe(200);
  await page.getByLabel('Item Name').fill(`${word} backpack`);
  await page.getByLabel('Color').fill('Navy');
  await page.getByLabel('Description').fill('Navy backpack with a laptop sleeve and lecture notes.');
  await page.getByLabel('Lost Date').fill(today);
  await page.getByLabel('Lost Location').fill('Cafeteria, second floor');
  await page.getByRole('button', { name: 'Submit Report' }).click();
  await expect(page.getByText('Lost item report submitted successfully!')).toBeVisible();

  // Someone hands a blue bag in, and security stores it.
  const found = await reportFoundItem(page.request, {
    itemName: `${word} bag`,
    color: 'Blue',
    item_description: 'Blue bag with lecture notes inside, found under a table.',
    found_date: today,
    found_location: 'Cafeteria',
  });
  const security = await openAdmin(browser, baseURL);
  await security.store(found.reportId);
  await security.close();

  // The alert is written after the store commits; the page, left open, hears of it and its bell counts it.
  await live.received('notifications');
  // Items other tests store at the same time may be a match too: at least this one is counted.
  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  // A link's name is read only when it is reached: a screen reader is told of the alert as it arrives.
  await expect(page.getByRole('status').filter({ hasText: 'new notification' })).toHaveText(
    /^\d+ new notifications?$/,
  );

  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const notice = page.getByRole('listitem').filter({ hasText: found.reportId }).first();
  await expect(notice).toContainText(`Possible match for your lost ${word.toLowerCase()} backpack`);
  await expectAccessible(page);
  await notice.getByRole('link', { name: 'See possible matches' }).click();

  const card = page.getByRole('article', { name: `${word} bag` });
  await expect(card).toContainText(found.reportId);
  await card.getByRole('button', { name: 'This is mine' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Claiming?' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Message (optional)').fill('My notes have my name on the first page.');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Claim submitted successfully!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Claimed' })).toBeDisabled();
  return member;
}

/**
 * The member opens the alert email's unsubscribe link where mail is read (no
 * session) and turns email alerts off; the app's pages send no referrer, so
 * each browser marks the button's request in its own way: `originFor` gives
 * the Origin it sends (null: none at all). A link cut short gets a page that
 * explains, never an error in raw form.
 */
async function unsubscribeFromAlertMail(
  page: Page,
  browser: Browser,
  baseURL: string,
  mailbox: Mailbox,
  email: string,
  originFor: (request: Request) => string | null,
) {
  const mail = await mailbox.waitFor(email, undefined, undefined, 'List-Unsubscribe');
  const link = linkIn(
    mail,
    /https?:\/\/[^\s"<>]+\/unsubscribe\?member=[^\s"<>&]+&(amp;|#38;)?token=[^\s"<>&]+/,
  ).replace(/&(amp;|#38;)/, '&');

  const reader = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  const tab = await reader.newPage();
  await tab.route('**/api/notifications/unsubscribe?*', async (route) => {
    const { origin: _origin, ...headers } = route.request().headers();
    const origin = originFor(route.request());
    await route.continue({ headers: origin === null ? headers : { ...headers, origin } });
  });
  await tab.goto(link);
  await expect(tab.getByRole('heading', { level: 1, name: 'Turn off email alerts?' })).toBeVisible();
  await expectAccessible(tab);
  await tab.getByRole('button', { name: 'Turn off email alerts' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Email alerts are off' })).toBeVisible();

  await tab.goto(link.replace(/token=.{4}/, 'token=abcd'));
  await expect(tab.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(tab.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
  await reader.close();
}

test.describe.configure({ timeout: 180_000 });

test('a member is alerted to a matching item, claims it, and turns alert emails off from the email', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  const member = await alertJourney(page, browser, baseURL!);
  // As Chromium and Safari send a request from a page that sends no referrer.
  await unsubscribeFromAlertMail(page, browser, baseURL!, mailbox, member.email, () => 'null');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the alert journey works at 390×844', async ({ page, browser, baseURL, mailbox }) => {
    const member = await alertJourney(page, browser, baseURL!);
    // As a browser that sends no Origin at all.
    await unsubscribeFromAlertMail(page, browser, baseURL!, mailbox, member.email, () => null);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('without the live stream the bell still learns of an alert, by asking every 30 s', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInMember(page, { completeProfile: true });
  const word = uniqueWord();
  const today = await browserToday(page);
  // The stream fails (a proxy that refuses it, say): the page falls back to asking now and then.
  await page.route('**/api/events', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' }),
  );
  await page.clock.install();
  await page.goto('/user/search');
  await expect(page.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible();

  const lost = await page.request.post('/api/lost-reports', {
    data: {
      itemName: `${word} umbrella`,
      color: 'Green',
      item_description: 'Green folding umbrella with a wooden handle.',
      lost_date: today,
      lost_location: 'Main gate',
      imageUrl: null,
    },
  });
  expect(lost.status()).toBe(201);
  const found = await reportFoundItem(page.request, {
    itemName: `${word} umbrella`,
    color: 'Green',
    item_description: 'Green umbrella left at the main gate.',
    found_date: today,
    found_location: 'Main gate',
  });
  const security = await openAdmin(browser, baseURL!);
  await security.store(found.reportId);
  await security.close();
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/notifications/unread-count')).json()) as { count: number })
          .count,
    )
    .toBeGreaterThan(0);

  await page.clock.fastForward('00:30');
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
});
