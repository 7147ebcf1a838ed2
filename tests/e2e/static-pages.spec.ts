import type { Page, Request } from '@playwright/test';
import { MESSAGES } from '#shared/constants/messages';
import { defaultUniversityConfig as diu } from '#shared/university/university-config';
import { expect, expectAccessible, test } from './support/fixtures';

const brand = `${diu.shortName} Lost & Found`;
const osm = /openstreetmap\.org/;

/** Every request the page makes from now on. */
function recordRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => seen.push(request));
  return seen;
}

/**
 * Requests that could carry data away: calls, navigations, anything but a GET.
 * The page's own fonts, images, styles and scripts may load whenever the
 * browser first needs them (a font weight on first use, say) and send nothing.
 */
function recordDataRequests(page: Page): Request[] {
  const seen: Request[] = [];
  const pageResources = new Set(['font', 'image', 'stylesheet', 'script']);
  page.on('request', (request) => {
    if (request.method() === 'GET' && pageResources.has(request.resourceType())) return;
    seen.push(request);
  });
  return seen;
}

/** Where Go Home may end up: / itself, or where / sends a visitor who is not signed in. */
const isHome = (url: URL) => url.pathname === '/' || url.pathname === '/auth/login';

test.describe('root layout', () => {
  test('the footer shows the logo and links to every static page', async ({ page }) => {
    await page.goto('/locations');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(brand)).toBeVisible();
    const links: [string, string][] = [
      ['About', '/about'],
      ['Help', '/help'],
      ['Locations', '/locations'],
      ['Feedback', '/feedback'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ];
    for (const [name, href] of links) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await footer.getByRole('link', { name: 'Help', exact: true }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible();
  });

  test('a skip link is the first stop for the keyboard and moves focus to the page', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a new page opens scrolled to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/terms');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('about', () => {
  test('describes the service, lists the security staff and the office, without contacting another server', async ({
    page,
    baseURL,
  }) => {
    const requests = recordRequests(page);
    await page.goto('/about');
    await expect(page).toHaveTitle(`About | ${brand}`);
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(
      page.getByText(`official place to report, search for and reclaim lost belongings at ${diu.name}`),
    ).toBeVisible();

    const table = page.getByRole('table', { name: 'Security staff contacts' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Designation',
      'Name',
      'Email',
      'Phone',
      'Extension',
    ]);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(diu.securityContacts.length + 1);
    for (const [index, contact] of diu.securityContacts.entries()) {
      await expect(rows.nth(index + 1).getByRole('cell')).toHaveText([
        contact.designation,
        contact.name,
        contact.email,
        contact.phone,
        contact.extension,
      ]);
      await expect(rows.nth(index + 1).getByRole('link', { name: contact.email })).toHaveAttribute(
        'href',
        `mailto:${contact.email}`,
      );
    }

    const office = page.getByRole('complementary', { name: 'Office location' });
    await expect(office).toContainText(diu.office.name);
    await expect(office).toContainText(diu.office.address);
    await expect(office).toContainText(diu.office.hours);
    const mapLink = office.getByRole('link', { name: /Open in OpenStreetMap/ });
    await expect(mapLink).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/?mlat=${diu.office.latitude}&mlon=${diu.office.longitude}#map=17/${diu.office.latitude}/${diu.office.longitude}`,
    );
    await expect(mapLink).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    await page.waitForLoadState('networkidle');
    const origin = new URL(baseURL ?? '').origin;
    expect(requests.map((request) => request.url()).filter((url) => new URL(url).origin !== origin)).toEqual(
      [],
    );
    await expectAccessible(page);
  });

  test('without a network the map says it could not load and the address and link remain', async ({
    page,
  }) => {
    await page.route(osm, (route) => route.abort('internetdisconnected'));
    await page.goto('/about');
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByText('The map could not be loaded.')).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Office location' })).toContainText(
      diu.office.address,
    );
    await expect(page.getByRole('link', { name: /Open in OpenStreetMap/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a map that never answers gives up after about eight seconds', async ({ page }) => {
    const pending: { abort: () => Promise<void> }[] = [];
    await page.clock.install();
    await page.route(osm, (route) => {
      pending.push(route);
    });
    await page.goto('/about');
    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Loading map...' })).toBeVisible();
    await page.clock.runFor(7000);
    await expect(page.getByText('Loading map...')).toBeVisible();
    await page.clock.runFor(1500);
    await expect(page.getByText('The map could not be loaded.')).toBeVisible();
    await Promise.all(pending.map((route) => route.abort().catch(() => undefined)));
  });

  test('when OpenStreetMap answers, Show map embeds the office location', async ({ page }) => {
    const tile = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
      'base64',
    );
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ contentType: 'image/png', body: tile }),
    );
    await page.route('https://www.openstreetmap.org/export/embed.html?**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>map</title><p>OpenStreetMap embed</p>',
      }),
    );
    await page.goto('/about');
    await page.getByRole('button', { name: 'Show map' }).click();
    const frame = page.getByTitle(`Map showing ${diu.office.name}`);
    await expect(frame).toBeVisible();
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.origin + src.pathname).toBe('https://www.openstreetmap.org/export/embed.html');
    expect(src.searchParams.get('marker')).toBe(`${diu.office.latitude},${diu.office.longitude}`);
    const [west, south, east, north] = (src.searchParams.get('bbox') ?? '').split(',').map(Number);
    expect(west).toBeLessThan(diu.office.longitude);
    expect(east).toBeGreaterThan(diu.office.longitude);
    expect(south).toBeLessThan(diu.office.latitude);
    expect(north).toBeGreaterThan(diu.office.latitude);
    await expect(page.frameLocator('iframe').getByText('OpenStreetMap embed')).toBeVisible();
    await expect(page.getByText('The map could not be loaded.')).toHaveCount(0);
  });
});

