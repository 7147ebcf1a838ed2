import type { Browser, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { localToday } from '#shared/dates';
import type { Language } from '#shared/i18n/languages';
import { expect as baseExpect, expectAccessible, pauseClock, test } from './support/fixtures';
import { reportFoundItem, uniqueWord } from './support/member-items';
import { signInAdmin, signInMember } from './support/sign-in';

/**
 * Every page of the app, in both languages, at a desktop's and a phone's size, as the person who
 * opens it, scanned with the rules of `expectAccessible` (WCAG 2.2 AA and best practices), with
 * the dialogs, menus, validation and failed lists a person meets on the way (decision 0086).
 * Each test gathers every page's findings before it fails, so one run lists them all.
 */

// Several browser suites share two cores; a sweep opens many pages one after another.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const LANGUAGES: Language[] = ['en', 'bn'];
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A text of the catalogues as the page shows it in `language`, placeholders filled in. */
function say(language: Language, key: string, values: Record<string, string> = {}): string {
  const [namespace, name] = key.split('.') as [string, string];
  const file = path.resolve(import.meta.dirname, '../../src/shared/i18n', language, `${namespace}.json`);
  const text = (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[name];
  if (text === undefined) throw new Error(`No text ${key} in ${language}`);
  return text.replace(/\{(\w+)\}/g, (_, placeholder: string) => values[placeholder] ?? '');
}

async function chooseLanguage(page: Page, language: Language, baseURL: string) {
  await page.context().addCookies([{ name: 'lang', value: language, url: baseURL }]);
}

/** The page has drawn what it came for: its level-one heading, in the language chosen, and nothing still loading. */
async function settled(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'bn' ? /^bn/ : /^en/);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('.animate-spin:visible')).toHaveCount(0);
}

/** What the sweep found on one page at one size; empty when it passed. */
type Findings = string[];

async function scanHere(page: Page, where: string, findings: Findings) {
  try {
    await expectAccessible(page);
  } catch (error) {
    findings.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
  }
  if ((await page.locator('html').getAttribute('lang'))?.startsWith('bn')) {
    for (const label of await englishLabels(page)) findings.push(`${where}: "${label}" is in English`);
  }
  const viewport = page.viewportSize();
  if (viewport && viewport.width < 500) {
    const sideways = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    if (sideways > 0) findings.push(`${where}: the page scrolls sideways by ${sideways} px`);
    for (const clipped of await clippedTexts(page)) findings.push(`${where}: ${clipped}`);
  }
}

/**
 * On a Bangla page, the names of its fields and groups of fields that have no Bangla letter:
 * they come from the screens, never from what people wrote, so each should be in Bangla.
 */
function englishLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('label, legend')]
      .filter((element) => element.checkVisibility())
      .map((element) => (element.innerText || '').trim())
      .filter((text) => /[A-Za-z]{2,}/.test(text) && !/[\u0980-\u09FF]/.test(text)),
  );
}

/**
 * Text that does not fit its box on the phone: cut off by a box that hides what overflows (without
 * an ellipsis or a line clamp that says so), or spilling out of its box over what is beside it.
 */
function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
      );
      if (!ownText || element.clientWidth <= 1 || !element.checkVisibility()) continue;
      if (element.closest('.sr-only, [aria-hidden="true"], svg, table, [role="region"]')) continue;
      const style = getComputedStyle(element);
      const wide = element.scrollWidth - element.clientWidth;
      const tall = element.scrollHeight - element.clientHeight;
      const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
      const cutSideways = wide > 1 && hides(style.overflowX) && style.textOverflow !== 'ellipsis';
      const cutBelow = tall > 2 && hides(style.overflowY) && style.webkitLineClamp === 'none';
      const spills = wide > 1 && style.overflowX === 'visible' && style.display !== 'inline';
      if (cutSideways || cutBelow || spills) {
        const text = (element.textContent ?? '').trim().slice(0, 60);
        const how = cutSideways
          ? `cut ${wide} px sideways`
          : cutBelow
            ? `cut ${tall} px below`
            : `spills ${wide} px`;
        found.push(`"${text}" (${element.tagName.toLowerCase()}.${[...element.classList].join('.')}) ${how}`);
      }
    }
    return found;
  });
}

