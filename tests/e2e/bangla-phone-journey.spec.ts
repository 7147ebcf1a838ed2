import type { Browser, Page } from '@playwright/test';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { simpleParser } from 'mailparser';
import { readFileSync } from 'node:fs';
import { MESSAGES } from '#shared/constants/messages';
import { NAMESPACES } from '#shared/i18n/catalogue-parts';
import { INTL_LOCALE } from '#shared/i18n/languages';
import type { MessageKey, MessageValues } from '#shared/i18n/message-key';
import { defaultUniversityConfig as diu } from '#shared/university/university-config';
import { expect, expectAccessible, pauseClock, test } from './support/fixtures';
import { browserToday, uniqueWord } from './support/member-items';
import { signInAdmin } from './support/sign-in';

/** The Bangla catalogue, written as the app writes it: what a person reading Bangla sees. */
const bangla = setupI18n({
  locale: 'bn',
  locales: [INTL_LOCALE.bn],
  messages: {
    bn: Object.fromEntries(
      NAMESPACES.flatMap((namespace) =>
        Object.entries(
          JSON.parse(
            readFileSync(new URL(`../../src/shared/i18n/bn/${namespace}.json`, import.meta.url), 'utf8'),
          ) as Record<string, string>,
        ).map(([key, text]) => [`${namespace}.${key}`, compileMessageOrThrow(text)]),
      ),
    ) as Messages,
  },
});
const bn = (key: MessageKey, values?: MessageValues) => bangla._(key, values);

/** Holds every call to `pattern` until the test lets them go: the page's state meanwhile can be read without racing it. */
async function hold(page: Page, pattern: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}

/** The page speaks Bangla: its `lang`, and the toast region named from the catalogue rather than sonner's English. */
async function expectBanglaPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('region', { name: bn('common.toastsRegion') })).toBeAttached();
}