test.describe('help', () => {
  test('the guide opens with the keyboard and covers lost items, found items and notes', async ({ page }) => {
    await page.goto('/help');
    await expect(page).toHaveTitle(`How it works | ${brand}`);
    await expect(page.getByRole('heading', { level: 2, name: 'If you lost something' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'If you found something' })).toBeVisible();
    const lostSteps = ['Submit a lost item report', 'Wait for a notification', 'Search manually'];
    const foundSteps = ['Report it online first', 'Or go to security directly'];
    for (const name of [...lostSteps, ...foundSteps]) {
      await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    }

    const submit = page.getByRole('button', { name: 'Submit a lost item report' });
    await submit.focus();
    await expect(submit).toHaveCSS('outline-style', 'solid');
    await page.keyboard.press('Enter');
    await expect(submit).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Submit a lost item report' })).toContainText(
      `Sign in with your ${diu.shortName} email account`,
    );

    await page.keyboard.press('ArrowDown');
    const wait = page.getByRole('button', { name: 'Wait for a notification' });
    await expect(wait).toBeFocused();
    await page.keyboard.press('Space');
    await expect(wait).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'Wait for a notification' })).toContainText(
      'contact you by email or phone',
    );

    await page.keyboard.press('Enter');
    await expect(wait).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Or go to security directly' }).click();
    await expect(page.getByRole('region', { name: 'Or go to security directly' })).toContainText(
      diu.office.address,
    );

    const notes = page.getByRole('region', { name: 'Notes' });
    await expect(notes).toContainText('Bring your university ID card');
    await expect(notes).toContainText('disciplinary action');
    await expectAccessible(page);
  });
});