/** Opens each page and scans it at both sizes. */
async function sweep(page: Page, language: Language, paths: string[], findings: Findings) {
  for (const path of paths) {
    await test.step(`${path} in ${language}`, async () => {
      await page.setViewportSize(SIZES[0]);
      await page.goto(path);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await settled(page, language);
        await scanHere(page, `${path} (${language}, ${size.name})`, findings);
      }
    });
  }
}

/** Scans what is open now (a dialog, a menu, an error) at both sizes, leaving the page at the phone's. */
async function scanOpen(page: Page, what: string, language: Language, findings: Findings) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await scanHere(page, `${what} (${language}, ${size.name})`, findings);
  }
}

/**
 * Tabs from the top of the page through `presses` controls and notes each one that, once focused
 * (and scrolled to by the browser), is covered in part by something fixed or sticky: the header,
 * a toast. WCAG 2.2's 2.4.11 asks that it be not wholly hidden; this asks that none of it be.
 * Returns how each focused control is named, so a test can check the walk reached one.
 */
async function tabWalk(page: Page, where: string, findings: Findings, presses = 40): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached: string[] = [];
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      if (!active || active === document.body) return null;
      // Points across the focused control: one that the browser draws something fixed or sticky
      // over (the header, a toast) is hidden from the person who tabbed to it.
      const box = active.getBoundingClientRect();
      const covers = new Map<string, number>();
      for (const across of [0.1, 0.5, 0.9]) {
        for (const down of [0.1, 0.5, 0.9]) {
          const x = box.left + box.width * across;
          const y = box.top + box.height * down;
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
          const top = document.elementFromPoint(x, y);
          if (!top || active.contains(top)) continue;
          for (
            let element: Element | null = top;
            element && element !== document.body;
            element = element.parentElement
          ) {
            const position = getComputedStyle(element).position;
            if (position !== 'fixed' && position !== 'sticky') continue;
            if (element.contains(active)) break;
            const what = element.matches('[data-sonner-toaster], [data-sonner-toaster] *')
              ? 'a toast'
              : `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
            covers.set(what, (covers.get(what) ?? 0) + 1);
            break;
          }
        }
      }
      const name =
        active.getAttribute('aria-label') ??
        active.textContent?.trim().slice(0, 40) ??
        active.tagName.toLowerCase();
      return { name, covers: [...covers].map(([what, points]) => `${what} (${points} of 9 points)`) };
    });
    if (!focus) continue;
    reached.push(focus.name);
    if (focus.covers.length > 0)
      findings.push(`${where}: focus on "${focus.name}" is under ${focus.covers.join(', ')}`);
  }
  return reached;
}

async function adminPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAdmin(page);
  return page;
}

async function department(page: Page) {
  const university = (await (await page.request.get('/api/university')).json()) as {
    faculties: { departments: string[] }[];
  };
  return university.faculties[0]!.departments[0]!;
}

/** An item entered at the desk (stored at once); its ids. */
async function enteredItem(admin: Page, itemName: string) {
  const response = await admin.request.post('/api/found-reports/manual-entry', {
    data: {
      itemName,
      color: 'Black',
      item_description: 'Handed in at the security desk by a cleaner',
      found_date: localToday(),
      found_time: '10:15',
      found_location: 'Central library, ground floor',
      imageUrl: null,
      founder: {
        name: 'Desk Founder',
        email: 'desk.founder@diu.edu.bd',
        universityId: 'EMP-2001',
        phone: '01712345678',
        department: await department(admin),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string; reportId: string };
}

async function lostReport(member: Page, itemName: string) {
  const response = await member.request.post('/api/lost-reports', {
    data: {
      itemName,
      color: 'Black',
      item_description: 'Lost it after class, black with a small scratch',
      lost_date: localToday(),
      lost_time: null,
      lost_location: 'Central library',
      imageUrl: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { reportId: string };
}

/** A member's registered belonging; its id and sticker code. */
async function belonging(member: Page, name: string) {
  const response = await member.request.post('/api/belongings', { data: { name, category: 'Laptop' } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string; stickerCode: string };
}

for (const language of LANGUAGES) {
  test.describe(`in ${language === 'bn' ? 'Bangla' : 'English'}`, () => {
    test('every public and sign-in page has no accessibility finding', async ({ page, browser, baseURL }) => {
      // A member's sticker and a finder's message to it, for the two pages a finder opens.
      const ownerContext = await browser.newContext({ baseURL });
      const owner = await ownerContext.newPage();
      await signInMember(owner, { completeProfile: true, open: '/about' });
      const { stickerCode } = await belonging(owner, `${uniqueWord()} laptop`);
      await ownerContext.close();
      const sent = await page.request.post(`/api/stickers/${stickerCode}/messages`, {
        data: { message: 'Found it in room 402, left it with security.' },
      });
      expect(sent.status(), await sent.text()).toBe(201);
      const { replyKey } = (await sent.json()) as { replyKey: string };

      await chooseLanguage(page, language, baseURL!);
      const findings: Findings = [];
      await sweep(
        page,
        language,
        [
          '/',
          '/auth/login',
          '/auth/login/admin',
          '/auth/reset-password?token=not-a-real-token-at-all',
          '/about',
          '/help',
          '/locations',
          '/feedback',
          '/terms',
          '/privacy',
          '/forbidden',
          '/unsubscribe',
          `/s/${stickerCode}`,
          `/s/conversations/${replyKey}`,
          '/no-such-page',
        ],
        findings,
      );
      expect(findings).toEqual([]);
    });

    test('every member page has no accessibility finding', async ({ page, browser, baseURL }) => {
      const admin = await adminPage(browser, baseURL!);
      const word = uniqueWord();
      const { reportId } = await enteredItem(admin, `${word} Wallet`);
      await admin.context().close();

      await chooseLanguage(page, language, baseURL!);
      await signInMember(page, { completeProfile: true, open: '/about' });
      await lostReport(page, `${word} Wallet`);
      await reportFoundItem(page.request, { itemName: `${uniqueWord()} Umbrella` });
      const { _id: belongingId } = await belonging(page, `${uniqueWord()} laptop`);

      const findings: Findings = [];
      await sweep(
        page,
        language,
        [
          '/user/search',
          `/user/search-results?q=${word}`,
          '/user/search-results?q=zzqxwv',
          '/user/report-lost',
          '/user/report-found',
          '/user/recovered-items',
          '/user/profile',
          '/user/notifications',
          '/user/possible-matches',
          `/user/items/${reportId}`,
          '/user/my-items',
          '/user/belongings',
          `/user/belongings/stickers?ids=${belongingId}`,
          '/admin/dashboard',
        ],
        findings,
      );
      expect(findings).toEqual([]);
    });

    test('a member’s dialogs, menu, validation and failed list have no accessibility finding', async ({
      page,
      browser,
      baseURL,
    }) => {
      const admin = await adminPage(browser, baseURL!);
      const word = uniqueWord();
      const itemName = `${word} Headphones`;
      await enteredItem(admin, itemName);
      await admin.context().close();
      await chooseLanguage(page, language, baseURL!);
      const member = await signInMember(page, { completeProfile: true, open: '/about' });
      const findings: Findings = [];

      await test.step('the account menu', async () => {
        await page.goto('/user/search');
        await settled(page, language);
        await page
          .getByRole('button', { name: say(language, 'common.accountMenuFor', { name: member.name }) })
          .click();
        await expect(page.getByRole('menu')).toBeVisible();
        await scanOpen(page, 'the account menu', language, findings);
        await page.keyboard.press('Escape');
      });

      await test.step('the claim dialogs', async () => {
        await page.goto(`/user/search-results?q=${word}`);
        await settled(page, language);
        const card = page.getByRole('article', { name: new RegExp(itemName) });
        await card.getByRole('button', { name: say(language, 'member.claimThisItem') }).click();
        const dialog = page.getByRole('dialog');
        await expect(dialog).toBeVisible();
        await scanOpen(page, 'the claim dialog', language, findings);
        await dialog.getByRole('button', { name: say(language, 'member.continue') }).click();
        await expect(
          page.getByRole('dialog', { name: say(language, 'member.confirmClaiming') }),
        ).toBeVisible();
        await scanOpen(page, 'the claim’s confirmation', language, findings);
        await dialog.getByRole('button', { name: say(language, 'member.close'), exact: true }).click();
        await expect(dialog).toHaveCount(0);
      });

      await test.step('the confirmation before deleting the account', async () => {
        await page.goto('/user/profile');
        await settled(page, language);
        await page.getByRole('button', { name: say(language, 'profile.deleteMyAccount') }).click();
        const dialog = page.getByRole('dialog', { name: say(language, 'profile.deleteTitle') });
        await expect(dialog).toBeVisible();
        await scanOpen(page, 'the delete-account dialog', language, findings);
        await dialog.getByRole('button', { name: say(language, 'profile.cancel') }).click();
        await expect(dialog).toHaveCount(0);
      });

      await test.step('a report with its validation errors shown', async () => {
        await page.goto('/user/report-lost');
        await settled(page, language);
        await page.getByRole('button', { name: say(language, 'reports.submit') }).click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await scanOpen(page, 'the lost report’s validation errors', language, findings);
      });

      await test.step('Recovered Items when its list fails', async () => {
        await page.route('**/api/found-reports/stored-for-users**', (route) =>
          route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
        );
        await page.goto('/user/recovered-items');
        await settled(page, language);
        await expect(page.getByRole('button', { name: say(language, 'items.refreshPage') })).toBeVisible();
        await scanOpen(page, 'Recovered Items failed', language, findings);
        await page.unroute('**/api/found-reports/stored-for-users**');
      });

      await test.step('focus on a phone stays clear of the sticky header and of the profile’s toast', async () => {
        await page.setViewportSize(SIZES[1]);
        await page.goto('/user/report-lost');
        await settled(page, language);
        await tabWalk(page, 'Tab through the lost report', findings);
        // The toast stays for as long as the check takes: the page's clock stands still once the
        // toaster is up (it loads when the page is idle), and moves only to let the toast in.
        await page.clock.install();
        await page.goto('/user/profile');
        await settled(page, language);
        await expect(page.locator('section[aria-live="polite"][tabindex="-1"]')).toBeAttached();
        await pauseClock(page);
        const saved = page.waitForResponse(
          (response) => response.url().endsWith('/api/user/profile') && response.request().method() !== 'GET',
        );
        await page.getByRole('button', { name: say(language, 'profile.update') }).click();
        expect((await saved).ok()).toBe(true);
        // The answer reaches the toast through a few zero-delay timers; the toast's own four
        // seconds are never reached (at most 30 steps of 50 ms).
        const toast = page.getByText(say(language, 'toasts.profileUpdated'));
        await expect(async () => {
          await page.clock.runFor(50);
          await expect(toast).toBeVisible({ timeout: 500 });
        }).toPass({ timeout: 15_000 });
        const reached = await tabWalk(page, 'Tab through the profile under its toast', findings);
        const picker = await page.locator('main [aria-haspopup="dialog"]').first().textContent();
        expect(reached.some((name) => picker !== null && name.includes(picker.trim().slice(0, 20)))).toBe(
          true,
        );
      });

      expect(findings).toEqual([]);
    });

    for (const half of ['lists', 'desk'] as const) {
      test(`every console page (${half}) has no accessibility finding for an admin`, async ({
        page,
        browser,
        baseURL,
      }) => {
        await chooseLanguage(page, language, baseURL!);
        await signInAdmin(page);
        const findings: Findings = [];
        if (half === 'lists') {
          await sweep(
            page,
            language,
            [
              '/admin/dashboard',
              '/admin/lost-reports',
              '/admin/found-reports',
              '/admin/recovered-items',
              '/admin/claimed-items',
              '/admin/inbox',
              '/admin/resolved-items',
              '/admin/disposition-queue',
              '/admin/disposed-items',
              '/admin/pickups',
              '/admin/notifications',
            ],
            findings,
          );
        } else {
          const entered = await enteredItem(page, `${uniqueWord()} Calculator`);
          const handedOver = await enteredItem(page, `${uniqueWord()} Calculator`);
          const receiver = { name: 'Nusrat Jahan Owner', email: 'nusrat.owner@diu.edu.bd' };
          const handover = await page.request.patch(`/api/found-reports/${handedOver.reportId}/handover`, {
            data: {
              receiver: {
                ...receiver,
                universityId: '221-15-5001',
                phone: '01812345678',
                department: await department(page),
              },
            },
          });
          expect(handover.status(), await handover.text()).toBe(200);
          const claimed = await enteredItem(page, `${uniqueWord()} Phone`);
          const claimantContext = await browser.newContext({ baseURL });
          const claimant = await claimantContext.newPage();
          await signInMember(claimant, { completeProfile: true, open: '/about' });
          const claim = await claimant.request.patch(`/api/found-reports/${claimed.reportId}/claim`, {
            data: { message: 'Black phone, cracked corner' },
          });
          expect(claim.status(), await claim.text()).toBe(200);
          const { claimId } = (await claim.json()) as { claimId: string };
          await claimantContext.close();
          const approved = await page.request.patch(`/api/claims/${claimId}/approve`, { data: {} });
          expect(approved.status(), await approved.text()).toBe(200);

          await sweep(
            page,
            language,
            [
              '/admin/profile',
              '/admin/manage-admin',
              '/admin/desks',
              '/admin/message-templates',
              '/admin/admin-entry',
              '/admin/quick-intake',
              `/admin/items/${entered.reportId}`,
              `/admin/labels?items=${entered.reportId}`,
              `/admin/handover-receipt/${handedOver._id}`,
              `/admin/pass/${claimId}`,
              '/admin/monthly-report',
            ],
            findings,
          );
        }
        expect(findings).toEqual([]);
      });
    }

    test('desk staff’s pages, the console’s menu, validation and failed list have no accessibility finding', async ({
      page,
      browser,
      baseURL,
    }) => {
      const admin = await adminPage(browser, baseURL!);
      const desks = (await (await admin.request.get('/api/desks')).json()) as { id: string }[];
      const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
      const staff = { email: `desk.staff.${tag}@diu.edu.bd`, password: `long-enough-password-${tag}` };
      const created = await admin.request.post('/api/admins', {
        data: {
          name: 'Desk Staff Member',
          email: staff.email,
          phone: null,
          universityId: `7200${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`,
          password: staff.password,
          role: 'staff',
          deskIds: [desks[0]!.id],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      await admin.context().close();

      await chooseLanguage(page, language, baseURL!);
      await signInAdmin(page, staff);
      const findings: Findings = [];
      await sweep(
        page,
        language,
        [
          '/admin',
          '/admin/found-reports',
          '/admin/inbox',
          '/admin/pickups',
          '/admin/profile',
          '/admin/dashboard',
        ],
        findings,
      );

      await test.step('the console’s account menu', async () => {
        await page.goto('/admin/found-reports');
        await settled(page, language);
        await page
          .getByRole('button', {
            name: say(language, 'common.accountMenuFor', { name: 'Desk Staff Member' }),
          })
          .click();
        await expect(page.getByRole('menu')).toBeVisible();
        await scanOpen(page, 'the console’s account menu', language, findings);
        await page.keyboard.press('Escape');
      });

      await test.step('focus on a phone stays clear of the console’s sticky header', async () => {
        await page.setViewportSize(SIZES[1]);
        await page.goto('/admin/admin-entry');
        await settled(page, language);
        await tabWalk(page, 'Tab through manual entry', findings);
      });

      await test.step('the desk’s entry form with its validation errors shown', async () => {
        await page.setViewportSize(SIZES[0]);
        await page.goto('/admin/admin-entry');
        await settled(page, language);
        await page.locator('main form button[type="submit"]').first().click();
        await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
        await scanOpen(page, 'manual entry’s validation errors', language, findings);
      });

      await test.step('Found Reports when its list fails', async () => {
        await page.route('**/api/found-reports/reported?*', (route) =>
          route.fulfill({ status: 500, json: { message: 'Internal Server Error' } }),
        );
        await page.setViewportSize(SIZES[0]);
        await page.goto('/admin/found-reports');
        await settled(page, language);
        await expect(page.getByRole('alert').first()).toBeVisible();
        await scanOpen(page, 'Found Reports failed', language, findings);
      });

      expect(findings).toEqual([]);
    });
  });
}