/** Nothing drawn wider than the phone's screen. */
async function expectFitsScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Security, in English at a desk of its own, enters what was handed in through the console's Manual Entry. */
async function securityEntersWallet(browser: Browser, baseURL: string, itemName: string, today: string) {
  const context = await browser.newContext({ baseURL, locale: 'en-GB' });
  const page = await context.newPage();
  await signInAdmin(page);
  await page.goto('/admin/admin-entry');
  await expect(page.getByRole('heading', { level: 1, name: 'Manual Entry' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByLabel('Item Name').fill(itemName);
  await page.getByLabel('Color').fill('Purple');
  await page
    .getByLabel('Description')
    .fill('Purple leather wallet with a student ID card and a bus pass inside.');
  await page.getByLabel('Found Date').fill(today);
  await page.getByLabel('Found Location').fill('Central Library, ground floor');
  await page.getByLabel('Founder Name').fill('Guard On Duty');
  await page.getByLabel('Founder Email').fill('guard@diu.edu.bd');
  await page.getByLabel('University ID').fill('EMP-1001');
  await page.getByLabel('Phone').fill('01712345678');
  await page.getByLabel('Department').selectOption(diu.faculties[0]!.departments[0]!);
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.url().endsWith('/api/found-reports/manual-entry'),
  );
  await page.getByRole('button', { name: 'Submit Entry' }).click();
  const answer = await created;
  expect(answer.status(), await answer.text()).toBe(201);
  await expect(page.getByText(MESSAGES.manualEntrySubmitted)).toBeVisible();
  const { reportId } = (await answer.json()) as { reportId: string };
  await context.close();
  return reportId;
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// Two people, a real sign-in, a match, a mail and a claim, with a scan of each Bangla page.
test.describe.configure({ timeout: 180_000 });

test('in Bangla on a phone: sign in, complete the profile, report a lost wallet, get the alert of the English one security stores, claim it and write to the office', async ({
  page,
  browser,
  baseURL,
  mailbox,
}) => {
  const started = new Date();
  // Time runs as usual until the claim, where the test holds it (see below).
  await page.clock.install();
  const unique = uniqueWord();
  const email = `bangla.${unique.toLowerCase()}@${diu.emailDomain}`;
  const name = `রহিম ${unique}`;

  // The sign-in page, switched to Bangla the way a person does it.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Language: বাংলা' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  const signIn = page.getByRole('button', { name: bn('auth.signInButton', { shortName: diu.shortName }) });
  await expect(signIn).toBeVisible();
  await expect(page.getByText(bn('auth.subtitle', { shortName: diu.shortName }))).toBeVisible();
  await expectBanglaPage(page);
  await expectAccessible(page);
  await expectFitsScreen(page);

  // The provider's page (OpenID Connect, the development stand-in) follows the choice.
  await signIn.click();
  await expect(page.getByRole('heading', { level: 1, name: bn('development.title') })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByLabel(bn('development.email'), { exact: true }).fill(email);
  await page.getByLabel(bn('development.name'), { exact: true }).fill(name);
  // The app's welcome lasts as long as the profile check: held, so it is read rather than raced.
  const releaseProfileStatus = await hold(page, '**/api/user/profile-status');
  await page.getByRole('button', { name: bn('development.continue') }).click();
  await expect(page.getByText(bn('auth.welcome', { name }))).toBeVisible();
  await expect(page.getByRole('button', { name: bn('auth.checkingProfile') })).toBeVisible();
  releaseProfileStatus();

  // A new member completes the profile, in Bangla.
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByText(bn('auth.profileIncomplete'))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: bn('profile.pageTitle') })).toBeVisible();
  await expectBanglaPage(page);
  await expect(page.getByLabel(bn('profile.fullName'))).toHaveValue(name);
  await page.getByLabel(bn('profile.universityId')).fill('221-15-0686');
  await page.getByLabel(bn('profile.phone')).fill(diu.phone.example);
  const picker = page.getByRole('button', { name: new RegExp(bn('profile.department')) });
  await expectAccessible(page);
  await picker.click();
  const departments = page.getByRole('dialog', { name: bn('profile.selectDepartment') });
  await expect(departments).toBeVisible();
  await expectAccessible(page);
  await departments.getByRole('button', { name: diu.faculties[0]!.departments[0]!, exact: true }).click();
  await expect(departments).toBeHidden();
  await page.getByRole('button', { name: bn('profile.update') }).click();
  await expect(page.getByText(bn('toasts.profileUpdated'))).toBeVisible();
  await expect(page).toHaveURL(/\/user\/search$/);

  // The lost wallet, written in Bangla, reported from the phone's menu. It is purple, a colour no
  // other browser test's wallet has, so the alert names this one item alone.
  const today = await browserToday(page);
  await page.getByRole('button', { name: bn('common.openMenu') }).click();
  await page
    .getByRole('navigation', { name: bn('common.mainNavigation') })
    .getByRole('link', { name: bn('common.reportLost') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: bn('reports.lostHeading') })).toBeVisible();
  await page.getByLabel(bn('reports.itemName')).fill('বেগুনি মানিব্যাগ');
  await page.getByLabel(bn('reports.color')).fill('বেগুনি');
  await page
    .getByLabel(bn('reports.description'))
    .fill(`চামড়ার বেগুনি মানিব্যাগ, ভেতরে আমার স্টুডেন্ট আইডি কার্ড আর বাসের কার্ড আছে। ${unique}`);
  await page.getByLabel(bn('reports.lostDate')).fill(today);
  await page.getByLabel(bn('reports.lostLocation')).fill('লাইব্রেরি, নিচতলা');
  await expectBanglaPage(page);
  await expectAccessible(page);
  await expectFitsScreen(page);
  const lost = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/lost-reports'),
  );
  await page.getByRole('button', { name: bn('reports.submit') }).click();
  const { reportId: lostReportId } = (await (await lost).json()) as { reportId: string };
  await expect(page.getByText(bn('toasts.lostReportSubmitted'))).toBeVisible();

  // Security enters the wallet handed in, in English.
  const itemName = `Purple leather wallet ${unique}`;
  const foundReportId = await securityEntersWallet(browser, baseURL!, itemName, today);

  // The bell on the member's open page counts the alert, in Bangla (other tests' wallets may be counted too).
  const bell = page.getByRole('link', {
    name: new RegExp(`^${bn('common.notifications')}, [০-৯]+টি অপঠিত$`),
  });
  await expect(bell).toBeVisible({ timeout: 30_000 });
  // A screen reader is told once, politely, without reaching the bell.
  await expect(page.getByRole('status').filter({ hasText: 'নতুন বিজ্ঞপ্তি' })).toHaveText(
    /^[০-৯]+টি নতুন বিজ্ঞপ্তি এসেছে$/,
  );

  // The alert mail, in Bangla: subject, words, and a link to the item that works.
  const mail = await simpleParser((await mailbox.waitFor(email, started, 30_000, 'List-Unsubscribe')).raw);
  expect(mail.subject).toBe(bn('notices.matchTitle', { itemName: 'বেগুনি মানিব্যাগ' }));
  expect(mail.text).toContain(bn('mail.hello', { name }));
  expect(mail.text).toContain(bn('notices.matchBody', { reportId: lostReportId }));
  expect(mail.text).toContain(foundReportId);
  expect(mail.html).toContain(`lang="bn"`);
  const link = /https?:\/\/\S+\/user\/items\/\S+/.exec(mail.text ?? '')?.[0];
  expect(link).toContain(foundReportId);
  const reading = await page.context().newPage();
  await reading.goto(link!);
  await expect(
    reading.getByRole('heading', { level: 1, name: bn('member.itemPageTitle', { reportId: foundReportId }) }),
  ).toBeVisible();
  await expect(reading.locator('html')).toHaveAttribute('lang', 'bn');
  await reading.close();

  // The bell's notice, opened: the item, claimed.
  await bell.click();
  await expect(page.getByRole('heading', { level: 1, name: bn('member.notificationsTitle') })).toBeVisible();
  const notice = page.getByRole('listitem').filter({ hasText: foundReportId }).first();
  await expect(notice).toContainText(bn('notices.matchTitle', { itemName: 'বেগুনি মানিব্যাগ' }));
  await expect(notice).toContainText(bn('notices.matchBody', { reportId: lostReportId }));
  await expectBanglaPage(page);
  await expectAccessible(page);
  await expectFitsScreen(page);
  await notice.getByRole('link', { name: bn('member.seeItem') }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: bn('member.itemPageTitle', { reportId: foundReportId }) }),
  ).toBeVisible();
  await expectBanglaPage(page);
  await expectAccessible(page);
  await expectFitsScreen(page);
  await page.getByRole('button', { name: bn('member.claimThisItem') }).click();
  const dialog = page.getByRole('dialog', { name: bn('member.claimItemTitle', { itemName }) });
  await dialog
    .getByLabel(bn('member.messageOptional'))
    .fill('মানিব্যাগের ভেতরে আমার নাম লেখা একটি আইডি কার্ড আছে।');
  await dialog.getByRole('button', { name: bn('member.continue') }).click();
  const confirm = page.getByRole('dialog', { name: bn('member.confirmClaiming') });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  // The page's clock stands still from here: the claim's toast stays while what it covers is checked.
  await pauseClock(page);
  const claimAnswer = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && response.url().endsWith(`/${foundReportId}/claim`),
  );
  await confirm.getByRole('button', { name: bn('member.confirm') }).click();
  const claimed = page.getByRole('button', { name: bn('member.alreadyClaimed') });
  await stepClockUntil(
    page,
    async () =>
      (await page.getByText(bn('toasts.claimSubmitted')).isVisible()) &&
      (await claimed.evaluate((node) => node === document.activeElement).catch(() => false)),
  );
  await expect(page.getByText(bn('toasts.claimSubmitted'))).toBeVisible();
  await expect(claimed).toBeFocused();
  // Focus is never hidden under a toast (WCAG 2.2, 2.4.11).
  await expectNotUnderToast(page, claimed);
  await page.clock.resume();

  // The claim, on the member's own page, in Bangla.
  await page.getByRole('button', { name: bn('common.openMenu') }).click();
  await page
    .getByRole('navigation', { name: bn('common.mainNavigation') })
    .getByRole('link', { name: bn('common.myItems') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: bn('common.myItems') })).toBeVisible();
  const claims = page.getByRole('region', { name: bn('member.myClaims') });
  const claim = claims.getByRole('article').filter({ hasText: foundReportId });
  await expect(claim).toContainText(bn('member.claimPending'));
  await expect(claim).toContainText(bn('member.claimWillBeReviewed'));
  await expectBanglaPage(page);
  await expectAccessible(page);
  await expectFitsScreen(page);

  // The claim's conversation: the member writes in Bangla, the office answers (in English, as its staff write).
  const { claimId } = (await (await claimAnswer).json()) as { claimId: string };
  await claim.getByRole('button', { name: bn('conversation.open', { count: 0 }) }).click();
  const conversation = claim.getByRole('region', { name: bn('conversation.titleMember') });
  const question = 'মানিব্যাগটি কখন নিতে আসতে পারি?';
  await conversation.getByRole('textbox', { name: bn('conversation.messageLabel') }).fill(question);
  await conversation.getByRole('button', { name: bn('conversation.send') }).click();
  const thread = conversation.getByRole('list', { name: bn('conversation.list') });
  await expect(thread.getByRole('listitem').last()).toContainText(question);
  await expect(thread.getByRole('listitem').last()).toContainText(bn('conversation.you'));
  const office = await browser.newContext({ baseURL });
  const staff = await office.newPage();
  await signInAdmin(staff);
  const reply = 'Come to the security office any weekday with your student ID card.';
  const answered = await staff.request.post(`/api/claims/${claimId}/messages`, { data: { text: reply } });
  expect(answered.status(), await answered.text()).toBe(200);
  await office.close();
  // The open thread hears of the answer as it is written.
  await expect(thread.getByRole('listitem').last()).toContainText(reply);
  await expect(thread.getByRole('listitem').last()).toContainText(bn('conversation.office'));
  await expectBanglaPage(page);
  await expectAccessible(page);
  await expectFitsScreen(page);
});

/**
 * Runs the stopped clock forward in steps far shorter than a toast's life, so the page's
 * zero-delay timeouts (React Query's and sonner's) run while a toast raised meanwhile stays.
 */
async function stepClockUntil(page: Page, done: () => Promise<boolean>) {
  for (let step = 0; step < 200; step += 1) {
    if (await done()) return;
    await page.clock.runFor(10);
    // Real time for the server's answer to arrive.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The page did not settle with its clock held');
}

/** The element is not covered by any toast showing now. */
async function expectNotUnderToast(page: Page, target: ReturnType<Page['locator']>) {
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  const box = (await target.boundingBox())!;
  const toasts = await page
    .locator('[data-sonner-toast]')
    .evaluateAll((nodes) =>
      nodes
        .map((node) => node.getBoundingClientRect())
        .map(({ top, bottom, left, right }) => ({ top, bottom, left, right })),
    );
  for (const toast of toasts) {
    const overlaps =
      box.y < toast.bottom &&
      box.y + box.height > toast.top &&
      box.x < toast.right &&
      box.x + box.width > toast.left;
    expect(overlaps, 'the focused field is under a toast').toBe(false);
  }
}