test('locations shows the placeholder', async ({ page }) => {
  await page.goto('/locations');
  await expect(page).toHaveTitle(`Locations | ${brand}`);
  await expect(page.getByText('Comming Soon', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

/**
 * axe waits on timers of its own, which a paused test clock never fires. The clock is
 * moved on in small steps until axe has answered, never by more than `budgetMs`, so the
 * page's own timers fire only as they would at that moment. Returns the time moved on.
 */
async function expectAccessibleOnPausedClock(page: Page, budgetMs: number): Promise<number> {
  let done = false;
  const check = expectAccessible(page).finally(() => (done = true));
  let spent = 0;
  while (!done && spent < budgetMs) {
    await page.clock.runFor(10);
    spent += 10;
  }
  if (!done) throw new Error(`axe had not answered after ${budgetMs} ms of the test clock`);
  await check;
  return spent;
}

test.describe('feedback', () => {
  test('subject and message are required, with a message for each', async ({ page }) => {
    await page.goto('/feedback');
    await expect(page).toHaveTitle(`Feedback | ${brand}`);
    const subject = page.getByRole('textbox', { name: 'Subject' });
    const message = page.getByRole('textbox', { name: 'Message' });
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(page.getByText('Please enter a subject')).toBeVisible();
    await expect(page.getByText('Please enter your message')).toBeVisible();
    await expect(subject).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await subject.fill('   ');
    await expect(page.getByText('Please enter a subject')).toBeVisible();
    await subject.fill('Lost badge');
    await expect(page.getByText('Please enter a subject')).toHaveCount(0);
    await expect(page.getByText('Please enter your message')).toBeVisible();
    await expect(page.getByText(MESSAGES.feedbackThanks)).toHaveCount(0);
  });

  test('sending is simulated: busy for a second, thanks for three, and nothing is sent', async ({ page }) => {
    await page.clock.install();
    // The app asks who is signed in as it starts; on a busy machine that can come after a
    // quiet half second, so the recording starts once it has been answered.
    const sessionAnswered = page.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
    await page.goto('/feedback');
    await sessionAnswered;
    await page.waitForLoadState('networkidle');
    const requests = recordDataRequests(page);
    const subject = page.getByRole('textbox', { name: 'Subject' });
    const message = page.getByRole('textbox', { name: 'Message' });
    await subject.fill('Search by building');
    await message.fill('It would help to filter found items by the building they were found in.');
    await page.clock.pauseAt(Date.now() + 60_000);

    await page.getByRole('button', { name: 'Send Feedback' }).click();
    const busy = page.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(subject).toBeDisabled();
    await page.clock.runFor(800);
    await expect(busy).toBeVisible();
    await expect(page.getByText(MESSAGES.feedbackThanks)).toHaveCount(0);

    await page.clock.runFor(300);
    const banner = page.getByRole('status').filter({ hasText: MESSAGES.feedbackThanks });
    await expect(banner).toBeVisible();
    await expect(subject).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Feedback' })).toBeEnabled();
    const spent = await expectAccessibleOnPausedClock(page, 2000);

    await page.clock.runFor(2600 - spent);
    await expect(banner).toBeVisible();
    await page.clock.runFor(500);
    await expect(page.getByText(MESSAGES.feedbackThanks)).toHaveCount(0);

    expect(requests.map((request) => `${request.method()} ${request.url()}`)).toEqual([]);
  });
});

test.describe('policies', () => {
  test('the terms are in effect from July 08, 2025 and state what admins may do', async ({ page }) => {
    await page.goto('/terms');
    await expect(page).toHaveTitle(`Terms of Service | ${brand}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText('These terms are effective July 08, 2025.')).toBeVisible();
    const admins = page
      .getByRole('heading', { name: 'What administrators may do' })
      .locator('xpath=following-sibling::p[1]');
    await expect(admins).toContainText('review, approve or reject reports');
    await expect(admins).toContainText('update the status of reports');
    await expect(admins).toContainText('remove user access');
    await expectAccessible(page);
  });

  test('the privacy policy is in effect from July 08, 2025', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle(`Privacy Policy | ${brand}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('This policy is effective July 08, 2025.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What we collect' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('error pages', () => {
  test('403 explains that admin privileges are needed; Go Back and Go Home leave it', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/forbidden');
    await expect(page).toHaveTitle(`Access Forbidden | ${brand}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Access Forbidden' })).toBeVisible();
    await expect(
      page.getByText("You don't have permission to access this page. Admin privileges are required.", {
        exact: true,
      }),
    ).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

    await page.goto('/forbidden');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(isHome);
    await expect(page.getByRole('heading', { name: 'Access Forbidden' })).toHaveCount(0);
  });

  test('an unknown path shows Page Not Found; Go Home and Go Back leave it', async ({ page }) => {
    await page.goto('/help');
    const response = await page.goto('/no/such/page');
    expect(response?.ok()).toBe(true);
    await expect(page).toHaveTitle(`Page Not Found | ${brand}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/help$/);

    await page.goto('/no/such/page');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(isHome);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toHaveCount(0);
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('every static page fits the screen and stays accessible', async ({ page }) => {
    const pages: [string, string][] = [
      ['/about', 'About'],
      ['/help', 'How it works'],
      ['/locations', 'Locations'],
      ['/feedback', 'Feedback'],
      ['/terms', 'Terms of Service'],
      ['/privacy', 'Privacy Policy'],
      ['/forbidden', 'Access Forbidden'],
      ['/no-such-page', 'Page Not Found'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('the security contacts become cards instead of a wide table', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('table')).toBeHidden();
    const cards = page.getByRole('list', { name: 'Security staff contacts' }).getByRole('listitem');
    await expect(cards).toHaveCount(diu.securityContacts.length);
    const first = diu.securityContacts[0];
    if (!first) throw new Error('The default configuration has security contacts.');
    await expect(cards.first()).toContainText(first.designation);
    await expect(cards.first().getByRole('link', { name: first.email })).toBeVisible();
  });
});
